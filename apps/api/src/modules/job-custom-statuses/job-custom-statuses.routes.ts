import {
  CUSTOM_STATUS_ACCESS,
  CUSTOM_STATUS_MESSAGES,
  customStatusListQuerySchema,
  customStatusRequestSchema,
  customStatusSchema,
  idParamsSchema,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobCustomStatusEntrySchema,
  jobCustomStatusRequestSchema,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { customStatusService, recordJobCustomStatus } from './job-custom-statuses.service';

/**
 * The company's custom operation statuses (SPEC §6 create-custom-status-operation): the job
 * readers list them (to pick one), their holders define them; operations records one on a job.
 */
export function registerJobCustomStatusRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: JOB_PATHS.customStatuses,
    tag: 'job-custom-statuses',
    access: {
      view: JOB_VIEW_ACCESS,
      create: CUSTOM_STATUS_ACCESS,
      update: CUSTOM_STATUS_ACCESS,
      delete: CUSTOM_STATUS_ACCESS,
    },
    querySchema: customStatusListQuerySchema,
    requestSchema: customStatusRequestSchema,
    responseSchema: customStatusSchema,
    service: customStatusService,
  });

  const r = app.withTypeProvider<ApiTypeProvider>();
  r.post(
    JOB_PATHS.jobCustomStatus,
    {
      config: {
        access: { permission: [...new Set([...OPERATIONS_ACCESS.update, ...CUSTOM_STATUS_ACCESS])] },
      },
      schema: {
        tags: ['job-custom-statuses'],
        params: idParamsSchema,
        body: jobCustomStatusRequestSchema,
        response: { 201: itemSchema(jobCustomStatusEntrySchema) },
      },
    },
    async (request, reply) => {
      const item = await recordJobCustomStatus(deps, requireAuth(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: CUSTOM_STATUS_MESSAGES.recorded, data: { item } });
    },
  );
}
