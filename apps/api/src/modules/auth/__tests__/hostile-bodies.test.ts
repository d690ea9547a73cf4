import { API_PATHS, HEADERS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, passwordHashes } from '../../../test/row-counts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Hostile-Test-Pass-5';
const LINK_TOKEN = 'A'.repeat(43);
const LONG = 'x'.repeat(10_000);
const NUL = 'ab\u0000cd';
const SQL_INJECTIONS = [
  "' OR '1'='1",
  "admin'--",
  "x'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
];

/** `{"a":{"a":…"leaf"…}}` nested `depth` levels, as raw JSON text. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

type Case = {
  name: string;
  method?: 'GET' | 'POST';
  url: string;
  /** Signed in as a regular user, for the /api/v1 routes. */
  auth?: boolean;
  /** A JSON body (serialised as is), or raw text sent with `contentType`. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The exact status when it matters; otherwise any 4xx. */
  status?: number;
  /** The field the first error must name (validation errors). */
  field?: string;
};

const login = (body: unknown, name: string, extra: Partial<Case> = {}): Case => ({
  name: `login: ${name}`,
  url: API_PATHS.login,
  body,
  ...extra,
});
const forgot = (body: unknown, name: string, extra: Partial<Case> = {}): Case => ({
  name: `forgotPassword: ${name}`,
  url: API_PATHS.forgotPassword,
  body,
  ...extra,
});
const reset = (body: unknown, name: string, extra: Partial<Case> = {}): Case => ({
  name: `updatePassword: ${name}`,
  url: API_PATHS.updatePassword,
  body,
  ...extra,
});
const change = (body: unknown, name: string, extra: Partial<Case> = {}): Case => ({
  name: `changePassword: ${name}`,
  url: API_PATHS.changePassword,
  auth: true,
  body,
  ...extra,
});
const accept = (body: unknown, name: string, extra: Partial<Case> = {}): Case => ({
  name: `terms accept: ${name}`,
  url: API_PATHS.termsAccept,
  auth: true,
  body,
  ...extra,
});
const linkCheck = (path: string, name: string, extra: Partial<Case> = {}): Case => ({
  name: `link check: ${name}`,
  method: 'GET',
  url: `${API_PATHS.forgotPasswordLinkCheck}/${path}`,
  ...extra,
});
const refresh = (headers: Record<string, string>, name: string, extra: Partial<Case> = {}): Case => ({
  name: `refreshToken: ${name}`,
  url: API_PATHS.refreshToken,
  headers,
  ...extra,
});

const goodReset = {
  username: 'ffd.sales',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  token: LINK_TOKEN,
};
const goodChange = { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, cpassword: NEW_PASSWORD };

