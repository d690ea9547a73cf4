import {
  ACCOUNTS_ACCESS,
  COMPANY_CATEGORY,
  INVOICE_PATHS,
  idParamsSchema,
  invoiceCreditNoteRequestSchema,
  invoiceDebitNoteRequestSchema,
  invoiceDraftCreateRequestSchema,
  invoiceDraftUpdateRequestSchema,
  invoiceIssueRequestSchema,
  invoiceListItemSchema,
  invoicePaymentRequestSchema,
  invoicePaymentSchema,
  invoiceSchema,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  pageQuerySchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import { sendStoredFile } from '../files/download';
import {
  createCreditNote,
  createDebitNote,
  createInvoiceDraft,
  deleteInvoiceDraft,
  findInvoicePdf,
  findStaffInvoice,
  issueInvoice,
  listCustomerInvoices,
  listCustomerJobInvoices,
  listInvoicePayments,
  listJobInvoices,
  recordInvoicePayment,
  updateInvoiceDraft,
} from './invoices.service';

const tags = ['invoices'];
const access = (permission: readonly string[]) => ({ access: { permission } });
const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
const oneInvoice = { 200: itemSchema(invoiceSchema) };
const created = { 201: itemSchema(invoiceSchema) };
const jobInvoiceList = {
  tags,
  params: idParamsSchema,
  querystring: pageQuerySchema,
  response: { 200: listSchema(invoiceListItemSchema) },
};

/**
 * PRODUCT §2.9: Accounts drafts an invoice from the job's sell lines, edits and issues it (number,
 * PDF, the customer told), records payments, and corrects it with credit and debit notes; the
 * job's staff read its invoices; the customer reads and downloads its issued ones.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  /** A POST on a job or invoice that makes a record: 201, the record and what was done. */
  const createdBy =
    <B, T>(
      make: (deps: AppDeps, auth: AuthContext, id: number, body: B) => Promise<T>,
      message: (item: T) => string,
    ) =>
    async (request: FastifyRequest<{ Params: { id: number }; Body: B }>, reply: FastifyReply) => {
      const item = await make(deps, requireAuth(request), request.params.id, request.body as B);
      reply.code(201);
      return { success: true as const, message: message(item), data: { item } };
    };
  const invoicePdf =
    (door: 'staff' | 'customer') =>
    async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) =>
      sendStoredFile(
        deps.storage,
        reply,
        await findInvoicePdf(deps, requireAuth(request), request.params.id, door),
      );

  r.get(
    JOB_PATHS.jobInvoices,
    { config: access(JOB_VIEW_ACCESS), schema: jobInvoiceList },
    async (request) => ({
      success: true as const,
      data: await listJobInvoices(deps, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.post(
    JOB_PATHS.jobInvoices,
    {
      config: access(ACCOUNTS_ACCESS.create),
      schema: { tags, params: idParamsSchema, body: invoiceDraftCreateRequestSchema, response: created },
    },
    createdBy(createInvoiceDraft, () => 'Invoice draft created from the sell lines.'),
  );

  r.get(
    INVOICE_PATHS.invoice,
    { config: access(ACCOUNTS_ACCESS.view), schema: { tags, params: idParamsSchema, response: oneInvoice } },
    async (request) => ({
      success: true as const,
      data: { item: await findStaffInvoice(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.put(
    INVOICE_PATHS.invoice,
    {
      config: access(ACCOUNTS_ACCESS.update),
      schema: { tags, params: idParamsSchema, body: invoiceDraftUpdateRequestSchema, response: oneInvoice },
    },
    async (request) => ({
      success: true as const,
      message: 'Invoice draft saved.',
      data: { item: await updateInvoiceDraft(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    INVOICE_PATHS.invoice,
    {
      config: access(ACCOUNTS_ACCESS.delete),
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteInvoiceDraft(deps, requireAuth(request), request.params.id);
      return { success: true as const, message: 'Invoice draft deleted.' };
    },
  );

  r.post(
    INVOICE_PATHS.invoiceIssue,
    {
      config: access(ACCOUNTS_ACCESS.update),
      schema: { tags, params: idParamsSchema, body: invoiceIssueRequestSchema, response: oneInvoice },
    },
    async (request) => {
      const item = await issueInvoice(deps, requireAuth(request), request.params.id, request.body);
      return { success: true as const, message: `Invoice ${item.number} issued.`, data: { item } };
    },
  );

  r.get(
    INVOICE_PATHS.invoicePayments,
    {
      config: access(ACCOUNTS_ACCESS.view),
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: z.array(invoicePaymentSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listInvoicePayments(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    INVOICE_PATHS.invoicePayments,
    {
      config: access(ACCOUNTS_ACCESS.create),
      schema: { tags, params: idParamsSchema, body: invoicePaymentRequestSchema, response: created },
    },
    createdBy(recordInvoicePayment, () => 'Payment recorded.'),
  );

  r.post(
    INVOICE_PATHS.invoiceCreditNote,
    {
      config: access(ACCOUNTS_ACCESS.create),
      schema: { tags, params: idParamsSchema, body: invoiceCreditNoteRequestSchema, response: created },
    },
    createdBy(createCreditNote, (item) => `Credit note ${item.number} issued.`),
  );

  r.post(
    INVOICE_PATHS.invoiceDebitNote,
    {
      config: access(ACCOUNTS_ACCESS.create),
      schema: { tags, params: idParamsSchema, body: invoiceDebitNoteRequestSchema, response: created },
    },
    createdBy(createDebitNote, (item) => `Debit note ${item.number} issued.`),
  );

  r.get(
    INVOICE_PATHS.invoicePdf,
    { config: access(JOB_VIEW_ACCESS), schema: { tags, params: idParamsSchema } },
    invoicePdf('staff'),
  );

  // The customer.

  r.get(JOB_PATHS.myJobInvoices, { config: customer, schema: jobInvoiceList }, async (request) => ({
    success: true as const,
    data: await listCustomerJobInvoices(deps, requireAuth(request), request.params.id, request.query),
  }));

  r.get(
    INVOICE_PATHS.myInvoices,
    {
      config: customer,
      schema: { tags, querystring: pageQuerySchema, response: { 200: listSchema(invoiceListItemSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listCustomerInvoices(deps, requireAuth(request), request.query),
    }),
  );

  r.get(
    INVOICE_PATHS.myInvoicePdf,
    { config: customer, schema: { tags, params: idParamsSchema } },
    invoicePdf('customer'),
  );
}
