import { STATUS_CODES } from 'node:http';
import { HTTP_STATUS_NAMES } from '@fastforward/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { forbiddenDeletionOf } from '../lib/db-errors';
import { setSecurityHeaders } from './security-headers';

type FieldError = { field: string; defaultMessage: string };

// SPEC §8 names only some statuses; the others (409, 413, 415, 429…) keep their HTTP name.
const statusName = (status: number) =>
  HTTP_STATUS_NAMES[status] ??
  STATUS_CODES[status] ??
  (status >= 500 ? 'Internal_Server_Error' : 'Bad Request');

/** A validation issue's fields: the JSON path of the value, or one per unknown key of a strict object. */
function fieldErrorsOf(issue: { instancePath: string; params: Record<string, unknown>; message: string }) {
  const keys = issue.params.keys;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (Array.isArray(keys) && keys.length > 0) {
    return keys.map((key) => {
      const field = [path, String(key)].filter(Boolean).join('.');
      return { field, defaultMessage: `Unknown field: ${field}` };
    });
  }
  // The message as the schema words it: the client shows it verbatim (SPEC §5/§8 texts).
  return [{ field: path || 'body', defaultMessage: issue.message }];
}

/** One error handler: SPEC/PRODUCT envelope, 5xx details hidden, logged with the request id. */
export function registerErrorHandler(app: FastifyInstance, indexHtml: string | null): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A delete that a foreign key refuses is the record still in use, for every service at once.
    const error = (request.method === 'DELETE' && forbiddenDeletionOf(thrown)) || thrown;
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        error: error.title ?? statusName(error.statusCode),
        message: error.message,
        errors: error.errors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.flatMap((issue) => fieldErrorsOf(issue as never));
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

/**
 * The router's own errors (undecodable URL, over-long path parameter) never reach the error
 * handler: Fastify sends them through its `frameworkErrors` constructor option. Pass this one
 * there so they keep the PRODUCT §5 envelope too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs before the router: the security headers are set here.
  setSecurityHeaders(reply, request.url);
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Invalid URL';
  reply.status(status).send({
    success: false,
    error: statusName(status),
    message,
    errors: [{ field: 'url', defaultMessage: message }],
  });
}
