import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema: only declared properties leave the server (nothing a query selected by accident leaks)
 * and a missing required one is a 500, at a fraction of the cost of re-parsing every response with
 * zod (docs/decisions.md). Requests are still validated by zod.
 */
export const responseSerializerCompiler = (({ schema }: { schema: z.ZodType }) => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    // Dates have no JSON Schema type; unconstrained, they are written as JSON.stringify writes them.
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}) as unknown as FastifySchemaCompiler<unknown>;
