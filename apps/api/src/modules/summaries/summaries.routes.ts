import { API_PATHS, platformSummarySchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { summarizePlatform } from './summaries.service';

export function registerSummaryRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  app.withTypeProvider<ApiTypeProvider>().get(
    API_PATHS.superAdminSummary,
    {
      config: { access: { platformAdmin: true } },
      schema: { tags: ['summaries'], response: { 200: itemSchema(platformSummarySchema) } },
    },
    async () => ({ success: true as const, data: { item: await summarizePlatform(db, clock()) } }),
  );
}
