import {
  ACCOUNTS_ACCESS,
  ACCOUNTS_PATHS,
  accountsCustomerSchema,
  accountsInvoiceListItemSchema,
  accountsInvoiceListQuerySchema,
  ageingReportSchema,
  INVOICE_PATHS,
  idParamsSchema,
  JOB_PATHS,
  jobProfitPageSchema,
  jobProfitQuerySchema,
  jobProfitSchema,
  OPERATIONS_ACCESS,
  pageQuerySchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  ageReceivables,
  jobProfitOf,
  listAccountsCustomers,
  listAccountsInvoices,
  listJobProfits,
} from './accounts.service';

const tags = ['accounts'];

/** A job's profit is read by accounts and by operations, who run the job. */
const JOB_PROFIT_ACCESS = [...new Set([...ACCOUNTS_ACCESS.view, ...OPERATIONS_ACCESS.view])];

/**
 * The Accounts module's lists (PRODUCT §2.9): the company's invoices, the receivables ageing and
 * the jobs' profit, and the customers to filter them by. Every figure is of the caller's company.
 */
export function registerAccountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const view = { access: { permission: ACCOUNTS_ACCESS.view } };

  r.get(
    INVOICE_PATHS.invoices,
    {
      config: view,
      schema: {
        tags,
        querystring: accountsInvoiceListQuerySchema,
        response: { 200: listSchema(accountsInvoiceListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAccountsInvoices(db, requireAuth(request), request.query, deps.clock()),
    }),
  );

  r.get(
    INVOICE_PATHS.ageing,
    { config: view, schema: { tags, response: { 200: itemSchema(ageingReportSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await ageReceivables(db, requireAuth(request), deps.clock()) },
    }),
  );

  r.get(
    INVOICE_PATHS.profit,
    {
      config: view,
      schema: {
        tags,
        querystring: jobProfitQuerySchema,
        response: { 200: successEnvelope(jobProfitPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listJobProfits(db, requireAuth(request), request.query),
    }),
  );

  r.get(
    JOB_PATHS.jobProfit,
    {
      config: { access: { permission: JOB_PROFIT_ACCESS } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(jobProfitSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await jobProfitOf(db, requireAuth(request), request.params.id) },
    }),
  );

  r.get(
    ACCOUNTS_PATHS.customers,
    {
      config: view,
      schema: { tags, querystring: pageQuerySchema, response: { 200: listSchema(accountsCustomerSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listAccountsCustomers(db, requireAuth(request), request.query),
    }),
  );
}
