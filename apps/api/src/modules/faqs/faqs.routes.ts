import {
  COMPANY_CATEGORY,
  CUSTOMER_SERVICE_ACCESS,
  FAQ_MESSAGES,
  FAQ_PATHS,
  faqCategoriesSchema,
  faqListQuerySchema,
  faqMoveRequestSchema,
  faqPublishRequestSchema,
  faqRequestSchema,
  faqSchema,
  idParamsSchema,
  myFaqsQuerySchema,
  myFaqsSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import type { RecordScope } from '../company-records/company-records.service';
import { faqService, listFaqCategories, listMyFaqs, moveFaq, setFaqPublished } from './faqs.service';

const tags = ['customer-care-faqs'];

/**
 * Customer-care FAQs: the forwarder's staff (Customer Service) list, write, publish, order and
 * delete them; a customer company's users read the published FAQs of their forwarders.
 */
export function registerFaqRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const scopeOf = (request: FastifyRequest): RecordScope => {
    const auth = requireAuth(request);
    return { companyId: auth.companyId, userId: auth.userId, now: clock() };
  };

  // Static paths before the records' /:id ones read better; Fastify prefers them either way.
  r.get(
    FAQ_PATHS.myFaqs,
    {
      config: { access: { category: [COMPANY_CATEGORY.customer] } },
      schema: { tags, querystring: myFaqsQuerySchema, response: { 200: successEnvelope(myFaqsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listMyFaqs(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    FAQ_PATHS.categories,
    {
      config: { access: { permission: CUSTOMER_SERVICE_ACCESS.view } },
      schema: { tags, response: { 200: successEnvelope(faqCategoriesSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listFaqCategories(db, requireAuth(request).companyId) },
    }),
  );

  registerCompanyRecordRoutes(app, deps, {
    path: FAQ_PATHS.faqs,
    tag: tags[0] as string,
    access: CUSTOMER_SERVICE_ACCESS,
    querySchema: faqListQuerySchema,
    requestSchema: faqRequestSchema,
    responseSchema: faqSchema,
    service: faqService,
  });

  r.put(
    FAQ_PATHS.publish,
    {
      config: { access: { permission: CUSTOMER_SERVICE_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: faqPublishRequestSchema,
        response: { 200: itemSchema(faqSchema) },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const item = await setFaqPublished(db, scopeOf(request), request.params.id, isPublished);
      return {
        success: true as const,
        message: isPublished ? FAQ_MESSAGES.published : FAQ_MESSAGES.unpublished,
        data: { item },
      };
    },
  );

  r.put(
    FAQ_PATHS.move,
    {
      config: { access: { permission: CUSTOMER_SERVICE_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: faqMoveRequestSchema,
        response: { 200: itemSchema(faqSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: FAQ_MESSAGES.moved,
      data: { item: await moveFaq(db, scopeOf(request), request.params.id, request.body.direction) },
    }),
  );
}
