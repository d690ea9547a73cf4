import {
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_STATUS,
  followUpCalendarQuerySchema,
  followUpCalendarSchema,
  followUpListQuerySchema,
  followUpRequestSchema,
  followUpSchema,
  followUpStatusRequestSchema,
  idParamsSchema,
  MESSAGES,
  SALES_ACCESS,
  SALES_PATHS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { createFollowUpService } from './follow-ups.service';

const tags = ['follow-ups'];

/**
 * Follow-ups of the Sales CRM (SPEC §7 "follow-ups"): list with the dashboards' filters, CRUD, mark
 * done or reopen, and the calendar of follow-ups, event dates and visits between two days.
 */
export function registerFollowUpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const service = createFollowUpService(deps);

  r.get(
    SALES_PATHS.followUps,
    {
      config: { access: { permission: SALES_ACCESS.view } },
      schema: { tags, querystring: followUpListQuerySchema, response: { 200: listSchema(followUpSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(requireAuth(request), request.query),
    }),
  );

  r.get(
    SALES_PATHS.followUpCalendar,
    {
      config: { access: { permission: SALES_ACCESS.view } },
      schema: {
        tags,
        querystring: followUpCalendarQuerySchema,
        response: { 200: successEnvelope(followUpCalendarSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.calendar(requireAuth(request), request.query),
    }),
  );

  r.get(
    SALES_PATHS.followUp,
    {
      config: { access: { permission: SALES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(followUpSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.find(requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    SALES_PATHS.followUps,
    {
      config: { access: { permission: SALES_ACCESS.create } },
      schema: { tags, body: followUpRequestSchema, response: { 201: itemSchema(followUpSchema) } },
    },
    async (request, reply) => {
      const item = await service.create(requireAuth(request), request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    SALES_PATHS.followUp,
    {
      config: { access: { permission: SALES_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: followUpRequestSchema,
        response: { 200: itemSchema(followUpSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.update(requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.post(
    SALES_PATHS.followUpStatus,
    {
      config: { access: { permission: SALES_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: followUpStatusRequestSchema,
        response: { 200: itemSchema(followUpSchema) },
      },
    },
    async (request) => {
      const { status } = request.body;
      const item = await service.setStatus(requireAuth(request), request.params.id, status);
      const message =
        status === FOLLOW_UP_STATUS.done ? FOLLOW_UP_MESSAGES.markedDone : FOLLOW_UP_MESSAGES.reopened;
      return { success: true as const, message, data: { item } };
    },
  );

  r.delete(
    SALES_PATHS.followUp,
    {
      config: { access: { permission: SALES_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
