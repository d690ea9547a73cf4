import {
  AMENDMENT_MESSAGES,
  COMPANY_CATEGORY,
  idParamsSchema,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobAmendmentParamsSchema,
  jobAmendmentRequestSchema,
  jobAmendmentResponseSchema,
  jobAmendmentSchema,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  listCustomerAmendments,
  listStaffAmendments,
  requestAmendment,
  respondToAmendment,
} from './job-amendments.service';

const tags = ['job-amendments'];
const list = { 200: successEnvelope(z.object({ items: z.array(jobAmendmentSchema) })) };
const item = itemSchema(jobAmendmentSchema);

/**
 * Amendment requests (PRODUCT §2.7): the customer asks to change its booking through its door;
 * the forwarder's job readers see them, operations approves or rejects.
 */
export function registerJobAmendmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;

  r.get(
    JOB_PATHS.amendments,
    {
      config: { access: { permission: JOB_VIEW_ACCESS } },
      schema: { tags, params: idParamsSchema, response: list },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listStaffAmendments(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    JOB_PATHS.amendmentResponse,
    {
      config: { access: { permission: OPERATIONS_ACCESS.update } },
      schema: {
        tags,
        params: jobAmendmentParamsSchema,
        body: jobAmendmentResponseSchema,
        response: { 200: item },
      },
    },
    async (request) => {
      const answered = await respondToAmendment(
        deps,
        requireAuth(request),
        request.params.id,
        request.params.amendmentId,
        request.body,
      );
      return {
        success: true as const,
        message: answered.status === 'approved' ? AMENDMENT_MESSAGES.approved : AMENDMENT_MESSAGES.rejected,
        data: { item: answered },
      };
    },
  );

  r.get(
    JOB_PATHS.myJobAmendments,
    { config: customer, schema: { tags, params: idParamsSchema, response: list } },
    async (request) => ({
      success: true as const,
      data: { items: await listCustomerAmendments(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    JOB_PATHS.myJobAmendments,
    {
      config: customer,
      schema: { tags, params: idParamsSchema, body: jobAmendmentRequestSchema, response: { 201: item } },
    },
    async (request, reply) => {
      const created = await requestAmendment(deps, requireAuth(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: AMENDMENT_MESSAGES.requested, data: { item: created } });
    },
  );
}
