import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_PATHS } from '@fastforward/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from '../errors';
import { RequestLogController, serializeRequest } from '../request-log';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, registerStaticWeb } from '../static-web';

const ASSET = '/assets/index-abc123.js';
const SCRIPT = `export const rows = [${Array.from({ length: 100 }, (_, i) => i).join(', ')}];\n`;
const PAGE = '<!doctype html><div id="root"></div>';

let webDistDir: string;
let t: TestApp;

/** A built web app as the build leaves it: the page, a hashed script and its two compressed copies. */
function writeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'ff-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, ASSET), SCRIPT);
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(SCRIPT));
  return dir;
}

beforeAll(async () => {
  webDistDir = writeWebDist();
  t = await createTestApp({ config: { webDistDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app as the API serves it', () => {
  it('sends a hashed file in brotli when the browser accepts it, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(readFileSync(join(webDistDir, `${ASSET}.br`)))).toBe(true);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(readFileSync(join(webDistDir, `${ASSET}.gz`)))).toBe(true);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE_CACHE);

    const plain = await get(ASSET, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('has the browser revalidate index.html, as a file and as the answer to a page URL', async () => {
    const file = await get('/index.html', { 'accept-encoding': 'br' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    const page = await get('/dashboard/masters/news', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toBe(PAGE);
    expect(page.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('never serves a compressed copy under its own name', async () => {
    const res = await get(`${ASSET}.br`);
    expect(res.rawPayload.equals(readFileSync(join(webDistDir, `${ASSET}.br`)))).toBe(false);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('request log lines', () => {
  it('are at debug level for the web app’s files and at info for the API', async () => {
    const lines: { level: number; msg: string; req?: { url: string } }[] = [];
    const app = Fastify({
      logger: {
        level: 'debug',
        serializers: { req: serializeRequest },
        stream: { write: (line: string) => lines.push(JSON.parse(line)) },
      },
      logController: new RequestLogController(),
    });
    registerErrorHandler(app, PAGE);
    app.get(API_PATHS.modules, async () => ({ ok: true }));
    await registerStaticWeb(app, webDistDir);

    const levelsOf = async (url: string) => {
      lines.length = 0;
      await app.inject({ method: 'GET', url });
      return lines
        .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')
        .map((l) => l.level);
    };
    const [DEBUG, INFO] = [20, 30];
    expect(await levelsOf(ASSET)).toEqual([DEBUG, DEBUG]);
    expect(await levelsOf('/dashboard')).toEqual([DEBUG, DEBUG]);
    expect(await levelsOf(API_PATHS.modules)).toEqual([INFO, INFO]);
    expect(await levelsOf('/api/v1/no-such-route')).toEqual([INFO, INFO]);
    await app.close();
  });
});
