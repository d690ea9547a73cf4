import {
  activePlatformDocumentsQuerySchema,
  activePlatformDocumentsSchema,
  idParamsSchema,
  MESSAGES,
  PLATFORM_DOCUMENT_KINDS,
  PLATFORM_DOCUMENT_PATHS,
  type PlatformDocumentKind,
  platformDocumentCreateRequestSchema,
  platformDocumentListQuerySchema,
  platformDocumentSchema,
  platformDocumentSummarySchema,
  platformDocumentUpdateRequestSchema,
  sitePageParamsSchema,
  sitePageSchema,
  versionActivateRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type RouteAccess, requireAuth } from '../../plugins/auth';
import {
  activatePlatformDocument,
  createPlatformDocument,
  deletePlatformDocument,
  findActivePlatformDocuments,
  findPlatformDocument,
  findSitePage,
  listPlatformDocuments,
  updatePlatformDocument,
} from './platform-documents.service';

const platformAdmin: RouteAccess = { platformAdmin: true };

/** One kind's versions: list, read, write a draft, rewrite a draft, activate, delete a draft. */
function registerKindRoutes(app: FastifyInstance, { db }: AppDeps, kind: PlatformDocumentKind): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const path = PLATFORM_DOCUMENT_PATHS[kind];
  const tags = [`platform-${path.split('/').at(-1)}`];
  const config = { access: platformAdmin };

  r.get(
    path,
    {
      config,
      schema: {
        tags,
        querystring: platformDocumentListQuerySchema,
        response: { 200: listSchema(platformDocumentSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPlatformDocuments(db, kind, request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config,
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(platformDocumentSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findPlatformDocument(db, kind, request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config,
      schema: {
        tags,
        body: platformDocumentCreateRequestSchema,
        response: { 201: itemSchema(platformDocumentSchema) },
      },
    },
    async (request, reply) => {
      const item = await createPlatformDocument(db, kind, requireAuth(request).userId, request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: platformDocumentUpdateRequestSchema,
        response: { 200: itemSchema(platformDocumentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updatePlatformDocument(db, kind, request.params.id, request.body) },
    }),
  );

  r.post(
    `${path}/:id/activate`,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: versionActivateRequestSchema,
        response: { 200: itemSchema(platformDocumentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await activatePlatformDocument(db, kind, request.params.id) },
    }),
  );

  r.delete(
    `${path}/:id`,
    { config, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deletePlatformDocument(db, kind, request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}

/**
 * Licence agreements and disclaimers the platform publishes (/insert-agreement-form, issue 3), and
 * the public site's pages (privacy policy, about us) it writes the same way.
 */
export function registerPlatformDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of PLATFORM_DOCUMENT_KINDS) registerKindRoutes(app, deps, kind);

  // Public: the registration form shows these before anyone has an account.
  app.withTypeProvider<ApiTypeProvider>().get(
    PLATFORM_DOCUMENT_PATHS.active,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['platform-documents'],
        querystring: activePlatformDocumentsQuerySchema,
        response: { 200: successEnvelope(activePlatformDocumentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await findActivePlatformDocuments(deps.db, request.query),
    }),
  );

  // Public: /privacy-policy and /aboutus are read before, or without, signing in.
  app.withTypeProvider<ApiTypeProvider>().get(
    PLATFORM_DOCUMENT_PATHS.sitePage,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['platform-documents'],
        params: sitePageParamsSchema,
        response: { 200: itemSchema(sitePageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findSitePage(deps.db, request.params.kind) },
    }),
  );
}
