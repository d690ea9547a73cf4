import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a link's secret (PRODUCT §6): never written to a log. */
const SECRET_QUERY = /([?&](?:token|t|refresh_token)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * What a request log line says about the request: no headers at all (bearer and refresh tokens
 * live there) and the URL without link tokens.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
