import { resolve } from 'node:path';
import type { Env } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else files on disk under DATA_DIR/storage (PRODUCT §7). */
export function storageFromEnv(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(resolve(env.DATA_DIR, 'storage'));
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
