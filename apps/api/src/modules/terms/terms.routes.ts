import {
  API_PATHS,
  acceptTermsRequestSchema,
  acceptTermsResponseSchema,
  activeTermsSchema,
  idParamsSchema,
  MESSAGES,
  TERMS_ACCESS,
  TERMS_PATHS,
  termsActivateRequestSchema,
  termsListQuerySchema,
  termsVersionRequestSchema,
  termsVersionSchema,
  termsVersionSummarySchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type RouteAccess, requireAuth } from '../../plugins/auth';
import { acceptTerms, listActiveTerms } from './terms.service';
import {
  activateTermsVersion,
  createTermsVersion,
  deleteTermsVersion,
  findTermsVersion,
  listTermsVersions,
  type TermsOwner,
} from './terms-versions.service';

const tags = ['terms-and-conditions'];

type VersionRoutes = {
  path: string;
  tags: string[];
  access: Record<keyof typeof TERMS_ACCESS, RouteAccess>;
  /** Whose versions the caller manages, from the verified token only. */
  ownerOf: (request: FastifyRequest) => TermsOwner;
};

/** List, read, write, activate and delete versions: the same calls for a company and the platform. */
function registerVersionRoutes(app: FastifyInstance, { db }: AppDeps, routes: VersionRoutes): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const { path, tags: routeTags, access, ownerOf } = routes;

  r.get(
    path,
    {
      config: { access: access.view },
      schema: {
        tags: routeTags,
        querystring: termsListQuerySchema,
        response: { 200: listSchema(termsVersionSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTermsVersions(db, ownerOf(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: access.view },
      schema: { tags: routeTags, params: idParamsSchema, response: { 200: itemSchema(termsVersionSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findTermsVersion(db, ownerOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: access.create },
      schema: {
        tags: routeTags,
        body: termsVersionRequestSchema,
        response: { 201: itemSchema(termsVersionSchema) },
      },
    },
    async (request, reply) => {
      const item = await createTermsVersion(db, ownerOf(request), requireAuth(request).userId, request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.post(
    `${path}/:id/activate`,
    {
      config: { access: access.activate },
      schema: {
        tags: routeTags,
        params: idParamsSchema,
        body: termsActivateRequestSchema,
        response: { 200: itemSchema(termsVersionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await activateTermsVersion(db, ownerOf(request), request.params.id) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: access.delete },
      schema: { tags: routeTags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteTermsVersion(db, ownerOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}

const platformAdmin: RouteAccess = { platformAdmin: true };

export function registerTermsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();

  // A company's own trading conditions, which its customers accept (decisions.md "Terms").
  registerVersionRoutes(app, deps, {
    path: TERMS_PATHS.company,
    tags,
    access: {
      view: { permission: TERMS_ACCESS.view },
      create: { permission: TERMS_ACCESS.create },
      activate: { permission: TERMS_ACCESS.activate },
      delete: { permission: TERMS_ACCESS.delete },
    },
    ownerOf: (request) => requireAuth(request).companyId,
  });
  // The platform's (system) terms, which every user accepts.
  registerVersionRoutes(app, deps, {
    path: TERMS_PATHS.platform,
    tags: ['platform-terms-and-conditions'],
    access: { view: platformAdmin, create: platformAdmin, activate: platformAdmin, delete: platformAdmin },
    ownerOf: () => null,
  });

  r.get(
    API_PATHS.termsActive,
    {
      config: { access: { auth: true } },
      schema: { tags, response: { 200: listSchema(activeTermsSchema) } },
    },
    async (request) => {
      const items = await listActiveTerms(db, requireAuth(request).userId);
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );

  r.post(
    API_PATHS.termsAccept,
    {
      config: { access: { auth: true }, allowWhilePending: true },
      schema: {
        tags,
        body: acceptTermsRequestSchema,
        response: {
          200: successEnvelope(acceptTermsResponseSchema),
        },
      },
    },
    async (request) => {
      const data = await acceptTerms(db, {
        userId: requireAuth(request).userId,
        termsIds: request.body.termsIds,
        ip: request.ip,
        at: clock(),
      });
      return { success: true as const, data };
    },
  );
}
