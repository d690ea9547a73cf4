import { HTTP_STATUS_NAMES } from '@fastforward/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type FieldError = { field: string; defaultMessage: string };

const statusName = (status: number) =>
  HTTP_STATUS_NAMES[status] ?? (status >= 500 ? 'Internal_Server_Error' : 'Bad Request');

/** A validation issue's field: the JSON path of the value, or the unknown keys for a strict object. */
function fieldOf(issue: { instancePath: string; params: Record<string, unknown> }): string {
  const keys = issue.params.keys;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (Array.isArray(keys) && keys.length > 0) return [path, ...keys].filter(Boolean).join('.');
  return path || 'body';
}

/** One error handler: SPEC/PRODUCT envelope, 5xx details hidden, logged with the request id. */
export function registerErrorHandler(app: FastifyInstance, indexHtml: string | null): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        error: statusName(error.statusCode),
        message: error.message,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => {
        const field = fieldOf(issue as never);
        const unknown = Array.isArray((issue.params as { keys?: unknown }).keys);
        return { field, defaultMessage: unknown ? `Unknown field: ${field}` : `${field}: ${issue.message}` };
      });
      return reply.status(400).send({
        success: false,
        error: statusName(400),
        message: errors[0]?.defaultMessage ?? 'Invalid request',
        errors,
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.status(status).send({
        success: false,
        error: statusName(status),
        message: `An unexpected error occurred. Reference: ${request.id}`,
        errors: [],
      });
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): safe to say what it was.
    return reply.status(status).send({
      success: false,
      error: statusName(status),
      message: error.message,
      errors: [{ field: 'body', defaultMessage: error.message }],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Any other GET is a route of the single-page app: it answers with index.html and routes itself.
    if (indexHtml !== null && request.method === 'GET' && !path.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({
      success: false,
      error: statusName(404),
      message: `Route ${request.method} ${path} not found`,
      errors: [],
    });
  });
}
