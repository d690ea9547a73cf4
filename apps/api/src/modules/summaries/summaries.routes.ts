import { API_PATHS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import { summarizePlatform } from './summaries.service';

const count = z.number().int();
const platformSummarySchema = z.object({
  companies: z.object({
    total: count,
    byCategory: z.object({ CAT_FFD: count, CAT_CUS: count, CAT_ADM: count }),
    pendingVerification: count,
  }),
  users: z.object({ total: count, active: count, disabled: count }),
  activeSessions: count,
  mailOutbox: z.object({ queued: count, sent: count, failed: count, stored: count }),
});

export function registerSummaryRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.superAdminSummary,
    {
      config: { access: { platformAdmin: true } },
      schema: { tags: ['summaries'], response: { 200: itemSchema(platformSummarySchema) } },
    },
    async () => ({ success: true as const, data: { item: await summarizePlatform(db, clock()) } }),
  );
}
