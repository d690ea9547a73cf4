import {
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  FORWARD_ANSWER_MESSAGES,
  forwardAnswerRequestSchema,
  forwardAnswerSchema,
  forwardDeclineRequestSchema,
  forwardLinkAnswerRequestSchema,
  forwardLinkDeclineRequestSchema,
  forwardLinkQuerySchema,
  forwardManualResponseParamsSchema,
  idParamsSchema,
  VENDOR_FORWARDS_ACCESS,
  vendorForwardListItemSchema,
  vendorForwardListQuerySchema,
  vendorForwardSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { answerForwardLink, declineForwardLink, openForwardLink } from './forward-link.service';
import { storeManualResponse } from './manual-response.service';
import {
  answerVendorForward,
  declineVendorForward,
  findVendorForward,
  listVendorForwards,
} from './vendor-forwards.service';

const tags = ['vendor-forwards'];
const vendorAccess = { access: { permission: VENDOR_FORWARDS_ACCESS } } as const;
const open = { access: { public: true } } as const;
const item = { 200: itemSchema(vendorForwardSchema) };

const ipOf = (request: { ip?: string }) => request.ip ?? 'inject';

/**
 * The vendor's doors onto a forward: a registered vendor's staff in the app (/vendor-forwards),
 * and an e-mail-only vendor through its link, without sign-in; and pricing entering a vendor's
 * answer by hand. All three store the answer through the same function.
 */
export function registerVendorForwardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    return { companyId: auth.companyId, userId: auth.userId };
  };

  r.get(
    ENQUIRY_PATHS.vendorForwards,
    {
      config: vendorAccess,
      schema: {
        tags,
        querystring: vendorForwardListQuerySchema,
        response: { 200: listSchema(vendorForwardListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorForwards(deps.db, requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    ENQUIRY_PATHS.vendorForward,
    { config: vendorAccess, schema: { tags, params: idParamsSchema, response: item } },
    async (request) => ({
      success: true as const,
      data: { item: await findVendorForward(deps.db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.vendorForwardAnswer,
    {
      config: vendorAccess,
      schema: { tags, params: idParamsSchema, body: forwardAnswerRequestSchema, response: item },
    },
    async (request) => ({
      success: true as const,
      data: { item: await answerVendorForward(deps, actorOf(request), request.params.id, request.body) },
      message: FORWARD_ANSWER_MESSAGES.answered,
    }),
  );

  r.post(
    ENQUIRY_PATHS.vendorForwardDecline,
    {
      config: vendorAccess,
      schema: { tags, params: idParamsSchema, body: forwardDeclineRequestSchema, response: item },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await declineVendorForward(deps, actorOf(request), request.params.id, request.body.reason),
      },
      message: FORWARD_ANSWER_MESSAGES.declined,
    }),
  );

  r.get(
    ENQUIRY_PATHS.forwardLink,
    { config: open, schema: { tags, querystring: forwardLinkQuerySchema, response: item } },
    async (request) => ({
      success: true as const,
      data: { item: await openForwardLink(deps, request.query.token, ipOf(request)) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.forwardLinkAnswer,
    { config: open, schema: { tags, body: forwardLinkAnswerRequestSchema, response: item } },
    async (request) => ({
      success: true as const,
      data: { item: await answerForwardLink(deps, request.body, ipOf(request)) },
      message: FORWARD_ANSWER_MESSAGES.answered,
    }),
  );

  r.post(
    ENQUIRY_PATHS.forwardLinkDecline,
    { config: open, schema: { tags, body: forwardLinkDeclineRequestSchema, response: item } },
    async (request) => ({
      success: true as const,
      data: { item: await declineForwardLink(deps, request.body, ipOf(request)) },
      message: FORWARD_ANSWER_MESSAGES.declined,
    }),
  );

  r.post(
    ENQUIRY_PATHS.forwardManualResponse,
    {
      config: { access: { permission: ENQUIRY_HANDLE_ACCESS } },
      schema: {
        tags,
        params: forwardManualResponseParamsSchema,
        body: forwardAnswerRequestSchema,
        response: { 200: itemSchema(forwardAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await storeManualResponse(
          deps,
          requireAuth(request),
          { enquiryId: request.params.id, forwardId: request.params.forwardId },
          request.body,
        ),
      },
      message: FORWARD_ANSWER_MESSAGES.manualSaved,
    }),
  );
}
