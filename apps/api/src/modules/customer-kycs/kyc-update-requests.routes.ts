import {
  COMPANY_CATEGORY,
  CUSTOMERS_ACCESS,
  idParamsSchema,
  KYC_UPDATE_REQUEST_MESSAGES,
  KYC_UPDATE_REQUEST_PATHS,
  kycUpdateRequestApproveSchema,
  kycUpdateRequestCreateSchema,
  kycUpdateRequestListQuerySchema,
  kycUpdateRequestRejectSchema,
  kycUpdateRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  approveKycUpdate,
  getKycUpdateRequest,
  listKycUpdateRequests,
  rejectKycUpdate,
  requestKycUpdate,
} from './kyc-update-requests.service';

const tags = ['kyc-update-requests'];
const customer = { category: [COMPANY_CATEGORY.customer] } as const;

/**
 * KYC update requests. The customer's users ask (POST list) and follow their own (GET mine); the
 * forwarder's Customers staff list theirs (GET list), read one and decide it. Two list paths, so
 * each route declares exactly who may call it.
 */
export function registerKycUpdateRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const one = { 200: itemSchema(kycUpdateRequestSchema) };

  r.get(
    KYC_UPDATE_REQUEST_PATHS.mine,
    {
      config: { access: customer },
      schema: {
        tags,
        querystring: kycUpdateRequestListQuerySchema,
        response: { 200: listSchema(kycUpdateRequestSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listKycUpdateRequests(deps.db, requireAuth(request), 'customer', request.query),
    }),
  );

  r.post(
    KYC_UPDATE_REQUEST_PATHS.list,
    {
      config: { access: customer },
      schema: {
        tags,
        body: kycUpdateRequestCreateSchema,
        response: { 201: itemSchema(kycUpdateRequestSchema) },
      },
    },
    async (request, reply) => {
      const item = await requestKycUpdate(deps, requireAuth(request), request.body);
      return reply
        .code(201)
        .send({ success: true as const, data: { item }, message: KYC_UPDATE_REQUEST_MESSAGES.requested });
    },
  );

  r.get(
    KYC_UPDATE_REQUEST_PATHS.list,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.view } },
      schema: {
        tags,
        querystring: kycUpdateRequestListQuerySchema,
        response: { 200: listSchema(kycUpdateRequestSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listKycUpdateRequests(deps.db, requireAuth(request), 'forwarder', request.query),
    }),
  );

  r.get(
    KYC_UPDATE_REQUEST_PATHS.item,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: one },
    },
    async (request) => ({
      success: true as const,
      data: { item: await getKycUpdateRequest(deps.db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    KYC_UPDATE_REQUEST_PATHS.approve,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.update } },
      schema: { tags, params: idParamsSchema, body: kycUpdateRequestApproveSchema, response: one },
    },
    async (request) => ({
      success: true as const,
      data: { item: await approveKycUpdate(deps, requireAuth(request), request.params.id, request.body) },
      message: KYC_UPDATE_REQUEST_MESSAGES.approved,
    }),
  );

  r.post(
    KYC_UPDATE_REQUEST_PATHS.reject,
    {
      config: { access: { permission: CUSTOMERS_ACCESS.update } },
      schema: { tags, params: idParamsSchema, body: kycUpdateRequestRejectSchema, response: one },
    },
    async (request) => ({
      success: true as const,
      data: { item: await rejectKycUpdate(deps, requireAuth(request), request.params.id, request.body) },
      message: KYC_UPDATE_REQUEST_MESSAGES.rejected,
    }),
  );
}
