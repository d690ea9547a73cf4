import {
  idParamsSchema,
  PLATFORM_ADMIN_MESSAGES,
  PLATFORM_ADMIN_PATHS,
  platformAdminInviteRequestSchema,
  platformAdminListQuerySchema,
  platformAdminSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type RouteAccess, requireAuth } from '../../plugins/auth';
import {
  findPlatformAdmin,
  invitePlatformAdmin,
  listPlatformAdmins,
  resetPlatformAdminPassword,
  setPlatformAdminDisabled,
} from './platform-admins.service';

const tags = ['platform-super-admins'];
const path = PLATFORM_ADMIN_PATHS.admins;
const config: { access: RouteAccess } = { access: { superAdmin: true } };

/** The super-administrator manages the other platform administrators (SPEC §7 "super-admins"). */
export function registerPlatformAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    path,
    {
      config,
      schema: {
        tags,
        querystring: platformAdminListQuerySchema,
        response: { 200: listSchema(platformAdminSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPlatformAdmins(db, requireAuth(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    { config, schema: { tags, params: idParamsSchema, response: { 200: itemSchema(platformAdminSchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await findPlatformAdmin(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config,
      schema: {
        tags,
        body: platformAdminInviteRequestSchema,
        response: { 201: itemSchema(platformAdminSchema) },
      },
    },
    async (request, reply) => {
      const item = await invitePlatformAdmin(deps, requireAuth(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: { item }, message: PLATFORM_ADMIN_MESSAGES.invited });
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    r.post(
      `${path}/:id/${action}`,
      {
        config,
        schema: { tags, params: idParamsSchema, response: { 200: itemSchema(platformAdminSchema) } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const item = await setPlatformAdminDisabled(
          db,
          auth,
          request.params.id,
          action === 'disable',
          clock(),
        );
        return { success: true as const, data: { item } };
      },
    );
  }

  r.post(
    `${path}/:id/reset-password`,
    { config, schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await resetPlatformAdminPassword(deps, requireAuth(request), request.params.id);
      return { success: true as const, message: PLATFORM_ADMIN_MESSAGES.resetSent };
    },
  );
}
