import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type Storage, StorageObjectMissingError } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); AWS itself when absent. */
  endpoint?: string;
  /** Without them the SDK's own chain (environment, instance role) supplies credentials. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Most S3-compatible servers want `https://host/bucket/key` rather than a bucket host name. */
  forcePathStyle: boolean;
};

/** 5 MiB is S3's smallest multipart part: two in flight bound an upload's memory to ~10 MiB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** Objects in one bucket of S3 or an S3-compatible server; large uploads go up in parts. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
    // default (trailing CRC checksums on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };

  return {
    driver: 's3',
    async put(key, body) {
      let sizeBytes = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            sizeBytes += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // A failing source must fail the upload (pipe alone would leave it waiting), and its error
      // is the one to report, not the abort that follows it.
      let sourceError: unknown = null;
      body.once('error', (error) => {
        sourceError = error;
        counted.destroy(error);
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: counted },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted, so no parts are left behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
      return { sizeBytes };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StorageObjectMissingError(key);
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { sizeBytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async close() {
      client.destroy();
    },
  };
}
