import {
  API_PATHS,
  type CompanyCategoryCode,
  myMobileRequestSchema,
  myMobileSchema,
  myProfileSchema,
  type NavigationModule,
  NOTIFICATION_PREFERENCE_MESSAGES,
  NOTIFICATION_PREFERENCE_PATHS,
  navigationModuleSchema,
  selectModules,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import { saveMyMobile } from '../notification-preferences/notification-preferences.service';
import { findMyProfile } from './profile.service';

const tags = ['profile'];

export function registerProfileRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  // The navigation follows from the permissions and the company's category, and a cached session
  // keeps its permission list: each list is turned into modules once, not on every dashboard load.
  const modulesByPermissions = new WeakMap<readonly string[], Map<string, NavigationModule[]>>();
  const modulesOf = ({ permissions, categoryCode }: AuthContext) => {
    let byCategory = modulesByPermissions.get(permissions);
    if (!byCategory) {
      byCategory = new Map();
      modulesByPermissions.set(permissions, byCategory);
    }
    let modules = byCategory.get(categoryCode);
    if (!modules) {
      modules = selectModules(permissions, categoryCode as CompanyCategoryCode);
      byCategory.set(categoryCode, modules);
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
      const items = modulesOf(requireAuth(request));
      return {
        success: true as const,
        data: { items, total: items.length, page: 1, pageSize: items.length },
      };
    },
  );

  // The caller's own mobile number, where the SMS copies of notifications go (issue 14).
  r.put(
    NOTIFICATION_PREFERENCE_PATHS.myMobile,
    {
      config: { access: { auth: true } },
      schema: { tags, body: myMobileRequestSchema, response: { 200: itemSchema(myMobileSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveMyMobile(db, requireAuth(request).userId, request.body.mobile) },
      message: NOTIFICATION_PREFERENCE_MESSAGES.mobileSaved,
    }),
  );
}
