import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import matrix from '../../test/authorization-matrix.json';
import { createTestApp, type TestApp } from '../../test/test-app';

type Rule = 'public' | 'signed-in' | string[];
/** One file per area beside the main one, so areas built side by side do not edit one file. */
const areaDir = fileURLToPath(new URL('../../test/authorization-matrix/', import.meta.url));
const RULES: Record<string, Rule> = Object.assign(
  {},
  matrix.routes as Record<string, Rule>,
  ...readdirSync(areaDir)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        (JSON.parse(readFileSync(join(areaDir, name), 'utf8')) as { routes: Record<string, Rule> }).routes,
    ),
);
const ACTORS = matrix.actors;
const ANONYMOUS = 'anonymous';

/** An id no company owns: an allowed call answers 404 (or 400), never touching a real record. */
const urlOf = (path: string) => path.replace(/:uname/g, 'nobody').replace(/:[A-Za-z_]+/g, '2147483000');

const expectedFor = (rule: Rule, actor: string): 'allowed' | 401 | 403 => {
  if (rule === 'public') return 'allowed';
  if (actor === ANONYMOUS) return 401;
  if (rule === 'signed-in') return 'allowed';
  return rule.includes(actor) ? 'allowed' : 403;
};

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ACTORS) tokens.set(actor, (await t.login(actor)).token);
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeTable
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => `${method} ${r.url}`))
    .filter((key) => !key.startsWith('HEAD ') && (key.includes(' /api/') || key.endsWith(' /meta.json')))
    .filter((key) => !key.includes(' /api/docs'));

describe('authorization matrix (test/authorization-matrix.json and test/authorization-matrix/*.json)', () => {
  it('covers every API route of the app, and only those', () => {
    const routes = apiRoutes();
    expect(
      routes.filter((key) => !(key in RULES)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !routes.includes(key)),
      'matrix rows of no route',
    ).toEqual([]);
  });

  it('gives every actor exactly the answer the matrix expects, and never a 5xx', async () => {
    const mismatches: string[] = [];
    // Logging out ends the actor's session, so it is called last.
    const keys = Object.keys(RULES).sort(
      (a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')),
    );
    for (const key of keys) {
      const [method, path] = key.split(' ') as [string, string];
      for (const actor of [ANONYMOUS, ...ACTORS]) {
        const token = tokens.get(actor);
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(path),
          headers: token ? t.bearer(token) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = expectedFor(RULES[key] as Rule, actor);
        const got = res.statusCode;
        const ok = expected === 'allowed' ? got !== 401 && got !== 403 && got < 500 : got === expected;
        if (!ok) mismatches.push(`${key} as ${actor}: expected ${expected}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route × every actor: thousands of requests, which a loaded CI machine takes well past
    // the suite's default per-test limit to answer.
  }, 180_000);
});
