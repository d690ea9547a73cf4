import {
  CUSTOMERS_ACCESS,
  NEGOTIATION_SETTINGS_PATH,
  negotiationSettingsRequestSchema,
  negotiationSettingsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findNegotiationSettings, saveNegotiationSettings } from './negotiation-settings.service';

const tags = ['negotiation-settings'];

/** How far below the quoted sell price sales may go without approval, and who approves beyond it. */
export function registerNegotiationSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    NEGOTIATION_SETTINGS_PATH,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(negotiationSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findNegotiationSettings(db, requireAuth(request).companyId) },
    }),
  );

  r.put(
    NEGOTIATION_SETTINGS_PATH,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.update } },
      schema: {
        tags,
        body: negotiationSettingsRequestSchema,
        response: { 200: itemSchema(negotiationSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveNegotiationSettings(db, requireAuth(request), request.body) },
    }),
  );
}
