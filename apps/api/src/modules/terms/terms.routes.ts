import { API_PATHS, acceptTermsRequestSchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { listSchema, successEnvelope } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { acceptTerms, listActiveTerms } from './terms.service';

const tags = ['terms-and-conditions'];

const activeTermsSchema = z.object({
  id: z.number().int(),
  scope: z.enum(['system', 'company']),
  companyName: z.string().nullable(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  accepted: z.boolean(),
});

export function registerTermsRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API_PATHS.termsActive,
    {
      config: { access: { auth: true } },
      schema: { tags, response: { 200: listSchema(activeTermsSchema) } },
    },
    async (request) => {
      const items = await listActiveTerms(db, requireAuth(request).userId);
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );

  r.post(
    API_PATHS.termsAccept,
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        body: acceptTermsRequestSchema,
        response: {
          200: successEnvelope(
            z.object({ hasAcceptedSystemTAndC: z.boolean(), hasAcceptedActiveTAndC: z.boolean() }),
          ),
        },
      },
    },
    async (request) => {
      const data = await acceptTerms(db, {
        userId: requireAuth(request).userId,
        termsIds: request.body.termsIds,
        ip: request.ip,
        at: clock(),
      });
      return { success: true as const, data };
    },
  );
}
