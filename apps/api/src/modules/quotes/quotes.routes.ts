import {
  COMPANY_CATEGORY,
  customerQuoteSchema,
  ENQUIRY_HANDLE_ACCESS,
  ENQUIRY_PATHS,
  ENQUIRY_VIEW_ACCESS,
  idParamsSchema,
  pageQuerySchema,
  quoteDraftRequestSchema,
  quoteParamsSchema,
  quoteSchema,
  quoteSendRequestSchema,
  quoteSuggestionsSchema,
  quoteUpdateRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { sendStoredFile } from '../files/download';
import {
  createQuoteDraft,
  findQuotePdf,
  listCustomerQuotes,
  listQuoteSuggestions,
  listStaffQuotes,
  sendQuote,
  updateQuoteDraft,
} from './quotes.service';

const tags = ['quotes'];
const handle = { access: { permission: ENQUIRY_HANDLE_ACCESS } };
const view = { access: { permission: ENQUIRY_VIEW_ACCESS } };
const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
const oneQuote = { 200: itemSchema(quoteSchema) };

/**
 * PRODUCT §2.4: pricing builds a quote from the rate engine's and the vendors' candidates, drafts
 * and revises it, and sends it (PDF, in the app, by e-mail); the customer reads the quotes sent.
 */
export function registerQuoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const ids = (params: { id: number; quoteId: number }) => ({
    enquiryId: params.id,
    quoteId: params.quoteId,
  });

  r.get(
    ENQUIRY_PATHS.quoteSuggestions,
    {
      config: handle,
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(quoteSuggestionsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await listQuoteSuggestions(deps, requireAuth(request), request.params.id) },
    }),
  );

  r.get(
    ENQUIRY_PATHS.quotes,
    {
      config: view,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listSchema(quoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listStaffQuotes(deps, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.post(
    ENQUIRY_PATHS.quotes,
    {
      config: handle,
      schema: {
        tags,
        params: idParamsSchema,
        body: quoteDraftRequestSchema,
        response: { 201: itemSchema(quoteSchema) },
      },
    },
    async (request, reply) => {
      const item = await createQuoteDraft(deps, requireAuth(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, message: 'Quote draft saved.', data: { item } };
    },
  );

  r.put(
    ENQUIRY_PATHS.quote,
    {
      config: handle,
      schema: { tags, params: quoteParamsSchema, body: quoteUpdateRequestSchema, response: oneQuote },
    },
    async (request) => ({
      success: true as const,
      message: 'Quote draft saved.',
      data: { item: await updateQuoteDraft(deps, requireAuth(request), ids(request.params), request.body) },
    }),
  );

  r.post(
    ENQUIRY_PATHS.quoteSend,
    {
      config: handle,
      schema: { tags, params: quoteParamsSchema, body: quoteSendRequestSchema, response: oneQuote },
    },
    async (request) => ({
      success: true as const,
      message: 'The quote has been sent to the customer.',
      data: { item: await sendQuote(deps, requireAuth(request), ids(request.params), request.body) },
    }),
  );

  r.get(
    ENQUIRY_PATHS.quotePdf,
    { config: view, schema: { tags, params: quoteParamsSchema } },
    async (request, reply) =>
      sendStoredFile(
        deps.storage,
        reply,
        await findQuotePdf(deps, requireAuth(request), ids(request.params), 'staff'),
      ),
  );

  r.get(
    ENQUIRY_PATHS.myQueryQuotes,
    {
      config: customer,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listSchema(customerQuoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCustomerQuotes(deps, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.get(
    ENQUIRY_PATHS.myQueryQuotePdf,
    { config: customer, schema: { tags, params: quoteParamsSchema } },
    async (request, reply) =>
      sendStoredFile(
        deps.storage,
        reply,
        await findQuotePdf(deps, requireAuth(request), ids(request.params), 'customer'),
      ),
  );
}
