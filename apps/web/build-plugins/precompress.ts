import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file in `dir`, at the highest levels
 * (the cost is paid once per build, not per request); a variant that would not be smaller is left
 * out, and the server then sends the file as it is.
 */
export async function precompressFiles(dir: string, fileNames: readonly string[]) {
  await Promise.all(
    fileNames
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const path = join(dir, name);
        const source = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < source.length) await writeFile(`${path}.br`, br);
        if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
      }),
  );
}

/**
 * Precompresses the build's output, for the API's static files (`preCompressed`): brotli and gzip
 * at build time, so no request pays for compressing (docs/decisions.md).
 */
export function precompress(): Plugin {
  return {
    name: 'fastforward:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
