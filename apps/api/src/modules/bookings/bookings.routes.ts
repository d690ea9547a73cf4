import {
  BOOKING_DOCUMENT_PATHS,
  BOOKING_MESSAGES,
  bookingContextSchema,
  bookingDocumentQuerySchema,
  bookingFormSchema,
  bookingLinkDocumentQuerySchema,
  bookingLinkFormSchema,
  bookingLinkParamsSchema,
  bookingLinkQuerySchema,
  bookingLinkRenewRequestSchema,
  COMPANY_CATEGORY,
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  ENQUIRY_VIEW_ACCESS,
  idParamsSchema,
  selectQuoteOptionRequestSchema,
  selectQuoteOptionResultSchema,
  staffBookingSchema,
  storedFileSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  bookInApp,
  bookThroughLink,
  customerBookingContext,
  linkBookingContext,
  renewBookingLink,
  staffBookingOf,
  uploadCustomerBookingDocument,
  uploadLinkBookingDocument,
} from './bookings.service';
import { selectQuoteOption } from './selection.service';

const tags = ['bookings'];
const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
const open = { access: { public: true } } as const;
const context = itemSchema(bookingContextSchema);
const staffView = itemSchema(staffBookingSchema);
const uploaded = { 201: itemSchema(storedFileSchema) };

const ipOf = (request: { ip?: string }) => request.ip ?? 'inject';

/**
 * PRODUCT §2.6–2.7: the customer selects an option, books it (in the app or through the booking
 * link, no sign-in: the token is the key), and the booking opens the job. The forwarder reads the
 * booking and renews the link.
 */
export function registerBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.post(
    ENQUIRY_PATHS.myQuerySelect,
    {
      config: customer,
      schema: {
        tags,
        params: idParamsSchema,
        body: selectQuoteOptionRequestSchema,
        response: { 200: itemSchema(selectQuoteOptionResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_MESSAGES.selected,
      data: { item: await selectQuoteOption(deps, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.get(
    ENQUIRY_PATHS.myQueryBooking,
    { config: customer, schema: { tags, params: idParamsSchema, response: { 200: context } } },
    async (request) => ({
      success: true as const,
      data: { item: await customerBookingContext(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.myQueryBooking,
    {
      config: customer,
      schema: { tags, params: idParamsSchema, body: bookingFormSchema, response: { 201: context } },
    },
    async (request, reply) => {
      const item = await bookInApp(deps, requireAuth(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: BOOKING_MESSAGES.booked, data: { item } });
    },
  );

  r.post(
    BOOKING_DOCUMENT_PATHS.myQueryBookingDocuments,
    {
      config: customer,
      schema: { tags, params: idParamsSchema, querystring: bookingDocumentQuerySchema, response: uploaded },
    },
    async (request, reply) => {
      const item = await uploadCustomerBookingDocument(
        deps,
        request,
        requireAuth(request),
        request.params.id,
        request.query.code,
      );
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.get(
    ENQUIRY_PATHS.bookingLink,
    {
      config: open,
      schema: {
        tags,
        params: bookingLinkParamsSchema,
        querystring: bookingLinkQuerySchema,
        response: { 200: context },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await linkBookingContext(deps, request.params.refNo, request.query.token, ipOf(request)),
      },
    }),
  );

  r.post(
    ENQUIRY_PATHS.bookingLink,
    {
      config: open,
      schema: {
        tags,
        params: bookingLinkParamsSchema,
        body: bookingLinkFormSchema,
        response: { 201: context },
      },
    },
    async (request, reply) => {
      const item = await bookThroughLink(deps, request.params.refNo, request.body, ipOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: BOOKING_MESSAGES.booked, data: { item } });
    },
  );

  r.post(
    BOOKING_DOCUMENT_PATHS.bookingLinkDocuments,
    {
      config: open,
      schema: {
        tags,
        params: bookingLinkParamsSchema,
        querystring: bookingLinkDocumentQuerySchema,
        response: uploaded,
      },
    },
    async (request, reply) => {
      const item = await uploadLinkBookingDocument(
        deps,
        request,
        request.params.refNo,
        request.query,
        ipOf(request),
      );
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.get(
    ENQUIRY_PATHS.booking,
    {
      config: { access: { permission: ENQUIRY_VIEW_ACCESS } },
      schema: { tags, params: idParamsSchema, response: { 200: staffView } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await staffBookingOf(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.bookingLinkRenew,
    {
      config: { access: { permission: ENQUIRY_HANDLE_ACCESS } },
      schema: {
        tags,
        params: idParamsSchema,
        body: bookingLinkRenewRequestSchema,
        response: { 200: staffView },
      },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_MESSAGES.linkRenewed,
      data: {
        item: await renewBookingLink(deps, requireAuth(request), request.params.id, request.body),
      },
    }),
  );
}
