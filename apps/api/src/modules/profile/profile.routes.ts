import { API_PATHS, selectModules } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, roles, userRoles, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { itemSchema, listSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';

const tags = ['profile'];

const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  company: z.object({ id: z.number().int(), name: z.string(), categoryCode: z.string() }),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(z.string()),
});

const moduleSchema = z.object({
  name: z.string(),
  nodes: z.array(z.object({ name: z.string(), path: z.string() })),
});

export function registerProfileRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API_PATHS.myProfile,
    { config: { access: { auth: true } }, schema: { tags, response: { 200: itemSchema(profileSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          fullName: users.fullName,
          company: { id: companies.id, name: companies.name, categoryCode: companies.categoryCode },
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, auth.userId));
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
      const roleRows = await db
        .select({ id: roles.id, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, auth.userId))
        .orderBy(roles.name);
      return {
        success: true as const,
        data: { item: { ...row, roles: roleRows, permissions: auth.permissions } },
      };
    },
  );

  r.get(
    API_PATHS.modules,
    { config: { access: { auth: true } }, schema: { tags, response: { 200: listSchema(moduleSchema) } } },
    async (request) => {
      const items = selectModules(requireAuth(request).permissions);
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );
}
