import { API_PATHS, selectModules } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { findMyProfile } from './profile.service';

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
      const item = await findMyProfile(db, requireAuth(request));
      return { success: true as const, data: { item } };
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
