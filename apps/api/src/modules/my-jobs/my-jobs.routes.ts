import {
  COMPANY_CATEGORY,
  idParamsSchema,
  JOB_PATHS,
  jobListItemSchema,
  jobSchema,
  jobTimelineSchema,
  myJobDashboardSchema,
  myJobListQuerySchema,
  myJobPaymentReleasedRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { countMyJobs, findMyJob, listMyJobs, myJobTimeline, releaseMyJobPayment } from './my-jobs.service';

const tags = ['my-jobs'];
const P = JOB_PATHS;

/**
 * The customer's jobs (My Jobs): its list and counts, one job (sell only), its timeline, and the
 * payment it says it released. Only a customer company's users, and only jobs opened for their
 * company: any other id is a 404.
 */
export function registerMyJobRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const config = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
  const item = { 200: itemSchema(jobSchema) };

  r.get(
    P.myJobs,
    {
      config,
      schema: { tags, querystring: myJobListQuerySchema, response: { 200: listSchema(jobListItemSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listMyJobs(db, requireAuth(request), request.query),
    }),
  );

  r.get(
    P.myJobDashboard,
    { config, schema: { tags, response: { 200: itemSchema(myJobDashboardSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await countMyJobs(db, requireAuth(request)) },
    }),
  );

  r.get(P.myJob, { config, schema: { tags, params: idParamsSchema, response: item } }, async (request) => ({
    success: true as const,
    data: { item: await findMyJob(db, requireAuth(request), request.params.id) },
  }));

  r.get(
    P.myJobHistory,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: jobTimelineSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await myJobTimeline(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    P.myJobPaymentReleased,
    {
      config,
      schema: { tags, params: idParamsSchema, body: myJobPaymentReleasedRequestSchema, response: item },
    },
    async (request) => ({
      success: true as const,
      data: { item: await releaseMyJobPayment(deps, requireAuth(request), request.params.id, request.body) },
      message: 'Your forwarder has been told the payment is released',
    }),
  );
}
