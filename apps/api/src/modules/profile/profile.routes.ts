import {
  API_PATHS,
  myProfileSchema,
  type NavigationModule,
  navigationModuleSchema,
  selectModules,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findMyProfile } from './profile.service';

const tags = ['profile'];

export function registerProfileRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  // The navigation follows from the permissions alone, and a cached session keeps its permission
  // list: each list is turned into modules once, not on every dashboard load.
  const modulesByPermissions = new WeakMap<readonly string[], NavigationModule[]>();
  const modulesOf = (permissions: readonly string[]) => {
    let modules = modulesByPermissions.get(permissions);
    if (!modules) {
      modules = selectModules(permissions);
      modulesByPermissions.set(permissions, modules);
    }
    return modules;
  };

  r.get(
    API_PATHS.myProfile,
    {
      config: { access: { auth: true }, allowOnFirstLogin: true },
      schema: { tags, response: { 200: itemSchema(myProfileSchema) } },
    },
    async (request) => {
      const item = await findMyProfile(db, requireAuth(request));
      return { success: true as const, data: { item } };
    },
  );

  r.get(
    API_PATHS.modules,
    {
      config: { access: { auth: true } },
      schema: { tags, response: { 200: listSchema(navigationModuleSchema) } },
    },
    async (request) => {
      const items = modulesOf(requireAuth(request).permissions);
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );
}
