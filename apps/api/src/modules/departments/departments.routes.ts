import {
  departmentRequestSchema,
  idParamsSchema,
  MESSAGES,
  namedListQuerySchema,
  ORGANISATION_PATHS,
  USERS_AND_ROLES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import {
  createDepartment,
  deleteDepartment,
  findDepartment,
  listDepartments,
  updateDepartment,
} from './departments.service';

const tags = ['departments'];
const path = ORGANISATION_PATHS.departments;

const departmentSchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.date() });

export function registerDepartmentRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;

  r.get(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, querystring: namedListQuerySchema, response: { 200: listSchema(departmentSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listDepartments(db, companyOf(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(departmentSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findDepartment(db, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.create } },
      schema: { tags, body: departmentRequestSchema, response: { 201: itemSchema(departmentSchema) } },
    },
    async (request, reply) => {
      const item = await createDepartment(db, companyOf(request), request.body);
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
        body: departmentRequestSchema,
        response: { 200: itemSchema(departmentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateDepartment(db, companyOf(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteDepartment(db, companyOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
