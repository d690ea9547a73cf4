import {
  catalogueModuleSchema,
  idParamsSchema,
  MESSAGES,
  ORGANISATION_PATHS,
  roleListQuerySchema,
  roleRequestSchema,
  roleSchema,
  roleSummarySchema,
  USERS_AND_ROLES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  createRole,
  deleteRole,
  findRole,
  groupPermissionCatalogue,
  listRoles,
  updateRole,
} from './roles.service';

const tags = ['roles'];
const path = ORGANISATION_PATHS.roles;

export function registerRoleRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    ORGANISATION_PATHS.permissionCatalogue,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, response: { 200: listSchema(catalogueModuleSchema) } },
    },
    async (request) => {
      const items = groupPermissionCatalogue(requireAuth(request).permissions);
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );

  r.get(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, querystring: roleListQuerySchema, response: { 200: listSchema(roleSummarySchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listRoles(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(roleSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findRole(db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.create } },
      schema: { tags, body: roleRequestSchema, response: { 201: itemSchema(roleSchema) } },
    },
    async (request, reply) => {
      const item = await createRole(db, requireAuth(request), request.body);
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
        body: roleRequestSchema,
        response: { 200: itemSchema(roleSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateRole(db, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteRole(db, requireAuth(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
