import {
  COMPANY_SETTINGS_ACCESS,
  idParamsSchema,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobApproveBlRequestSchema,
  jobDashboardSchema,
  jobHblNumberRequestSchema,
  jobListItemSchema,
  jobListQuerySchema,
  jobSchema,
  jobShipmentRequestSchema,
  jobStatusRequestSchema,
  jobTimelineSchema,
  jobUpdateRequestSchema,
  OPERATIONS_ACCESS,
  shipmentGuardSettingsRequestSchema,
  shipmentGuardSettingsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import { numberHouseBill, saveJobShipment } from './job-shipment';
import { findJob, type JobItem } from './job-view';
import {
  approveJobBl,
  changeJobStatus,
  countJobsByStatus,
  jobTimeline,
  listJobs,
  updateJob,
} from './jobs.service';
import { findShipmentGuardSettings, saveShipmentGuardSettings } from './shipment-guard-settings';

const tags = ['jobs'];
const P = JOB_PATHS;

/**
 * The forwarder's staff on jobs (SPEC §7): the board and its counts, one job, its assignee and
 * dates, its shipment facts (booking number, bills of lading, legs), its status moves and BLAP, its timeline. Operations, documentation and accounts read;
 * operations writes. Another company's job is a 404.
 */
export function registerJobRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const view = { access: { permission: JOB_VIEW_ACCESS } };
  const write = { access: { permission: OPERATIONS_ACCESS.update } };
  const item = { 200: itemSchema(jobSchema) };

  r.get(
    P.jobs,
    {
      config: view,
      schema: { tags, querystring: jobListQuerySchema, response: { 200: listSchema(jobListItemSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listJobs(db, requireAuth(request), request.query, deps.clock()),
    }),
  );

  r.get(
    P.shipmentGuardSettings,
    {
      config: { access: { permission: COMPANY_SETTINGS_ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(shipmentGuardSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findShipmentGuardSettings(db, requireAuth(request).companyId) },
    }),
  );

  r.put(
    P.shipmentGuardSettings,
    {
      config: { access: { permission: COMPANY_SETTINGS_ACCESS.update } },
      schema: {
        tags,
        body: shipmentGuardSettingsRequestSchema,
        response: { 200: itemSchema(shipmentGuardSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await saveShipmentGuardSettings(db, requireAuth(request), request.body, deps.clock()),
      },
    }),
  );

  r.get(
    P.jobDashboard,
    { config: view, schema: { tags, response: { 200: itemSchema(jobDashboardSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await countJobsByStatus(db, requireAuth(request)) },
    }),
  );

  r.get(
    P.job,
    { config: view, schema: { tags, params: idParamsSchema, response: item } },
    async (request) => ({
      success: true as const,
      data: { item: await findJob(db, requireAuth(request), request.params.id, 'staff') },
    }),
  );

  r.get(
    P.jobHistory,
    {
      config: view,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: jobTimelineSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await jobTimeline(db, requireAuth(request), request.params.id) },
    }),
  );

  /** A write on one job by operations: its body checked, the job answered as it now stands. */
  const writeRoute = <B extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    body: B,
    act: (deps: AppDeps, auth: AuthContext, id: number, input: z.output<B>) => Promise<JobItem>,
  ) =>
    r.route({
      method,
      url,
      config: write,
      schema: { tags, params: idParamsSchema, body, response: item },
      handler: async (request) => ({
        success: true as const,
        // `body` validated it; the type provider cannot resolve a generic schema's output itself.
        data: { item: await act(deps, requireAuth(request), request.params.id, request.body as z.output<B>) },
      }),
    });

  writeRoute('PUT', P.job, jobUpdateRequestSchema, updateJob);
  writeRoute('POST', P.jobStatus, jobStatusRequestSchema, changeJobStatus);
  writeRoute('POST', P.jobApproveBl, jobApproveBlRequestSchema, approveJobBl);
  writeRoute('PUT', P.jobShipment, jobShipmentRequestSchema, saveJobShipment);
  writeRoute('POST', P.jobHblNumber, jobHblNumberRequestSchema, numberHouseBill);
}