const CASES: Case[] = [
  // POST /api/login
  login({ username: 'ffd.sales' }, 'missing password', { field: 'password' }),
  login({ password: DEMO_PASSWORD }, 'missing username', { field: 'username' }),
  login({}, 'empty object', { field: 'username' }),
  login({ username: 123, password: DEMO_PASSWORD }, 'number as username', { field: 'username' }),
  login({ username: 'ffd.sales', password: true }, 'boolean as password', { field: 'password' }),
  login({ username: ['ffd.sales'], password: DEMO_PASSWORD }, 'array as username', { field: 'username' }),
  login({ username: { $ne: null }, password: { $ne: null } }, 'operator objects', { field: 'username' }),
  login({ username: 'ffd.sales', password: DEMO_PASSWORD, companyId: 1 }, 'unknown field companyId', {
    field: 'companyId',
  }),
  login({ username: 'ffd.sales', password: DEMO_PASSWORD, role: 'admin' }, 'unknown field role', {
    field: 'role',
  }),
  login({ username: 'ffd.sales', password: DEMO_PASSWORD, isAdmin: true }, 'unknown field isAdmin', {
    field: 'isAdmin',
  }),
  login({ username: LONG, password: DEMO_PASSWORD }, '10k-character username', { field: 'username' }),
  login({ username: 'ffd.sales', password: LONG }, '10k-character password', { field: 'password' }),
  login({ username: NUL, password: DEMO_PASSWORD }, 'NUL in username', { field: 'username' }),
  login({ username: 'ffd.sales', password: `${DEMO_PASSWORD}\u0000` }, 'NUL in password', {
    field: 'password',
  }),
  login({ username: '', password: '' }, 'empty strings', { field: 'username' }),
  login({ username: '   ', password: DEMO_PASSWORD }, 'blank username', { field: 'username' }),
  login([{ username: 'ffd.sales', password: DEMO_PASSWORD }], 'array instead of object', { field: 'body' }),
  login(null, 'null body', { field: 'body' }),
  login({ username: 1e308, password: DEMO_PASSWORD }, 'huge number as username', { field: 'username' }),
  login(undefined, 'invalid JSON text', { raw: '{"username": "ffd.sales", "password": ', field: 'body' }),
  login(undefined, 'empty JSON body', { raw: '', field: 'body' }),
  login(undefined, 'JSON string literal', { raw: '"ffd.sales"', field: 'body' }),
  login(undefined, '__proto__ key', {
    raw: `{"username":"ffd.sales","password":"${DEMO_PASSWORD}","__proto__":{"isAdmin":true}}`,
    field: 'body',
  }),
  login(undefined, 'constructor.prototype key', {
    raw: `{"username":"ffd.sales","password":"${DEMO_PASSWORD}","constructor":{"prototype":{"isAdmin":true}}}`,
    field: 'body',
  }),
  login(undefined, 'text/plain body', {
    raw: `username=ffd.sales&password=${DEMO_PASSWORD}`,
    contentType: 'text/plain',
    field: 'body',
  }),
  login(undefined, 'form-urlencoded body', {
    raw: `username=ffd.sales&password=${DEMO_PASSWORD}`,
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    field: 'body',
  }),
  login(undefined, 'deeply nested object (5000 levels)', {
    raw: `{"username":${nested(5000)},"password":"x"}`,
    field: 'username',
  }),
  login(undefined, 'number overflowing to Infinity', {
    raw: `{"username":"ffd.sales","password":1e999}`,
    field: 'password',
  }),
  login(undefined, 'body over the 1 MiB limit', {
    raw: JSON.stringify({ username: 'ffd.sales', password: 'x'.repeat(1_100_000) }),
    status: 413,
    field: 'body',
  }),
  ...SQL_INJECTIONS.map((s) => login({ username: s, password: s }, `SQL injection ${s}`, { status: 401 })),
  login({ username: 'ffd.sales', password: "' OR '1'='1" }, 'SQL injection in the password', { status: 401 }),

  // POST /api/refreshToken
  refresh({}, 'missing refresh_token header', { field: HEADERS.refreshToken }),
  refresh({ [HEADERS.refreshToken]: LONG }, '10k-character refresh token', { field: HEADERS.refreshToken }),
  refresh({ [HEADERS.refreshToken]: "' OR '1'='1" }, 'SQL injection as refresh token', { status: 401 }),
  refresh({ [HEADERS.refreshToken]: 'garbage' }, 'garbage refresh token', { status: 401 }),
  refresh({ authorization: 'Bearer garbage' }, 'bearer header instead of refresh_token', {
    field: HEADERS.refreshToken,
  }),

  // POST /api/forgotPassword
  forgot({}, 'missing username', { field: 'username' }),
  forgot({ username: 42 }, 'number as username', { field: 'username' }),
  forgot({ username: LONG }, '10k-character username', { field: 'username' }),
  forgot({ username: `ffd.sales${'\u0000'}` }, 'NUL in username', { field: 'username' }),
  forgot({ username: 'ffd.sales', email: 'attacker@evil.example' }, 'unknown field email', {
    field: 'email',
  }),
  forgot({ username: 'ffd.sales', companyId: 1 }, 'unknown field companyId', { field: 'companyId' }),
  forgot(['ffd.sales'], 'array instead of object', { field: 'body' }),
  forgot(null, 'null body', { field: 'body' }),
  forgot(undefined, '__proto__ key', {
    raw: '{"username":"ffd.sales","__proto__":{"polluted":true}}',
    field: 'body',
  }),
  forgot(undefined, 'form-urlencoded body', {
    raw: 'username=ffd.sales',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    field: 'body',
  }),

  // POST /api/updatePassword
  reset({ ...goodReset, token: undefined }, 'missing token', { field: 'token' }),
  reset({ ...goodReset, token: 123456789012345 }, 'number as token', { field: 'token' }),
  reset({ ...goodReset, token: 'short' }, 'too short token', { field: 'token' }),
  reset({ ...goodReset, token: `${'A'.repeat(40)}'--` }, 'token with SQL characters', { field: 'token' }),
  reset({ ...goodReset, token: LONG }, '10k-character token', { field: 'token' }),
  reset({ ...goodReset, token: 'B'.repeat(43) }, 'well-formed unknown token', {
    status: 400,
    field: 'token',
  }),
  reset({ ...goodReset, username: "ffd.sales' OR '1'='1" }, 'SQL injection as username', {
    status: 400,
    field: 'token',
  }),
  reset({ ...goodReset, username: NUL }, 'NUL in username', { field: 'username' }),
  reset({ ...goodReset, password: LONG, confirmPassword: LONG }, '10k-character password', {
    field: 'password',
  }),
  reset(
    { ...goodReset, password: `${NEW_PASSWORD}\u0000`, confirmPassword: `${NEW_PASSWORD}\u0000` },
    'NUL in new password',
    { field: 'password' },
  ),
  reset({ ...goodReset, isFirstLogin: false }, 'unknown field isFirstLogin', { field: 'isFirstLogin' }),
  reset({ ...goodReset, userId: 1 }, 'unknown field userId', { field: 'userId' }),
  reset({ username: 'ffd.sales', password: NEW_PASSWORD }, 'missing confirmation and token', {
    field: 'confirmPassword',
  }),
  reset([goodReset], 'array instead of object', { field: 'body' }),
  reset(undefined, 'text/plain JSON', {
    raw: JSON.stringify(goodReset),
    contentType: 'text/plain',
    field: 'body',
  }),

  // GET /api/forgotPassword/link/:uname
  linkCheck('ffd.sales', 'missing token', { field: 'token' }),
  linkCheck('ffd.sales?token=short', 'too short token', { field: 'token' }),
  linkCheck(`ffd.sales?token=${'A'.repeat(40)}%27--`, 'token with SQL characters', { field: 'token' }),
  linkCheck(`ffd.sales?token=${'A'.repeat(10_000)}`, '10k-character token', { field: 'token' }),
  linkCheck(`ffd.sales?token=${LINK_TOKEN}&token=${LINK_TOKEN}`, 'token given twice', { field: 'token' }),
  linkCheck(`ffd.sales?token=${LINK_TOKEN}&companyId=1`, 'unknown query field', { field: 'companyId' }),
  linkCheck(`ab%00cd?token=${LINK_TOKEN}`, 'NUL in uname', { field: 'uname' }),
  linkCheck(`${'u'.repeat(90)}?token=${LINK_TOKEN}`, 'uname over 64 characters', { field: 'uname' }),
  linkCheck(`%20%20?token=${LINK_TOKEN}`, 'blank uname', { field: 'uname' }),

  // POST /api/v1/changePassword (signed in)
  change({ ...goodChange, password: 'weak', cpassword: 'weak' }, 'weak new password', { field: 'password' }),
  change({ ...goodChange, cpassword: 'Different-Pass-6' }, 'mismatched confirmation', { field: 'cpassword' }),
  change({ password: NEW_PASSWORD, cpassword: NEW_PASSWORD }, 'missing current password', {
    status: 400,
    field: 'currentPassword',
  }),
  change({ ...goodChange, currentPassword: "' OR '1'='1" }, 'SQL injection as current password', {
    status: 400,
    field: 'currentPassword',
  }),
  change({ ...goodChange, currentPassword: 12345678 }, 'number as current password', {
    field: 'currentPassword',
  }),
  change({ ...goodChange, currentPassword: LONG }, '10k-character current password', {
    field: 'currentPassword',
  }),
  change(
    { ...goodChange, password: `${NEW_PASSWORD}\u0000`, cpassword: `${NEW_PASSWORD}\u0000` },
    'NUL in new password',
    { field: 'password' },
  ),
  change({ ...goodChange, userId: 1 }, 'unknown field userId', { field: 'userId' }),
  change({ ...goodChange, username: 'techart-admin' }, 'unknown field username', { field: 'username' }),
  change(null, 'null body', { field: 'body' }),
  change(undefined, '__proto__ key', {
    raw: JSON.stringify(goodChange).replace('{', '{"__proto__":{"isFirstLogin":true},'),
    field: 'body',
  }),
  change(undefined, 'form-urlencoded body', {
    raw: 'password=x',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    field: 'body',
  }),

  // POST /api/v1/terms-and-conditions/accept (signed in)
  accept({}, 'missing termsIds', { field: 'termsIds' }),
  accept({ termsIds: [] }, 'empty termsIds', { field: 'termsIds' }),
  accept({ termsIds: '1' }, 'string instead of array', { field: 'termsIds' }),
  accept({ termsIds: ['1'] }, 'string id', { field: 'termsIds.0' }),
  accept({ termsIds: [1.5] }, 'fractional id', { field: 'termsIds.0' }),
  accept({ termsIds: [-1] }, 'negative id', { field: 'termsIds.0' }),
  accept({ termsIds: [1e21] }, 'huge id', { field: 'termsIds.0' }),
  accept({ termsIds: Array.from({ length: 1000 }, (_, i) => i + 1) }, '1000 ids', { field: 'termsIds' }),
  accept({ termsIds: [2_147_483_647] }, 'id of terms that do not exist', { status: 404, field: 'termsIds' }),
  accept({ termsIds: [1], userId: 1 }, 'unknown field userId', { field: 'userId' }),
  accept({ termsIds: [1], companyId: 1 }, 'unknown field companyId', { field: 'companyId' }),
  accept([1], 'array instead of object', { field: 'body' }),
  accept(undefined, 'invalid JSON text', { raw: '{"termsIds": [1,', field: 'body' }),
];

