import {
  API_PATHS,
  accountsDashboardSchema,
  COMPANY_CATEGORY,
  customerDashboardSchema,
  DASHBOARD_ACCESS,
  DASHBOARD_PATHS,
  operationsDashboardSchema,
  platformDashboardSchema,
  platformSummarySchema,
  pricingDashboardSchema,
  salesDashboardSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, type RouteAccess, requireAuth } from '../../plugins/auth';
import {
  summarizeAccounts,
  summarizeCustomer,
  summarizeOperations,
  summarizePlatformCharts,
  summarizePricing,
  summarizeSales,
} from './dashboards.service';
import { summarizePlatform } from './summaries.service';

const tags = ['summaries'];

/**
 * SPEC §7 "summaries": the platform's figures and each role's dashboard, one call each, open to
 * the holders of a permission of the lists it summarises.
 */
export function registerSummaryRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    API_PATHS.superAdminSummary,
    {
      config: { access: { platformAdmin: true } },
      schema: { tags, response: { 200: itemSchema(platformSummarySchema) } },
    },
    async () => ({ success: true as const, data: { item: await summarizePlatform(db, clock()) } }),
  );

  const dashboard = <S extends z.ZodType>(
    url: string,
    access: RouteAccess,
    schema: S,
    summarize: (db: DbOrTx, auth: AuthContext, now: Date) => Promise<z.input<S>>,
  ) =>
    r.get(
      url,
      { config: { access }, schema: { tags, response: { 200: itemSchema(schema) } } },
      async (request) => ({
        success: true as const,
        data: { item: await summarize(db, requireAuth(request), clock()) },
      }),
    );

  dashboard(
    DASHBOARD_PATHS.sales,
    { permission: DASHBOARD_ACCESS.sales },
    salesDashboardSchema,
    summarizeSales,
  );
  dashboard(
    DASHBOARD_PATHS.pricing,
    { permission: DASHBOARD_ACCESS.pricing },
    pricingDashboardSchema,
    summarizePricing,
  );
  dashboard(
    DASHBOARD_PATHS.operations,
    { permission: DASHBOARD_ACCESS.operations },
    operationsDashboardSchema,
    summarizeOperations,
  );
  dashboard(
    DASHBOARD_PATHS.accounts,
    { permission: DASHBOARD_ACCESS.accounts },
    accountsDashboardSchema,
    summarizeAccounts,
  );
  dashboard(
    DASHBOARD_PATHS.customer,
    { category: [COMPANY_CATEGORY.customer] },
    customerDashboardSchema,
    summarizeCustomer,
  );
  dashboard(DASHBOARD_PATHS.platform, { platformAdmin: true }, platformDashboardSchema, (db, _auth, now) =>
    summarizePlatformCharts(db, now),
  );
}
