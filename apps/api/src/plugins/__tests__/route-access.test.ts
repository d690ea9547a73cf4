import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../lib/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

describe('route table', () => {
  it('has an access rule on every route', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    const undeclared = t.app.routeTable.filter((r) => !r.config?.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declares exactly one of the known access rules on every route', () => {
    // A misspelt rule ({ superadmin: true }) would refuse everyone instead of failing loudly.
    const KINDS = ['public', 'auth', 'permission', 'platformAdmin', 'superAdmin', 'category'];
    const odd = t.app.routeTable.filter((r) => {
      const keys = Object.keys(r.config?.access ?? {});
      return keys.length !== 1 || !KINDS.includes(keys[0] ?? '');
    });
    expect(odd.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const superAdminOnly = t.app.routeTable.filter(
      (r) => r.config?.access && 'superAdmin' in r.config.access,
    );
    expect(superAdminOnly.length).toBeGreaterThan(0);
  });

  it('refuses to start with a route that declares no access rule', async () => {
    const { buildApp } = await import('../../app');
    // A second app needs its own queue: job kinds are defined once per queue, before it starts.
    const app = await buildApp({ ...t.deps, jobs: createJobQueue(t.database) });
    app.get('/api/v1/undeclared', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/Routes without an access rule: GET \/api\/v1\/undeclared/);
  });

  it('documents every API route in the OpenAPI document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const apiRoutes = t.app.routeTable.filter(
      (r) => (r.url.startsWith('/api/') || r.url === '/meta.json') && !r.url.startsWith('/api/docs'),
    );
    for (const route of apiRoutes) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      for (const method of methodsOf(route.method as string | string[])) {
        if (method === 'HEAD') continue;
        expect(doc.paths[path], `${method} ${path}`).toHaveProperty(method.toLowerCase());
      }
    }
  });

  it('marks the public routes of the OpenAPI document as needing no bearer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      security: unknown;
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(doc.security).toEqual([{ bearer: [] }]);
    const documented = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    const publicOnes = documented.filter((r) => r.config?.access && 'public' in r.config.access);
    expect(publicOnes.length).toBeGreaterThan(5);
    for (const route of documented) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const isPublic = publicOnes.includes(route);
      for (const method of methodsOf(route.method as string | string[])) {
        if (method === 'HEAD') continue;
        const operation = doc.paths[path]?.[method.toLowerCase()];
        // A public route lifts the global requirement; the others inherit it.
        expect(operation?.security, `${method} ${path}`).toEqual(isPublic ? [] : undefined);
      }
    }
  });

  it('serves the OpenAPI UI at /api/docs without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers every non-public API route with 401 without a token', async () => {
    const privateRoutes = t.app.routeTable.filter((r) => r.config?.access && !('public' in r.config.access));
    expect(privateRoutes.length).toBeGreaterThan(3);
    for (const route of privateRoutes) {
      for (const method of methodsOf(route.method as string | string[])) {
        if (method === 'HEAD') continue;
        const url = route.url.replace(/:([A-Za-z_]+)/g, '1');
        const res = await t.app.inject({ method: method as 'GET', url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, error: 'Unauthorized' });
      }
    }
  });

  it('serves /meta.json uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/meta.json' });
    expect(res.json()).toEqual({ version: 'test-version' });
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Not_Found' });
  });
});
