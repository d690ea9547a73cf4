import {
  idParamsSchema,
  ORGANISATION_PATHS,
  staffCreateRequestSchema,
  staffListQuerySchema,
  staffSchema,
  staffUpdateRequestSchema,
  USERS_AND_ROLES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  createStaff,
  findStaff,
  listStaff,
  resetStaffPassword,
  setStaffDisabled,
  updateStaff,
} from './staff.service';

const tags = ['staff'];
const path = ORGANISATION_PATHS.staff;

export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, querystring: staffListQuerySchema, response: { 200: listSchema(staffSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listStaff(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(staffSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findStaff(db, requireAuth(request).companyId, request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.create } },
      schema: { tags, body: staffCreateRequestSchema, response: { 201: itemSchema(staffSchema) } },
    },
    async (request, reply) => {
      const item = await createStaff(deps, requireAuth(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: { item }, message: 'Invitation e-mail sent' });
    },
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: staffUpdateRequestSchema,
        response: { 200: itemSchema(staffSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateStaff(db, requireAuth(request), request.params.id, request.body) },
    }),
  );

  for (const action of ['disable', 'enable'] as const) {
    r.post(
      `${path}/:id/${action}`,
      {
        config: { access: { permission: USERS_AND_ROLES_ACCESS.update } },
        schema: { tags, params: idParamsSchema, response: { 200: itemSchema(staffSchema) } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const item = await setStaffDisabled(db, auth, request.params.id, action === 'disable', clock());
        return { success: true as const, data: { item } };
      },
    );
  }

  r.post(
    `${path}/:id/reset-password`,
    {
      config: { access: { permission: USERS_AND_ROLES_ACCESS.update } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await resetStaffPassword(deps, requireAuth(request), request.params.id);
      return { success: true as const, message: 'A password reset link has been sent to the staff member' };
    },
  );
}
