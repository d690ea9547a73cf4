import {
  ACCOUNTS_ACCESS,
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  customerKycSchema,
  customerKycSummarySchema,
  customerSmsNumberSchema,
  idParamsSchema,
  kycApproveLogSchema,
  kycApproveRequestSchema,
  kycCreditRequestSchema,
  kycInviteRequestSchema,
  kycListQuerySchema,
  kycPersonListSchema,
  kycRejectRequestSchema,
  kycTierRequestSchema,
  kycTransferRequestSchema,
  SMS_NUMBER_VIEW_ACCESS,
  STAFF_PICKER_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import {
  approveKyc,
  findCustomerKyc,
  inviteCustomer,
  listCustomerKycs,
  listCustomerSmsNumbers,
  listKycApproveLog,
  listSalesPersons,
  regenerateKycLink,
  rejectKyc,
  resendKycVerificationMail,
  setKycCredit,
  setKycTier,
  transferKyc,
} from './customer-kycs.service';

const tags = ['customer-kycs'];
const P = CUSTOMER_KYC_PATHS;

/** The forwarder's review of its customers' KYCs: list, invite, approve or reject, tier, transfer, links. */
export function registerCustomerKycRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const view = { access: { permission: CUSTOMERS_ACCESS.view } };
  const update = { access: { permission: CUSTOMERS_ACCESS.update } };
  const kycItem = { 200: itemSchema(customerKycSchema) };

  r.get(
    P.list,
    {
      config: view,
      schema: {
        tags,
        querystring: kycListQuerySchema,
        response: { 200: listSchema(customerKycSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCustomerKycs(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.post(
    P.list,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.create } },
      schema: { tags, body: kycInviteRequestSchema, response: { 201: itemSchema(customerKycSchema) } },
    },
    async (request, reply) => {
      const item = await inviteCustomer(deps, requireAuth(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: { item }, message: 'Invitation e-mail sent' });
    },
  );

  r.get(
    P.salesPersons,
    {
      config: { access: { permission: STAFF_PICKER_ACCESS } },
      schema: { tags, response: { 200: successEnvelope(kycPersonListSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listSalesPersons(db, requireAuth(request).companyId) },
    }),
  );

  r.get(
    P.item,
    { config: view, schema: { tags, params: idParamsSchema, response: kycItem } },
    async (request) => ({
      success: true as const,
      data: { item: await findCustomerKyc(db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  r.get(
    P.approveLog,
    {
      config: view,
      schema: { tags, params: idParamsSchema, response: { 200: successEnvelope(kycApproveLogSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listKycApproveLog(db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  // SPEC §6 "SMS number view": its own permissions, not the Customers module's.
  r.get(
    P.smsNumbers,
    {
      config: { access: { permission: SMS_NUMBER_VIEW_ACCESS } },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: z.array(customerSmsNumberSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listCustomerSmsNumbers(db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  r.post(
    P.approve,
    {
      config: update,
      schema: { tags, params: idParamsSchema, body: kycApproveRequestSchema, response: kycItem },
    },
    async (request) => ({
      success: true as const,
      data: { item: await approveKyc(deps, requireAuth(request), request.params.id, request.body) },
      message: 'The customer is approved and has been e-mailed a link to sign in',
    }),
  );

  r.post(
    P.reject,
    {
      config: update,
      schema: { tags, params: idParamsSchema, body: kycRejectRequestSchema, response: kycItem },
    },
    async (request) => ({
      success: true as const,
      data: { item: await rejectKyc(deps, requireAuth(request), request.params.id, request.body) },
      message: 'The customer is rejected and has been e-mailed the reason',
    }),
  );

  r.put(
    P.tier,
    {
      config: update,
      schema: { tags, params: idParamsSchema, body: kycTierRequestSchema, response: kycItem },
    },
    async (request) => ({
      success: true as const,
      data: { item: await setKycTier(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  // The credit is accounts' to give: it decides when a DO waits for the money (issue 29).
  r.put(
    P.credit,
    {
      config: { access: { permission: ACCOUNTS_ACCESS.update } },
      schema: { tags, params: idParamsSchema, body: kycCreditRequestSchema, response: kycItem },
    },
    async (request) => ({
      success: true as const,
      data: { item: await setKycCredit(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.post(
    P.transfer,
    {
      config: update,
      schema: { tags, params: idParamsSchema, body: kycTransferRequestSchema, response: kycItem },
    },
    async (request) => ({
      success: true as const,
      data: { item: await transferKyc(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  // Body-less actions on one KYC, each answering the KYC as it now stands.
  type KycAction = (deps: AppDeps, auth: AuthContext, id: number) => ReturnType<typeof findCustomerKyc>;
  const actions: [string, string, KycAction][] = [
    [P.link, 'A new invitation link has been e-mailed; earlier links no longer work', regenerateKycLink],
    [P.resendVerification, 'The verification e-mail has been sent again', resendKycVerificationMail],
  ];
  for (const [path, message, action] of actions) {
    r.post(
      path,
      { config: update, schema: { tags, params: idParamsSchema, response: kycItem } },
      async (request) => ({
        success: true as const,
        data: { item: await action(deps, requireAuth(request), request.params.id) },
        message,
      }),
    );
  }
}
