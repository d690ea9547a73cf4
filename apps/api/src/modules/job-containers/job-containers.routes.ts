import {
  COMPANY_CATEGORY,
  idParamsSchema,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobContainerParamsSchema,
  jobContainerRequestSchema,
  jobContainerSchema,
  MESSAGES,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  addJobContainer,
  deleteJobContainer,
  listCustomerJobContainers,
  listStaffJobContainers,
  updateJobContainer,
} from './job-containers.service';

const tags = ['job-containers'];
const list = { 200: successEnvelope(z.object({ items: z.array(jobContainerSchema) })) };
const item = itemSchema(jobContainerSchema);

/**
 * A job's container tracking entries (SPEC §3): operations adds, corrects and removes them; the
 * forwarder's job readers and the job's customer (its own door) read them.
 */
export function registerJobContainerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const read = { access: { permission: JOB_VIEW_ACCESS } } as const;
  const write = { access: { permission: OPERATIONS_ACCESS.update } } as const;

  r.get(
    JOB_PATHS.containers,
    { config: read, schema: { tags, params: idParamsSchema, response: list } },
    async (request) => ({
      success: true as const,
      data: { items: await listStaffJobContainers(db, requireAuth(request), request.params.id) },
    }),
  );

  r.get(
    JOB_PATHS.myJobContainers,
    {
      config: { access: { category: [COMPANY_CATEGORY.customer] } },
      schema: { tags, params: idParamsSchema, response: list },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listCustomerJobContainers(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    JOB_PATHS.containers,
    {
      config: write,
      schema: { tags, params: idParamsSchema, body: jobContainerRequestSchema, response: { 201: item } },
    },
    async (request, reply) => {
      const created = await addJobContainer(deps, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data: { item: created } });
    },
  );

  r.put(
    JOB_PATHS.container,
    {
      config: write,
      schema: {
        tags,
        params: jobContainerParamsSchema,
        body: jobContainerRequestSchema,
        response: { 200: item },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await updateJobContainer(
          deps,
          requireAuth(request),
          request.params.id,
          request.params.containerId,
          request.body,
        ),
      },
    }),
  );

  r.delete(
    JOB_PATHS.container,
    { config: write, schema: { tags, params: jobContainerParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteJobContainer(deps, requireAuth(request), request.params.id, request.params.containerId);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
