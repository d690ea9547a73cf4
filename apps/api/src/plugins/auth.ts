import {
  COMPANY_CATEGORY,
  type CompanyCategoryCode,
  MESSAGES,
  SUPER_ADMIN_USERNAME,
} from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import type { Db } from '../db/client';
import { permissionNamesOf, rowsOf } from '../db/queries';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/tokens';

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
  /** The platform has approved the caller's company (`companies.is_system_verified`). */
  isCompanyApproved: boolean;
  /** The caller signed in with a password someone else chose and has not replaced it yet. */
  isFirstLogin: boolean;
};

/**
 * What a route needs: exactly one of these. `auth` is any signed-in user; `permission` is one
 * permission or any of several; `platformAdmin` is CAT_ADM staff and the super-administrator;
 * `superAdmin` is the super-administrator alone ('techart-admin', SPEC §6); `category` is any user
 * of a company of those categories.
 */
export type RouteAccess =
  | { public: true }
  | { auth: true }
  | { permission: string | readonly string[] }
  | { platformAdmin: true }
  | { superAdmin: true }
  /** Any signed-in user of a company of one of these categories (a customer's own KYC). */
  | { category: readonly CompanyCategoryCode[] };

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A write open to the users of a company the platform has not approved yet: completing the
     * company's settings and documents (which the approval reads), the terms, their own password.
     */
    allowWhilePending?: true;
    /** A call open to a first-login session, before the password is changed. */
    allowOnFirstLogin?: true;
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
  is_system_verified: boolean;
  is_first_login: boolean;
};

export async function loadAuthContext(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<AuthContext | null> {
  const result = await db.execute(sql`
    select u.id as user_id, u.username, u.company_id, c.category_code, ${permissionNamesOf(sql`u.id`)} as permissions,
           c.is_system_verified, u.is_first_login
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
    isCompanyApproved: row.is_system_verified,
    isFirstLogin: row.is_first_login,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isAllowed(access: RouteAccess, auth: AuthContext): boolean {
  if ('auth' in access) return true;
  if ('platformAdmin' in access) return auth.isPlatformAdmin;
  if ('superAdmin' in access) return auth.isSuperAdmin;
  if ('category' in access) return (access.category as readonly string[]).includes(auth.categoryCode);
  if ('permission' in access) {
    const wanted = typeof access.permission === 'string' ? [access.permission] : access.permission;
    return wanted.some((p) => auth.permissions.includes(p));
  }
  return false;
}

/**
 * The gates the sign-in flow shows the user, held here as well: a first-login session may only
 * change the password (and read the profile, log out); a company awaiting approval may only write
 * what the approval needs. Both are declared by the routes they open, never by a list of URLs.
 */
function assertPassesGates(request: FastifyRequest, config: RouteOptions['config'], auth: AuthContext): void {
  if (auth.isFirstLogin && !config?.allowOnFirstLogin) {
    throw new AppError('FORBIDDEN', MESSAGES.firstLoginPasswordRequired);
  }
  if (!auth.isCompanyApproved && !config?.allowWhilePending && !SAFE_METHODS.has(request.method)) {
    throw new AppError('FORBIDDEN', MESSAGES.companyAwaitingApproval);
  }
}

/** Admits the caller of a protected route, or throws why not. */
function admit(
  request: FastifyRequest,
  config: RouteOptions['config'],
  access: RouteAccess,
  claims: AccessClaims,
  context: AuthContext | null,
): void {
  if (!context || context.userId !== claims.userId) throw new AppError('UNAUTHORIZED', 'Session has ended');
  if (!isAllowed(access, context)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to perform this action');
  }
  assertPassesGates(request, config, context);
  request.auth = context;
}

/**
 * The access check of one route. The route's config is read when a request comes, not when the
 * route is declared: plugin scopes (the public API docs and static files) mark their routes after
 * this hook has seen them. A cached session is admitted synchronously: no promise, no closure.
 */
function createAccessHook(deps: AppDeps, route: RouteOptions): onRequestHookHandler {
  return (request, _reply, done) => {
    const config = route.config;
    const access = config?.access;
    if (!access) throw new AppError('FORBIDDEN', 'This route declares no access rule');
    if ('public' in access) return done();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) throw new AppError('UNAUTHORIZED', 'Authentication required');
    const claims = deps.accessTokens.verify(token, deps.clock());
    if (!claims || !UUID.test(claims.sessionId))
      throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
    const cached = deps.authCache.peek(claims.sessionId);
    if (cached) {
      admit(request, config, access, claims, cached);
      return done();
    }
    deps.authCache
      .get(claims.sessionId, () => loadAuthContext(deps.db, claims.userId, claims.sessionId))
      .then((context) => {
        try {
          admit(request, config, access, claims, context);
        } catch (error) {
          return done(error as Error);
        }
        done();
      }, done);
  };
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Every route gets its declared access checked by one hook, before its own hooks; a route that
 * declares none is refused. 404s have no route: the not-found handler answers them. Register this
 * before any route: the app refuses to start with a route declared earlier, which it could not guard.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  // A write may have changed who someone is or what they may do: this process forgets what it
  // cached before the caller can send its next request (other processes hear the NOTIFY).
  const forgetCachedAuth: onSendHookHandler = (_request, _reply, _payload, done) => {
    deps.authCache.invalidateAll();
    done();
  };
  const guarded = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    route.onRequest = [createAccessHook(deps, route), ...hooksOf(route.onRequest)];
    const methods = hooksOf(route.method);
    if (methods.some((method) => !SAFE_METHODS.has(method))) {
      route.onSend = [...hooksOf(route.onSend), forgetCachedAuth];
    }
    guarded.add(route);
  });
  app.addHook('onReady', async () => {
    const unguarded = app.routeTable.filter((route) => !guarded.has(route));
    if (unguarded.length > 0) {
      throw new Error(`Routes declared before the access hook: ${unguarded.map((r) => r.url).join(', ')}`);
    }
  });
}

/** The signed-in caller of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.auth;
}
