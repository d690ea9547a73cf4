import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '../precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ff-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes a brotli and a gzip copy beside each text file, which unpack to the file', async () => {
    const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i} }`).join(', ')}];\n`;
    writeFileSync(join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<div></div>'.repeat(50)}`);

    await precompressFiles(dir, ['assets/index-abc123.js', 'index.html']);

    const path = join(dir, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 5);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves out images and any copy that would not be smaller', async () => {
    writeFileSync(join(dir, 'assets/logo-abc123.png'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'assets/tiny-abc123.js'), 'x');

    await precompressFiles(dir, ['assets/logo-abc123.png', 'assets/tiny-abc123.js']);

    expect(existsSync(join(dir, 'assets/logo-abc123.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/tiny-abc123.js.gz'))).toBe(false);
  });
});
