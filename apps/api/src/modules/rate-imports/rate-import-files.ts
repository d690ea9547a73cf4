import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../plugins/storage/storage';

/**
 * Runs `work` on a private local copy of a stored file (the sheet readers and the zip checks
 * take a path; the store may be S3). The copy is removed afterwards, whatever happens.
 */
export async function withLocalCopy<T>(
  storage: Storage,
  storageKey: string,
  extension: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'ff-rate-sheet-'));
  try {
    const path = join(dir, `sheet.${extension}`);
    await pipeline(await storage.get(storageKey), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
