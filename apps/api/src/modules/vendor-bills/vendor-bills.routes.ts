import {
  ACCOUNTS_ACCESS,
  accountsVendorSchema,
  idParamsSchema,
  jobCostingSchema,
  OPERATIONS_ACCESS,
  pageQuerySchema,
  payablesAgeingSchema,
  VENDOR_BILL_PATHS,
  vendorBillApproveRequestSchema,
  vendorBillCreateRequestSchema,
  vendorBillListItemSchema,
  vendorBillListQuerySchema,
  vendorBillPaymentRequestSchema,
  vendorBillSchema,
  vendorBillUpdateRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  agePayables,
  approveVendorBill,
  createVendorBill,
  deleteVendorBill,
  findVendorBill,
  jobCostingOf,
  listAccountsVendors,
  listJobVendorBills,
  listVendorBills,
  recordVendorBillPayment,
  updateVendorBill,
} from './vendor-bills.service';

const tags = ['vendor-bills'];
const access = (permission: readonly string[]) => ({ access: { permission } });
const oneBill = { 200: itemSchema(vendorBillSchema) };
/** A job's costs are read by accounts and by operations, who run the job (as its profit is). */
const JOB_COST_ACCESS = [...new Set([...ACCOUNTS_ACCESS.view, ...OPERATIONS_ACCESS.view])];

/**
 * Payables: Accounts records a vendor's bill against a job (a draft), approves it as cost and
 * records what is paid; the payables list and ageing; the job's estimated against actual cost.
 */
export function registerVendorBillRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    VENDOR_BILL_PATHS.jobVendorBills,
    {
      config: access(JOB_COST_ACCESS),
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listSchema(vendorBillListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listJobVendorBills(deps, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.post(
    VENDOR_BILL_PATHS.jobVendorBills,
    {
      config: access(ACCOUNTS_ACCESS.create),
      schema: {
        tags,
        params: idParamsSchema,
        body: vendorBillCreateRequestSchema,
        response: { 201: itemSchema(vendorBillSchema) },
      },
    },
    async (request, reply) => {
      const item = await createVendorBill(deps, requireAuth(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, message: `Vendor bill ${item.billNumber} recorded.`, data: { item } };
    },
  );

  r.get(
    VENDOR_BILL_PATHS.jobCosting,
    {
      config: access(JOB_COST_ACCESS),
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(jobCostingSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await jobCostingOf(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.get(
    VENDOR_BILL_PATHS.vendorBills,
    {
      config: access(ACCOUNTS_ACCESS.view),
      schema: {
        tags,
        querystring: vendorBillListQuerySchema,
        response: { 200: listSchema(vendorBillListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorBills(deps, requireAuth(request), request.query),
    }),
  );

  r.get(
    VENDOR_BILL_PATHS.vendorBill,
    { config: access(ACCOUNTS_ACCESS.view), schema: { tags, params: idParamsSchema, response: oneBill } },
    async (request) => ({
      success: true as const,
      data: { item: await findVendorBill(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.put(
    VENDOR_BILL_PATHS.vendorBill,
    {
      config: access(ACCOUNTS_ACCESS.update),
      schema: { tags, params: idParamsSchema, body: vendorBillUpdateRequestSchema, response: oneBill },
    },
    async (request) => ({
      success: true as const,
      message: 'Vendor bill saved.',
      data: { item: await updateVendorBill(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    VENDOR_BILL_PATHS.vendorBill,
    {
      config: access(ACCOUNTS_ACCESS.delete),
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteVendorBill(deps, requireAuth(request), request.params.id);
      return { success: true as const, message: 'Vendor bill draft deleted.' };
    },
  );

  r.post(
    VENDOR_BILL_PATHS.vendorBillApprove,
    {
      config: access(ACCOUNTS_ACCESS.update),
      schema: { tags, params: idParamsSchema, body: vendorBillApproveRequestSchema, response: oneBill },
    },
    async (request) => ({
      success: true as const,
      message: 'Vendor bill approved.',
      data: { item: await approveVendorBill(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.post(
    VENDOR_BILL_PATHS.vendorBillPayments,
    {
      config: access(ACCOUNTS_ACCESS.update),
      schema: {
        tags,
        params: idParamsSchema,
        body: vendorBillPaymentRequestSchema,
        response: { 201: itemSchema(vendorBillSchema) },
      },
    },
    async (request, reply) => {
      const item = await recordVendorBillPayment(deps, requireAuth(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, message: 'Payment to the vendor recorded.', data: { item } };
    },
  );

  r.get(
    VENDOR_BILL_PATHS.payablesAgeing,
    {
      config: access(ACCOUNTS_ACCESS.view),
      schema: { tags, response: { 200: itemSchema(payablesAgeingSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await agePayables(deps, requireAuth(request)) },
    }),
  );

  r.get(
    VENDOR_BILL_PATHS.accountsVendors,
    {
      config: access(ACCOUNTS_ACCESS.view),
      schema: { tags, querystring: pageQuerySchema, response: { 200: listSchema(accountsVendorSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listAccountsVendors(deps.db, requireAuth(request), request.query),
    }),
  );
}
