import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../plugins/storage/s3-storage';

/**
 * A real S3-speaking server (s3rver) on a loopback port with its data in a temporary directory,
 * and the app's S3 driver pointed at it: the S3 code path runs against HTTP, not a mock.
 */
export async function startS3Server(bucket = 'fastforward-test') {
  const directory = mkdtempSync(join(tmpdir(), 'ff-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed test credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  return {
    storage,
    async close() {
      await storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
