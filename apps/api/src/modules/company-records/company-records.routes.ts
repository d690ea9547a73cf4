import { idParamsSchema, MESSAGES } from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import type { CompanyRecordService, RecordListQuery, RecordScope } from './company-records.service';

export type RecordAccess = Record<'view' | 'create' | 'update' | 'delete', string | readonly string[]>;

export type CompanyRecordRoutes<Q extends RecordListQuery, I, T> = {
  path: string;
  tag: string;
  /** The permissions of each action (any one of a list suffices). */
  access: RecordAccess;
  querySchema: z.ZodType<Q>;
  /** The create/update body. */
  requestSchema: z.ZodType<I>;
  /** One record as answered (only its properties leave the server); the service gives its input. */
  responseSchema: z.ZodType<unknown, T>;
  service: CompanyRecordService<Q, I, T>;
};

/** List, get, create, update and delete of one kind of company record, each behind its permission. */
export function registerCompanyRecordRoutes<Q extends RecordListQuery, I, T>(
  app: FastifyInstance,
  { db, clock }: AppDeps,
  { path, tag, access, querySchema, requestSchema, responseSchema, service }: CompanyRecordRoutes<Q, I, T>,
): void {
  const tags = [tag];
  const r = app.withTypeProvider<ApiTypeProvider>();
  const scopeOf = (request: FastifyRequest): RecordScope => {
    const auth = requireAuth(request);
    return { companyId: auth.companyId, userId: auth.userId, now: clock() };
  };

  r.get(
    path,
    {
      config: { access: { permission: access.view } },
      schema: { tags, querystring: querySchema, response: { 200: listSchema(responseSchema) } },
    },
    async (request) => ({
      success: true as const,
      // The schemas parsed these; the type provider cannot see through the generic schema types.
      data: await service.list(db, scopeOf(request), request.query as Q),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: access.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(responseSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.find(db, scopeOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: access.create } },
      schema: { tags, body: requestSchema, response: { 201: itemSchema(responseSchema) } },
    },
    async (request, reply) => {
      const item = await service.create(db, scopeOf(request), request.body as I);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { permission: access.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: requestSchema,
        response: { 200: itemSchema(responseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.update(db, scopeOf(request), request.params.id, request.body as I) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: access.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.remove(db, scopeOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
