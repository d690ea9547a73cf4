import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyContextConfig {
    /** A file of the built web app: its requests are logged at debug level (request-log.ts). */
    webFile?: true;
  }
}

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Any other file (index.html and the like) keeps its name: the browser asks again on each use. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist). The build writes a brotli and a gzip copy beside each
 * text file (apps/web/build-plugins/precompress.ts): the one the browser accepts is sent as it is,
 * so no request pays for compression. The routes are public, as a page must load before sign-in.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string) {
  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true }, webFile: true };
    });
    await web.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are answers to their file's URL, never URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The cache headers are ours (below): without this, send's 'public, max-age=0' replaces them.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        // The same URL answers in brotli, gzip or plain: a shared cache must key on what was accepted.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  });
}
