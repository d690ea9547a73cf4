import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { makePdf, multipartBody } from '../modules/files/__tests__/file-fixtures';
import { type AuthContext, loadAuthContext, type RouteAccess } from '../plugins/auth';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

/**
 * The machinery of a cross-tenant sweep: the routes of some paths taken from the app's own route
 * table, a spec per route saying which of a scene's records to aim at, and a walk of every route
 * as every outsider, expecting the gate's 403 or a 404 for a record and a list without the
 * scene's rows. A route added later under the swept paths fails the sweep until it has a spec.
 */

export type SweepAnswer = Awaited<ReturnType<TestApp['app']['inject']>>;
export type SweepMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The records a sweep aims at; `markers` are strings only they hold, which no outsider may read. */
export type SweepRecords = { markers: string[] };

export type Outsider = {
  label: string;
  user: TestUser;
  auth: AuthContext;
  /** What the sweep's specs may tell outsiders apart by (e.g. 'member' of the scene's board). */
  tags: readonly string[];
};

export type SweepCall = {
  url: string;
  body?: object;
  /** Sent as a multipart upload of a small PDF instead of a JSON body. */
  upload?: boolean;
  /** This call aims at a record although the spec is a list (a filter naming another company's board). */
  record?: boolean;
};

export type ListCheck<R> = (
  data: Record<string, unknown>,
  r: R,
  outsider: Outsider,
  res: SweepAnswer,
  call: SweepCall,
) => Promise<void> | void;

type Calls<R> = (r: R, outsider: Outsider) => SweepCall[];
/** Which outsiders a spec walks: all unless told (a customer of the scene reads its own forwarder's board). */
type Only = (outsider: Outsider) => boolean;

export type RouteSpec<R> =
  /**
   * Aims at one of the scene's records (or names one as a reference): refused by the gate (403) or
   * answered with one of `statuses` (404 unless told).
   */
  | { kind: 'record'; calls: Calls<R>; statuses?: readonly number[]; only?: Only }
  /** The caller's own list: answered (200) without any of the scene's records. */
  | { kind: 'list'; calls: Calls<R>; check: ListCheck<R>; only?: Only }
  /** Creates or changes only what is the caller's own and names none of the scene's records. */
  | { kind: 'own-create' };

export type SweptRoute = { key: string; method: SweepMethod; url: string; access: RouteAccess };

/** The signed-in outsider with the auth context its token loads (what the gate decides by). */
export async function sweepOutsider(
  t: TestApp,
  label: string,
  user: TestUser,
  tags: readonly string[] = [],
): Promise<Outsider> {
  const claims = t.deps.accessTokens.verify(user.token, t.clock.now);
  if (!claims) throw new Error(`${label}: token does not verify`);
  const auth = await loadAuthContext(t.db, claims.userId, claims.sessionId);
  if (!auth) throw new Error(`${label}: no session`);
  return { label, user, auth, tags };
}

/** What the route's access rule answers the caller before any handler runs (plugins/auth). */
export function gateAdmits(access: RouteAccess, auth: AuthContext): boolean {
  if ('public' in access || 'auth' in access) return true;
  if ('platformAdmin' in access) return auth.isPlatformAdmin;
  if ('superAdmin' in access) return auth.isSuperAdmin;
  if ('category' in access) return (access.category as readonly string[]).includes(auth.categoryCode);
  const wanted = typeof access.permission === 'string' ? [access.permission] : access.permission;
  return wanted.some((p) => auth.permissions.includes(p));
}

/** Every route of the app whose path `keep` accepts, one per method (HEAD left out). */
export function sweptRoutes(t: TestApp, keep: (url: string) => boolean): SweptRoute[] {
  return t.app.routeTable
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        key: `${method} ${route.url}`,
        method: method as SweepMethod,
        url: route.url as string,
        access: route.config?.access as RouteAccess,
      })),
    )
    .filter((route) => route.method !== ('HEAD' as SweepMethod) && keep(route.url));
}

