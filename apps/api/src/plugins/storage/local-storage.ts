import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage, StorageObjectMissingError } from './storage';

/** Unfinished uploads are written here and renamed into place only when complete. */
const PARTIAL_DIR = '.partial';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/storage by default), one per key. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // Belt and braces: the key pattern already keeps every path inside the root.
    if (!path.startsWith(base + sep)) throw new Error(`Key outside the storage root: ${key}`);
    return path;
  };

  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const found = await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? walk(path) : [relative(base, path).split(sep).join('/')];
      }),
    );
    return found.flat();
  };

  return {
    driver: 'local',
    async put(key, body) {
      const target = pathOf(key);
      const partial = join(base, PARTIAL_DIR, randomUUID());
      await mkdir(dirname(partial), { recursive: true });
      let sizeBytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await mkdir(dirname(target), { recursive: true });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { sizeBytes };
    },
    async get(key) {
      const path = pathOf(key);
      const stream = createReadStream(path);
      // Open before answering, so a missing file is an error here and not mid-response.
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', (error) => fail(isMissing(error) ? new StorageObjectMissingError(key) : error));
      });
      return stream;
    },
    async head(key) {
      try {
        return { sizeBytes: (await stat(pathOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    // Stored objects only: an unfinished upload is no object, whatever state its partial file is in.
    list: async () => (await walk(base)).filter((key) => !key.startsWith(`${PARTIAL_DIR}/`)),
    async close() {},
  };
}
