import {
  COMPANY_CATEGORY,
  counterOfferRequestSchema,
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  ENQUIRY_VIEW_ACCESS,
  idParamsSchema,
  negotiationAnswerRequestSchema,
  negotiationListSchema,
  negotiationParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  answerNegotiation,
  listCustomerNegotiations,
  listStaffNegotiations,
  makeCounterOffer,
} from './negotiations.service';

const tags = ['negotiations'];
const answered = { 200: successEnvelope(negotiationListSchema) };
const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;

/**
 * PRODUCT §2.5: the customer counter-offers on an option of its latest quote, pricing accepts,
 * counters or rejects. Every answer is the enquiry's rounds as they now stand.
 */
export function registerNegotiationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    ENQUIRY_PATHS.negotiations,
    {
      config: { access: { permission: ENQUIRY_VIEW_ACCESS } },
      schema: { tags, params: idParamsSchema, response: answered },
    },
    async (request) => ({
      success: true as const,
      data: await listStaffNegotiations(deps, requireAuth(request), request.params.id),
    }),
  );

  r.post(
    ENQUIRY_PATHS.negotiationAnswer,
    {
      config: { access: { permission: ENQUIRY_HANDLE_ACCESS } },
      schema: {
        tags,
        params: negotiationParamsSchema,
        body: negotiationAnswerRequestSchema,
        response: answered,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'The customer has been told of your answer.',
      data: await answerNegotiation(
        deps,
        requireAuth(request),
        { enquiryId: request.params.id, negotiationId: request.params.negotiationId },
        request.body,
      ),
    }),
  );

  r.get(
    ENQUIRY_PATHS.myQueryNegotiations,
    { config: customer, schema: { tags, params: idParamsSchema, response: answered } },
    async (request) => ({
      success: true as const,
      data: await listCustomerNegotiations(deps, requireAuth(request), request.params.id),
    }),
  );

  r.post(
    ENQUIRY_PATHS.myQueryNegotiations,
    {
      config: customer,
      schema: {
        tags,
        params: idParamsSchema,
        body: counterOfferRequestSchema,
        response: { 201: successEnvelope(negotiationListSchema) },
      },
    },
    async (request, reply) => {
      const data = await makeCounterOffer(deps, requireAuth(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, message: 'Your counter-offer has been sent.', data };
    },
  );
}