/** Every swept route has a spec and every spec a route. */
export function expectSpecsCoverRoutes(routes: SweptRoute[], specs: Record<string, unknown>) {
  const keys = routes.map((route) => route.key);
  expect(
    keys.filter((key) => !(key in specs)),
    'routes the sweep does not know',
  ).toEqual([]);
  expect(
    Object.keys(specs).filter((key) => !keys.includes(key)),
    'specs of no route',
  ).toEqual([]);
}

/** Every stored object's bytes, by key, hashed. */
export async function storedBytes(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of (await t.deps.storage.list()).sort()) {
    const hash = createHash('sha256');
    for await (const chunk of await t.deps.storage.get(key)) hash.update(chunk as Buffer);
    out[key] = hash.digest('hex');
  }
  return out;
}

/** A multipart upload of `file` to `url` as `user`. */
export function uploadAs(t: TestApp, user: TestUser, url: string, file: { name: string; bytes: Buffer }) {
  const body = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

/** The call as `user`: a JSON request, or the upload of a small PDF. */
export async function sendCall(
  t: TestApp,
  user: TestUser,
  method: SweepMethod,
  call: SweepCall,
): Promise<SweepAnswer> {
  if (call.upload) {
    return uploadAs(t, user, call.url, { name: 'outsider.pdf', bytes: await makePdf('Outsider') });
  }
  return t.app.inject({
    method,
    url: call.url,
    headers: t.bearer(user.token),
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
}

export const idsOf = (data: Record<string, unknown>, field = 'id') =>
  ((data.items ?? []) as Record<string, unknown>[]).map((item) => item[field]);

/** The answer carries none of the scene's markers (as JSON strings, so no prefix matches). */
export function expectNoMarker(data: unknown, r: SweepRecords) {
  const text = JSON.stringify(data);
  expect(r.markers.filter((m) => text.includes(JSON.stringify(m)))).toEqual([]);
}

/** The list answers none of `ids` and no marker of the scene. */
export const listWithout =
  <R extends SweepRecords>(ids: (r: R) => number[], field = 'id'): ListCheck<R> =>
  (data, r) => {
    const listed = idsOf(data, field);
    expect(listed.filter((id) => ids(r).includes(id as number))).toEqual([]);
    expectNoMarker(data, r);
  };

/**
 * Walks every route as every outsider its spec applies to. Answers the mismatches (each a line
 * naming who, what and what came back) and how many lists reached their handler.
 */
export async function sweep<R extends SweepRecords>(
  t: TestApp,
  options: {
    routes: SweptRoute[];
    specs: Record<string, RouteSpec<R>>;
    outsiders: Outsider[];
    records: R;
  },
): Promise<{ mismatches: string[]; admitted: number }> {
  const mismatches: string[] = [];
  let admitted = 0;
  for (const who of options.outsiders) {
    for (const route of options.routes) {
      const spec = options.specs[route.key];
      if (!spec || spec.kind === 'own-create') continue;
      if (spec.only && !spec.only(who)) continue;
      const admits = gateAdmits(route.access, who.auth);
      for (const call of spec.calls(options.records, who)) {
        const res = await sendCall(t, who.user, route.method, call);
        const where = `${who.label}: ${route.method} ${call.url} ${JSON.stringify(call.body ?? '')}`;
        const isRecord = spec.kind === 'record' || call.record;
        const expected = !admits
          ? [403]
          : isRecord
            ? [...((spec.kind === 'record' && spec.statuses) || [404])]
            : [200];
        if (!expected.includes(res.statusCode)) {
          mismatches.push(
            `${where} → ${res.statusCode} (expected ${expected.join('/')}) ${res.body.slice(0, 200)}`,
          );
          continue;
        }
        if (spec.kind === 'list' && admits && !isRecord) {
          admitted += 1;
          const json = res.headers['content-type']?.toString().startsWith('application/json');
          const data = json ? res.json<{ data: Record<string, unknown> }>().data : {};
          try {
            await spec.check(data, options.records, who, res, call);
          } catch (error) {
            mismatches.push(`${where} → ${(error as Error).message.slice(0, 400)}`);
          }
        }
      }
    }
  }
  return { mismatches, admitted };
}
