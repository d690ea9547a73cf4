import {
  pageQuerySchema,
  RATE_PATHS,
  RATE_WIZARD_ACCESS,
  rateWizardCustomerSchema,
  rateWizardRequestSchema,
  rateWizardResponseSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { listRateWizardCustomers, priceRateWizard } from './rate-wizard.service';

const tags = ['rate-wizard'];

/** SPEC §6 Rate Wizard: the customers sales may price for, and pricing a lane and cargo for one. */
export function registerRateWizardRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const config = { access: { permission: RATE_WIZARD_ACCESS } };

  r.get(
    RATE_PATHS.rateWizardCustomers,
    {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: listSchema(rateWizardCustomerSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listRateWizardCustomers(db, requireAuth(request), request.query),
    }),
  );

  r.post(
    RATE_PATHS.rateWizardPrice,
    {
      config,
      schema: {
        tags,
        body: rateWizardRequestSchema,
        response: { 200: itemSchema(rateWizardResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await priceRateWizard(db, requireAuth(request), request.body) },
    }),
  );
}
