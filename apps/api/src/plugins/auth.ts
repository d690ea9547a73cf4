import { COMPANY_CATEGORY, SUPER_ADMIN_USERNAME } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { permissionNamesOf, rowsOf } from '../db/queries';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/app-error';

/** Who is calling, loaded from the database on every request so revocations apply at once. */
export type AuthContext = {
  userId: number;
  sessionId: string;
  username: string;
  companyId: number;
  categoryCode: string;
  permissions: string[];
  isSuperAdmin: boolean;
  isPlatformAdmin: boolean;
};

/**
 * What a route needs: exactly one of these. `auth` is any signed-in user; `permission` is one
 * permission or any of several; `platformAdmin` is CAT_ADM staff and the super-administrator;
 * `superAdmin` is the super-administrator alone ('techart-admin', SPEC §6).
 */
export type RouteAccess =
  | { public: true }
  | { auth: true }
  | { permission: string | readonly string[] }
  | { platformAdmin: true }
  | { superAdmin: true };

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

type ContextRow = {
  user_id: number;
  username: string;
  company_id: number;
  category_code: string;
  permissions: string[];
};

export async function loadAuthContext(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<AuthContext | null> {
  const result = await db.execute(sql`
    select u.id as user_id, u.username, u.company_id, c.category_code, ${permissionNamesOf(sql`u.id`)} as permissions
      from user_sessions s
      join users u on u.id = s.user_id
      join companies c on c.id = u.company_id
     where s.id = ${sessionId} and u.id = ${userId} and s.revoked_at is null and not u.is_disabled`);
  const row = rowsOf<ContextRow>(result)[0];
  if (!row) return null;
  const isSuperAdmin = row.username === SUPER_ADMIN_USERNAME;
  return {
    userId: row.user_id,
    sessionId,
    username: row.username,
    companyId: row.company_id,
    categoryCode: row.category_code,
    permissions: row.permissions,
    isSuperAdmin,
    isPlatformAdmin: isSuperAdmin || row.category_code === COMPANY_CATEGORY.admin,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
  const claims = deps.accessTokens.verify(token, deps.clock());
  if (!claims || !UUID.test(claims.sessionId)) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  const context = await deps.authCache.get(claims.sessionId, () =>
    loadAuthContext(deps.db, claims.userId, claims.sessionId),
  );
  if (!context || context.userId !== claims.userId) throw new AppError('UNAUTHORIZED', 'Session has ended');
  return context;
}

function isAllowed(access: RouteAccess, auth: AuthContext): boolean {
  if ('auth' in access) return true;
  if ('platformAdmin' in access) return auth.isPlatformAdmin;
  if ('superAdmin' in access) return auth.isSuperAdmin;
  if ('permission' in access) {
    const wanted = typeof access.permission === 'string' ? [access.permission] : access.permission;
    return wanted.some((p) => auth.permissions.includes(p));
  }
  return false;
}

/** One hook enforces every route's declared access; a route that declares none is refused. */
export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  // A write may have changed who someone is or what they may do: this process forgets what it
  // cached before the caller can send its next request (other processes hear the NOTIFY).
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) deps.authCache.invalidateAll();
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // 404s have no route options: the not-found handler answers them.
    if (!request.routeOptions.url) return;
    if (!access) throw new AppError('FORBIDDEN', 'This route declares no access rule');
    if ('public' in access) return;
    request.auth = await authenticate(deps, request);
    if (!isAllowed(access, request.auth)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to perform this action');
    }
  });
}

/** The signed-in caller of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.auth;
}