let t: TestApp;
let token: string;
let rowsBefore: Record<string, number>;
let hashesBefore: Record<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  // Signing in writes a session; everything after must write nothing.
  token = (await t.login('ffd.sales')).token;
  rowsBefore = await countRows(t.db);
  hashesBefore = await passwordHashes(t.db);
});
afterAll(() => t.close());

describe('hostile and malformed requests', () => {
  it('has at least 50 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(CASES)('$name → 4xx in the error envelope', async (c) => {
    const headers: Record<string, string> = { ...c.headers };
    if (c.auth) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (c.raw !== undefined) {
      payload = c.raw;
      headers['content-type'] = c.contentType ?? 'application/json';
    } else if (c.method !== 'GET' && (c.body !== undefined || !c.headers)) {
      payload = JSON.stringify(c.body ?? null);
      headers['content-type'] = 'application/json';
    }
    const res = await t.app.inject({ method: c.method ?? 'POST', url: c.url, headers, payload });

    if (c.status) expect(res.statusCode).toBe(c.status);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'errors', 'message', 'success']);
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(Array.isArray(body.errors)).toBe(true);
    if (c.field) expect(body.errors[0]?.field).toBe(c.field);
    // Nothing about the attempt leaks back: no stack, no SQL.
    expect(res.body).not.toMatch(/stack|select |insert |at .*\.ts:/i);

    expect(await countRows(t.db)).toEqual(rowsBefore);
    expect(await passwordHashes(t.db)).toEqual(hashesBefore);
  });

  it('left the signed-in session alive and the password unchanged', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: API_PATHS.myProfile,
      headers: t.bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    await t.login('ffd.sales');
  });
});

