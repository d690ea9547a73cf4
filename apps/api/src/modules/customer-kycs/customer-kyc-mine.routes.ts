import { COMPANY_CATEGORY, CUSTOMER_KYC_PATHS, customerKycMineSchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findMyKyc } from './customer-kyc-mine.service';

/** The customer's own KYC (SPEC's getByUser): any user of the customer company reads it. */
export function registerCustomerKycMineRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ApiTypeProvider>().get(
    CUSTOMER_KYC_PATHS.mine,
    {
      config: { access: { category: [COMPANY_CATEGORY.customer] } },
      schema: { tags: ['customer-kycs'], response: { 200: itemSchema(customerKycMineSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findMyKyc(deps.db, requireAuth(request)) },
    }),
  );
}
