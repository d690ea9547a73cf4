import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The web app's Content-Security-Policy (docs/decisions.md "Security headers"): scripts only from
 * this origin, no inline script, no plugins, never framed. `style-src` allows inline styles because
 * Mantine writes its CSS variables and responsive styles into <style> elements at run time; with
 * images, fonts and connections held to this origin, injected CSS has nowhere to send what it reads.
 * `frame-src blob:` lets a page preview a downloaded PDF it holds as a blob.
 */
export const WEB_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'self' blob:",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/**
 * Swagger UI (/api/docs) sets inline styles and shows its icons as data: images; it runs no inline
 * script. It gets its own policy, looser in style only, from @fastify/swagger-ui's `staticCSP`.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** An API answer is data, never a document: it loads nothing and nobody frames it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** API answers carry tokens and tenant data: no cache (browser, proxy) keeps a copy. */
const API_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': API_CSP, 'cache-control': 'no-store' };

/** The web app's pages and files keep their own cache headers (immutable assets, no-cache HTML). */
const WEB_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': WEB_CSP };

export const isApiPath = (url: string) => url.startsWith('/api/');

/** Sets the headers of the answer to `url`; for the answers that no hook sees (router errors). */
export function setSecurityHeaders(reply: FastifyReply, url: string): void {
  reply.headers(isApiPath(url) ? API_HEADERS : WEB_HEADERS);
}

/**
 * Every answer gets its security headers before anything else runs, so errors, 404s and static
 * files carry them as well. One synchronous hook setting precomputed objects: the cost per request
 * is a few property writes (bench/api-overhead.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply, request.url);
    done();
  });
}
