import {
  BOOKING_MESSAGES,
  COMPANY_CATEGORY,
  ENQUIRY_PATHS,
  FEEDBACK_ACCESS,
  feedbackListQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
  feedbackSummaryQuerySchema,
  feedbackSummarySchema,
  idParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findCustomerFeedback, giveFeedback, listFeedback, summarizeFeedback } from './feedback.service';

const tags = ['feedback'];
const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;

/** The customer rates a booked enquiry (/feedback-form); the forwarder reads its customers' ratings. */
export function registerFeedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    ENQUIRY_PATHS.myQueryFeedback,
    {
      config: customer,
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(feedbackSchema.nullable()) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findCustomerFeedback(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.myQueryFeedback,
    {
      config: customer,
      schema: {
        tags,
        params: idParamsSchema,
        body: feedbackRequestSchema,
        response: { 201: itemSchema(feedbackSchema) },
      },
    },
    async (request, reply) => {
      const item = await giveFeedback(deps, requireAuth(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: BOOKING_MESSAGES.feedbackSent, data: { item } });
    },
  );

  r.get(
    ENQUIRY_PATHS.feedback,
    {
      config: { access: { permission: FEEDBACK_ACCESS } },
      schema: { tags, querystring: feedbackListQuerySchema, response: { 200: listSchema(feedbackSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listFeedback(deps, requireAuth(request), request.query),
    }),
  );

  r.get(
    ENQUIRY_PATHS.feedbackSummary,
    {
      config: { access: { permission: FEEDBACK_ACCESS } },
      schema: {
        tags,
        querystring: feedbackSummaryQuerySchema,
        response: { 200: successEnvelope(feedbackSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summarizeFeedback(deps, requireAuth(request), request.query),
    }),
  );
}
