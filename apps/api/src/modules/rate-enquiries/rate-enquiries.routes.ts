import {
  ENQUIRY_CREATE_ACCESS,
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  ENQUIRY_VIEW_ACCESS,
  enquiryAttendRequestSchema,
  enquiryDashboardSchema,
  enquiryListItemSchema,
  enquiryListQuerySchema,
  enquiryMoveRequestSchema,
  enquirySchema,
  enquiryStatusRequestSchema,
  enquiryUpdateRequestSchema,
  idParamsSchema,
  salesEnquiryRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import { registerEnquiryRecordRoutes } from './enquiry-record-routes';
import { type EnquiryItem, loadStaffEnquiry } from './enquiry-records';
import {
  attendEnquiry,
  cancelStaffEnquiry,
  countEnquiriesByStatus,
  createSalesEnquiry,
  decideEnquiry,
  listEnquiries,
  updateEnquiry,
} from './rate-enquiries.service';

const tags = ['rate-enquiries'];
const P = ENQUIRY_PATHS;

/**
 * The forwarder's staff on rate enquiries (SPEC §7): the list and dashboard by the caller's reach,
 * sales' enquiry for a customer, the edit while Received, accept or reject, cancel, attend, the
 * history and the attachments. Another company's enquiry, or one outside the caller's reach, is a 404.
 */
export function registerRateEnquiryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const view = { access: { permission: ENQUIRY_VIEW_ACCESS } };
  const handle = { access: { permission: ENQUIRY_HANDLE_ACCESS } };
  const item = { 200: itemSchema(enquirySchema) };

  r.get(
    P.enquiries,
    {
      config: view,
      schema: {
        tags,
        querystring: enquiryListQuerySchema,
        response: { 200: listSchema(enquiryListItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listEnquiries(db, requireAuth(request), request.query),
    }),
  );

  r.post(
    P.enquiries,
    {
      config: { access: { permission: ENQUIRY_CREATE_ACCESS } },
      schema: { tags, body: salesEnquiryRequestSchema, response: { 201: itemSchema(enquirySchema) } },
    },
    async (request, reply) => {
      const created = await createSalesEnquiry(deps, requireAuth(request), request.body);
      return reply.status(201).send({
        success: true as const,
        data: { item: created },
        message: `Enquiry ${created.reference} created`,
      });
    },
  );

  r.get(
    P.enquiryDashboard,
    { config: view, schema: { tags, response: { 200: itemSchema(enquiryDashboardSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await countEnquiriesByStatus(db, requireAuth(request)) },
    }),
  );

  /** An edit or a move of one enquiry the caller handles: its body checked, the enquiry answered as it now stands. */
  const handleRoute = <B extends z.ZodType>(
    method: 'POST' | 'PUT',
    url: string,
    body: B,
    act: (deps: AppDeps, auth: AuthContext, id: number, input: z.output<B>) => Promise<EnquiryItem>,
  ) =>
    r.route({
      method,
      url,
      config: handle,
      schema: { tags, params: idParamsSchema, body, response: item },
      handler: async (request) => ({
        success: true as const,
        // `body` validated it; the type provider cannot resolve a generic schema's output itself.
        data: { item: await act(deps, requireAuth(request), request.params.id, request.body as z.output<B>) },
      }),
    });

  handleRoute('PUT', P.enquiry, enquiryUpdateRequestSchema, updateEnquiry);
  handleRoute('POST', P.enquiryStatus, enquiryStatusRequestSchema, decideEnquiry);
  handleRoute('POST', P.enquiryCancel, enquiryMoveRequestSchema, cancelStaffEnquiry);
  handleRoute('POST', P.enquiryAttend, enquiryAttendRequestSchema, attendEnquiry);

  registerEnquiryRecordRoutes(app, deps, {
    tags,
    side: 'staff',
    access: view.access,
    paths: { enquiry: P.enquiry, history: P.enquiryHistory, files: P.enquiryFiles },
    load: loadStaffEnquiry,
  });
}
