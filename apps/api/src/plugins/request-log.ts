import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isApiPath } from './security-headers';

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

/** A file of the web app: a static file, or index.html answering a page's URL (errors.ts). */
const isWebFileRequest = (request: FastifyRequest) =>
  request.routeOptions.config.webFile === true ||
  (request.is404 && request.method === 'GET' && !isApiPath(request.url));

/**
 * Fastify's request lines, with the web app's files at debug level: a page load fetches dozens of
 * them, and at info their lines would bury the API's. Failures are logged as Fastify logs them.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!isWebFileRequest(request)) return super.incomingRequest(request, reply);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !isWebFileRequest(request)) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
