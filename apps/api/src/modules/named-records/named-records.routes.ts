import { idParamsSchema, MESSAGES, namedListQuerySchema, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import type { NamedRecordService } from './named-records.service';

const namedRecordSchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.date() });

export type NamedRecordRoutes = {
  path: string;
  tag: string;
  /** The create/update body, worded for this kind of record. */
  requestSchema: z.ZodType<{ name: string }>;
  service: NamedRecordService;
};

/** List, get, create, update and delete of one kind of named record, under the Users And Roles rights. */
export function registerNamedRecordRoutes(
  app: FastifyInstance,
  { db }: AppDeps,
  { path, tag, requestSchema, service }: NamedRecordRoutes,
): void {
  const tags = [tag];
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;

  r.get(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, querystring: namedListQuerySchema, response: { 200: listSchema(namedRecordSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(db, companyOf(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(namedRecordSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.find(db, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.create } },
      schema: { tags, body: requestSchema, response: { 201: itemSchema(namedRecordSchema) } },
    },
    async (request, reply) => {
      const item = await service.create(db, companyOf(request), request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: requestSchema,
        response: { 200: itemSchema(namedRecordSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await service.update(db, companyOf(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.remove(db, companyOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
