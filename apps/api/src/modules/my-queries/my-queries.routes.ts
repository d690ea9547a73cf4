import {
  COMPANY_CATEGORY,
  ENQUIRY_PATHS,
  enquiryDashboardSchema,
  enquiryListItemSchema,
  enquiryListQuerySchema,
  enquiryMoveRequestSchema,
  enquiryRequestSchema,
  enquirySchema,
  idParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerEnquiryRecordRoutes } from '../rate-enquiries/enquiry-record-routes';
import { loadCustomerEnquiry } from '../rate-enquiries/enquiry-records';
import {
  cancelCustomerEnquiry,
  countEnquiriesWhere,
  customerEnquiriesWhere,
  listEnquiriesWhere,
} from '../rate-enquiries/rate-enquiries.service';
import { createCustomerEnquiry } from './my-queries.service';

const tags = ['my-queries'];
const P = ENQUIRY_PATHS;

/**
 * The customer's enquiries (My Queries, /customerDashboard): its list and counts, a new enquiry
 * to its forwarder, one enquiry, cancel, the history and the attachments. Only enquiries its own
 * company made: any other id is a 404.
 */
export function registerMyQueryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const config = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
  const item = { 200: itemSchema(enquirySchema) };

  r.get(
    P.myQueries,
    {
      config,
      schema: {
        tags,
        querystring: enquiryListQuerySchema,
        response: { 200: listSchema(enquiryListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      // The SMS number is the forwarder's view of the customer: never in the customer's own list.
      data: await listEnquiriesWhere(db, customerEnquiriesWhere(requireAuth(request)), request.query, false),
    }),
  );

  r.post(
    P.myQueries,
    { config, schema: { tags, body: enquiryRequestSchema, response: { 201: itemSchema(enquirySchema) } } },
    async (request, reply) => {
      const created = await createCustomerEnquiry(deps, requireAuth(request), request.body);
      return reply.status(201).send({
        success: true as const,
        data: { item: created },
        message: `Enquiry ${created.reference} sent`,
      });
    },
  );

  r.get(
    P.myQueryDashboard,
    { config, schema: { tags, response: { 200: itemSchema(enquiryDashboardSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await countEnquiriesWhere(db, customerEnquiriesWhere(requireAuth(request))) },
    }),
  );

  r.post(
    P.myQueryCancel,
    { config, schema: { tags, params: idParamsSchema, body: enquiryMoveRequestSchema, response: item } },
    async (request) => {
      const auth = requireAuth(request);
      const enquiry = await loadCustomerEnquiry(db, auth, request.params.id);
      return {
        success: true as const,
        data: { item: await cancelCustomerEnquiry(deps, auth, enquiry, request.body) },
      };
    },
  );

  registerEnquiryRecordRoutes(app, deps, {
    tags,
    side: 'customer',
    access: config.access,
    paths: { enquiry: P.myQuery, history: P.myQueryHistory, files: P.myQueryFiles },
    load: loadCustomerEnquiry,
  });
}