describe('SQL-injection-looking usernames on the public calls that answer alike for unknown users', () => {
  it.each(SQL_INJECTIONS)(
    '%s: forgotPassword answers as for any unknown user and writes nothing',
    async (s) => {
      const rows = await countRows(t.db);
      const hostile = await t.app.inject({
        method: 'POST',
        url: API_PATHS.forgotPassword,
        payload: { username: s },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: API_PATHS.forgotPassword,
        payload: { username: 'nobody.at.all' },
      });
      expect(hostile.statusCode).toBe(200);
      expect(hostile.json()).toEqual(unknown.json());
      const check = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.forgotPasswordLinkCheck}/${encodeURIComponent(s)}?token=${LINK_TOKEN}`,
      });
      expect(check.statusCode).toBe(200);
      expect(check.json().data.result).toBe(false);
      expect(await countRows(t.db)).toEqual(rows);
    },
  );
});

/** URLs Fastify's router refuses before any route or error handler runs. */
const ROUTER_CASES = [
  {
    name: 'uname longer than the router allows',
    url: `${API_PATHS.forgotPasswordLinkCheck}/${'u'.repeat(1000)}?token=${LINK_TOKEN}`,
    status: 414,
  },
  {
    name: 'undecodable percent-encoding',
    url: `${API_PATHS.forgotPasswordLinkCheck}/%E0%A4%A?token=${LINK_TOKEN}`,
    status: 400,
  },
];

describe('URLs the router refuses', () => {
  it.each(ROUTER_CASES)('$name: the app answers in the envelope', async ({ url, status }) => {
    const rows = await countRows(t.db);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(await countRows(t.db)).toEqual(rows);
    expect(res.json()).toMatchObject({ success: false, errors: [{ field: 'url' }] });
  });
});
