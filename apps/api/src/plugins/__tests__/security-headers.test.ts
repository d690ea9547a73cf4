import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DOCS_CSP, WEB_CSP } from '../security-headers';

let t: TestApp;
let webDistDir: string;
let token: string;

beforeAll(async () => {
  // A built web app of two files: the page and a hashed asset.
  webDistDir = mkdtempSync(join(tmpdir(), 'ff-web-dist-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp({ config: { webDistDir } });
  token = (await t.login('ffd.admin')).token;
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** What every answer carries, whatever it is. */
const expectBaseline = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
};

/** An API answer: data that no cache keeps and no page loads anything for. */
const expectApiHeaders = (headers: Record<string, unknown>) => {
  expectBaseline(headers);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
};

describe('security headers', () => {
  it('gives the web page its policy: own scripts only, no plugins, never framed', async () => {
    const res = await get('/dashboard/companySettings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectBaseline(res.headers);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(WEB_CSP);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // The page itself is revalidated on every visit (a new version must reach the user).
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the cache headers of static files and adds the security headers', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expectBaseline(res.headers);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks an authenticated API answer no-store', async () => {
    const res = await get(API_PATHS.modules, t.bearer(token));
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
  });

  it('sets them on error answers: refused, invalid and not found', async () => {
    const unauthorized = await get(API_PATHS.modules);
    expect(unauthorized.statusCode).toBe(401);
    expectApiHeaders(unauthorized.headers);

    const invalid = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: '', password: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expectApiHeaders(invalid.headers);

    const missing = await get('/api/v1/no-such-route', t.bearer(token));
    expect(missing.statusCode).toBe(404);
    expectApiHeaders(missing.headers);

    // The router refuses an undecodable URL before any hook runs.
    const malformed = await get('/api/v1/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expectApiHeaders(malformed.headers);
  });

  it('gives the API documentation its own policy, which lets Swagger UI style itself', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
  });
});
