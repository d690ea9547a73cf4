import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The zod schemas as OpenAPI, and the document's global bearer requirement lifted (`security: []`)
 * from the routes whose declared access is public, so the document says which calls need no token.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const access = input.route.config?.access;
  if (!access || !('public' in access)) return result;
  return { ...result, schema: { ...result.schema, security: [] } };
};
