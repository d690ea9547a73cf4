import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Types a route from its zod schemas: a request as its schema's output (what validation gives
 * the handler), a reply as its schema's input (what the handler gives the serializer, which
 * writes the output: a `timestampSchema` takes a Date and is written as ISO text). The library's
 * `ZodTypeProvider` types a reply as the output, which would make every handler turn its dates
 * into strings itself. An interface because a type provider reads its schema through `this`.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}
