import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { COMPANY_SETTINGS_PATHS, FILE_COLLECTIONS, type StoredFile } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../plugins/storage/local-storage';
import { newStorageKey, type Storage, StorageObjectMissingError } from '../../../plugins/storage/storage';
import { BUSINESS_ADMIN_PERMISSIONS, createUser, type TestUser } from '../../../test/factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makePdf, makePng, multipartBody, padTo, type UploadFile } from './file-fixtures';

type Driver = { storage: Storage; close(): Promise<void> };

async function startLocal(): Promise<Driver> {
  const dir = mkdtempSync(join(tmpdir(), 'ff-storage-test-'));
  const storage = createLocalStorage(dir);
  return { storage, close: async () => rmSync(dir, { recursive: true, force: true }) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** `bytes` as a stream of 256 KiB chunks, failing with `error` after `failAfter` chunks when given. */
function chunked(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0, n = 0; at < bytes.length; at += 256 * 1024, n += 1) {
        if (n === failAfter) throw new Error('client went away');
        yield bytes.subarray(at, at + 256 * 1024);
      }
    })(),
    { objectMode: false },
  );
}

// The same suite on both drivers: files on disk, and S3 over HTTP against a real S3-speaking server.
describe.each([
  ['local disk', startLocal],
  ['S3 (s3rver)', startS3Server],
])('%s storage', (_name, start) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  const key = () => newStorageKey(7, new Date('2026-11-24T10:00:00Z'));

  it('stores, sizes, serves, lists and deletes an object; a large one goes up in parts', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const k = key();
    expect(k).toMatch(/^7\/2026\/11\/[0-9a-f-]{36}$/);
    expect(await storage.put(k, chunked(bytes))).toEqual({ sizeBytes: bytes.length });
    expect(await storage.head(k)).toEqual({ sizeBytes: bytes.length });
    expect(sha256(await readAll(await storage.get(k)))).toBe(sha256(bytes));
    expect(await storage.list()).toContain(k);
    await storage.delete(k);
    expect(await storage.head(k)).toBeNull();
    expect(await storage.list()).not.toContain(k);
    await expect(storage.get(k)).rejects.toBeInstanceOf(StorageObjectMissingError);
    await storage.delete(k);
  });

  it('leaves nothing behind when the stream fails midway, small or in parts', async () => {
    const before = await storage.list();
    for (const [size, failAfter] of [
      [1024 * 1024, 2],
      [12 * 1024 * 1024, 30],
    ] as const) {
      const k = key();
      await expect(storage.put(k, chunked(randomBytes(size), failAfter))).rejects.toThrow('client went away');
      expect(await storage.head(k)).toBeNull();
    }
    expect((await storage.list()).sort()).toEqual(before.sort());
  });

  it('refuses any key it did not make', async () => {
    for (const bad of ['../../etc/passwd', '/etc/passwd', '7/2026/11/../../x', 'a\\b', '']) {
      await expect(storage.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow('Not a storage key');
      await expect(storage.get(bad)).rejects.toThrow('Not a storage key');
    }
  });

  describe('behind the app', () => {
    let t: TestApp;
    let admin: TestUser;
    beforeAll(async () => {
      t = await createTestApp({ storage });
      admin = await createUser(t, { permissions: BUSINESS_ADMIN_PERMISSIONS });
    });
    afterAll(async () => {
      await t.close();
    });

    const upload = (collection: string, file: UploadFile) => {
      const body = multipartBody(file);
      return t.app.inject({
        method: 'PUT',
        url: `${COMPANY_SETTINGS_PATHS.documents}/${collection}`,
        headers: { ...t.bearer(admin.token), ...body.headers },
        payload: body.payload,
      });
    };

    it('uploads, serves and replaces a file, deleting the replaced bytes', async () => {
      const pdf = await makePdf('stored on this driver');
      const first = expectItem<{ documents: { CRD: StoredFile } }>(
        await upload('CRD', { name: 'a.pdf', bytes: pdf }),
      ).documents.CRD;
      const res = await t.app.inject({
        method: 'GET',
        url: first.downloadUrl,
        headers: t.bearer(admin.token),
      });
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(first.sha256).toBe(sha256(pdf));
      const second = expectItem<{ documents: { CRD: StoredFile } }>(
        await upload('CRD', { name: 'b.png', bytes: makePng() }),
      ).documents.CRD;
      const keys = await storage.list();
      expect(keys).toContain(second.path.slice('/storage/'.length));
      expect(keys).not.toContain(first.path.slice('/storage/'.length));
    });

    it('refuses one byte over the limit with 413 and keeps nothing of it', async () => {
      const rows = await countRows(t.db);
      const objects = await storage.list();
      const tooBig = padTo(makePng(), FILE_COLLECTIONS.CL.maxBytes + 1);
      expectFieldError(await upload('CL', { name: 'big.png', bytes: tooBig }), 413, 'file');
      expectFieldError(await upload('CL', { name: 'fake.png', bytes: await makePdf() }), 415, 'file');
      expect(await countRows(t.db)).toEqual(rows);
      expect((await storage.list()).sort()).toEqual(objects.sort());
    });
  });
});
