import {
  ACCOUNTS_ACCESS,
  bankAccountListQuerySchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  COMPANY_SETTINGS_ACCESS,
  COMPANY_SETTINGS_PATHS,
  companyBasicSettingsRequestSchema,
  companyBasicSettingsSchema,
  companyDocumentParamsSchema,
  doSettingsRequestSchema,
  doSettingsSchema,
  idParamsSchema,
  invoiceSettingsRequestSchema,
  invoiceSettingsSchema,
  MESSAGES,
  operatingCostSettingsRequestSchema,
  operatingCostSettingsSchema,
  TAX_CODE_PATHS,
  taxCodeListQuerySchema,
  taxCodeRequestSchema,
  taxCodeSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import {
  removeBankAccountDocument,
  removeCompanyDocument,
  saveBankAccountDocument,
  saveCompanyDocument,
} from './company-documents.service';
import {
  createBankAccount,
  deleteBankAccount,
  findBankAccount,
  findBasicSettings,
  findDoSettings,
  findInvoiceSettings,
  findOperatingCostSettings,
  listBankAccounts,
  saveBasicSettings,
  saveDoSettings,
  saveInvoiceSettings,
  saveOperatingCostSettings,
  setDefaultBankAccount,
  updateBankAccount,
} from './company-settings.service';
import { taxCodeService } from './tax-codes.service';

const tags = ['company-settings'];
const PATHS = COMPANY_SETTINGS_PATHS;
const ACCESS = COMPANY_SETTINGS_ACCESS;

/**
 * Company settings (PRODUCT §3): every call works on the caller's company, taken from the token.
 * Every write is open to a company awaiting approval (`allowWhilePending`): completing these
 * settings and documents is what the approval waits for.
 */
export function registerCompanySettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: TAX_CODE_PATHS.taxCodes,
    tag: 'company-settings',
    // The accounts staff pick a code on an invoice's lines; the settings holders define them.
    access: {
      view: [...new Set([...ACCESS.view, ...ACCOUNTS_ACCESS.view])],
      create: ACCESS.create,
      update: ACCESS.update,
      delete: ACCESS.delete,
    },
    querySchema: taxCodeListQuerySchema,
    requestSchema: taxCodeRequestSchema,
    responseSchema: taxCodeSchema,
    service: taxCodeService,
  });

  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;

  r.get(
    PATHS.basic,
    {
      config: { access: { permission: ACCESS.basic } },
      schema: { tags, response: { 200: itemSchema(companyBasicSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findBasicSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.basic,
    {
      config: { access: { permission: ACCESS.basic }, allowWhilePending: true },
      schema: {
        tags,
        body: companyBasicSettingsRequestSchema,
        response: { 200: itemSchema(companyBasicSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveBasicSettings(db, companyOf(request), request.body) },
    }),
  );

  // A company awaiting approval completes its documents: the approval reads them.
  r.put(
    `${PATHS.documents}/:collection`,
    {
      config: { access: { permission: ACCESS.basic }, allowWhilePending: true },
      schema: {
        tags,
        params: companyDocumentParamsSchema,
        response: { 200: itemSchema(companyBasicSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await saveCompanyDocument(deps, request, requireAuth(request), request.params.collection),
      },
    }),
  );

  r.delete(
    `${PATHS.documents}/:collection`,
    {
      config: { access: { permission: ACCESS.basic }, allowWhilePending: true },
      schema: {
        tags,
        params: companyDocumentParamsSchema,
        response: { 200: itemSchema(companyBasicSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await removeCompanyDocument(deps, companyOf(request), request.params.collection) },
    }),
  );

  r.get(
    PATHS.operatingCost,
    {
      config: { access: { permission: ACCESS.operatingCost } },
      schema: { tags, response: { 200: itemSchema(operatingCostSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findOperatingCostSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.operatingCost,
    {
      config: { access: { permission: ACCESS.operatingCost }, allowWhilePending: true },
      schema: {
        tags,
        body: operatingCostSettingsRequestSchema,
        response: { 200: itemSchema(operatingCostSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveOperatingCostSettings(db, companyOf(request), request.body) },
    }),
  );

  r.get(
    PATHS.bankDetails,
    {
      config: { access: { permission: ACCESS.view } },
      schema: {
        tags,
        querystring: bankAccountListQuerySchema,
        response: { 200: listSchema(bankAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBankAccounts(db, companyOf(request), request.query),
    }),
  );

  r.get(
    `${PATHS.bankDetails}/:id`,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(bankAccountSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findBankAccount(db, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    PATHS.bankDetails,
    {
      config: { access: { permission: ACCESS.create }, allowWhilePending: true },
      schema: { tags, body: bankAccountRequestSchema, response: { 201: itemSchema(bankAccountSchema) } },
    },
    async (request, reply) => {
      const item = await createBankAccount(db, companyOf(request), request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    `${PATHS.bankDetails}/:id`,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: bankAccountRequestSchema,
        response: { 200: itemSchema(bankAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateBankAccount(db, companyOf(request), request.params.id, request.body) },
    }),
  );

  r.put(
    `${PATHS.bankDetails}/:id/document`,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: itemSchema(bankAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveBankAccountDocument(deps, request, requireAuth(request), request.params.id) },
    }),
  );

  r.delete(
    `${PATHS.bankDetails}/:id/document`,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(bankAccountSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await removeBankAccountDocument(deps, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    `${PATHS.bankDetails}/:id/default`,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(bankAccountSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await setDefaultBankAccount(db, companyOf(request), request.params.id) },
    }),
  );

  r.delete(
    `${PATHS.bankDetails}/:id`,
    {
      config: { access: { permission: ACCESS.delete }, allowWhilePending: true },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteBankAccount(deps, companyOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );

  r.get(
    PATHS.invoice,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(invoiceSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findInvoiceSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.invoice,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: {
        tags,
        body: invoiceSettingsRequestSchema,
        response: { 200: itemSchema(invoiceSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveInvoiceSettings(db, companyOf(request), request.body) },
    }),
  );

  r.get(
    PATHS.doSettings,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(doSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findDoSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.doSettings,
    {
      config: { access: { permission: ACCESS.update }, allowWhilePending: true },
      schema: { tags, body: doSettingsRequestSchema, response: { 200: itemSchema(doSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveDoSettings(db, companyOf(request), request.body) },
    }),
  );
}
