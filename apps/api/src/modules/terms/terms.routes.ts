import { API_PATHS, acceptTermsRequestSchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { termsAcceptances } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { listSchema, successEnvelope } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { findApplicableTerms, summarizeTermsAcceptance } from '../auth/login-state';

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
      const rows = await findApplicableTerms(db, requireAuth(request).userId);
      const items = rows.map(({ companyId, ...t }) => ({
        ...t,
        scope: companyId === null ? ('system' as const) : ('company' as const),
      }));
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
      const auth = requireAuth(request);
      const applicable = await findApplicableTerms(db, auth.userId);
      const applicableIds = new Set(applicable.map((t) => t.id));
      const unknown = request.body.termsIds.find((id) => !applicableIds.has(id));
      if (unknown !== undefined) {
        throw new AppError('NOT_FOUND', `Terms ${unknown} are not active for you`, [
          { field: 'termsIds', defaultMessage: `Terms ${unknown} are not active for you` },
        ]);
      }
      await db
        .insert(termsAcceptances)
        .values(
          request.body.termsIds.map((termsId) => ({
            termsId,
            userId: auth.userId,
            acceptedAt: clock(),
            ip: request.ip,
          })),
        )
        .onConflictDoNothing();
      const justAccepted = new Set(request.body.termsIds);
      const after = applicable.map((t) => ({ ...t, accepted: t.accepted || justAccepted.has(t.id) }));
      return { success: true as const, data: summarizeTermsAcceptance(after) };
    },
  );
}
