import {
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  ENQUIRY_VIEW_ACCESS,
  forwardComparisonSchema,
  forwardListSchema,
  forwardRequestSchema,
  forwardResultsMessage,
  forwardResultsSchema,
  idParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { createEnquiryForwardService } from './enquiry-forwards.service';
import { compareForwardAnswers } from './forward-comparison';

const tags = ['enquiry-forwards'];

/**
 * The forwarder's side of forwarding (PRODUCT §2.2–2.3): forward an accepted enquiry to vendors,
 * see the forwards with their answers, and compare the answers on one basis.
 */
export function registerEnquiryForwardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const service = createEnquiryForwardService(deps);

  r.get(
    ENQUIRY_PATHS.forwards,
    {
      config: { access: { permission: ENQUIRY_VIEW_ACCESS } },
      schema: { tags, params: idParamsSchema, response: { 200: successEnvelope(forwardListSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { items: await service.listForwards(requireAuth(request), request.params.id) },
    }),
  );

  // 200 with one result per vendor asked: 'Received' (forwarded now) or 'Already Forwarded'.
  r.post(
    ENQUIRY_PATHS.forwards,
    {
      config: { access: { permission: ENQUIRY_HANDLE_ACCESS } },
      schema: {
        tags,
        params: idParamsSchema,
        body: forwardRequestSchema,
        response: { 200: successEnvelope(forwardResultsSchema) },
      },
    },
    async (request) => {
      const results = await service.forwardEnquiry(requireAuth(request), request.params.id, request.body);
      return { success: true as const, message: forwardResultsMessage(results), data: { results } };
    },
  );

  r.get(
    ENQUIRY_PATHS.forwardComparison,
    {
      config: { access: { permission: ENQUIRY_VIEW_ACCESS } },
      schema: { tags, params: idParamsSchema, response: { 200: successEnvelope(forwardComparisonSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await compareForwardAnswers(deps.db, requireAuth(request), request.params.id),
    }),
  );
}
