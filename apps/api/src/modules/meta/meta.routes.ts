import { API_PATHS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ApiTypeProvider } from '../../lib/type-provider';

/** SPEC §4/§9 version polling: the running build's version, never cached. */
export function registerMetaRoutes(app: FastifyInstance, { config }: AppDeps): void {
  app.withTypeProvider<ApiTypeProvider>().get(
    API_PATHS.meta,
    {
      config: { access: { public: true } },
      schema: { tags: ['meta'], response: { 200: z.object({ version: z.string() }) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { version: config.appVersion };
    },
  );
}
