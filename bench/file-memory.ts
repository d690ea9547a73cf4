import { request } from 'node:http';
import { users } from '@fastforward/api/src/db/schema';
import { API_PATHS, FILE_PATHS, type StoredFile } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { startApp } from './lib/app-under-test';
import { fmt, report } from './lib/stats';

const MB = 1_000_000;
const ZIP_FILES = 50;
const ZIP_FILE_BYTES = 1 * MB;
const UPLOAD_BYTES = 100 * MB;
/** Bytes sent or read per write: the client holds no more than this. */
const CHUNK = 64 * 1024;

/** Peak resident memory while `work` runs, sampled every 2 ms, above what it was before. */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return peak - baseline;
}

/** A body of `size` bytes that starts like a PDF, written chunk by chunk (never whole in memory). */
function* pdfLikeChunks(size: number): Generator<Buffer> {
  const head = Buffer.from('%PDF-1.7\n');
  const filler = Buffer.alloc(CHUNK, 0x20);
  yield head;
  for (let left = size - head.length; left > 0; left -= CHUNK)
    yield left >= CHUNK ? filler : filler.subarray(0, left);
}

type Sent = { status: number; body: string };

/** A streamed multipart upload over loopback HTTP, honouring backpressure. */
function upload(url: string, token: string, name: string, size: number): Promise<Sent> {
  const boundary = '----fastforwardbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    const chunks = (function* () {
      yield head;
      yield* pdfLikeChunks(size);
      yield tail;
    })();
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** Downloads the zip and counts its bytes without keeping them. */
function downloadZip(url: string, token: string, fileIds: number[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      if (res.statusCode !== 200) reject(new Error(`zip answered ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.once('end', () => resolve(bytes));
    });
    req.end(JSON.stringify({ fileIds }));
  });
}

/**
 * Peak resident memory of the file store over loopback HTTP against the listening app, client in
 * the same process (so the figure is an upper bound for the server): a /downloadZip of 50 files of
 * 1 MB as a ratio to their total size, and the growth during one streamed 100 MB upload.
 */
export async function benchFileMemory() {
  const subject = await startApp();
  try {
    const login = await fetch(`${subject.url}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ffd.admin', password: 'FastForward1' }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const token = login.data.token;
    const [admin] = await subject.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'ffd.admin'));
    if (!admin) throw new Error('ffd.admin not seeded');
    const uploadUrl = `${subject.url}${FILE_PATHS.upload}?ownerType=company&ownerId=${admin.companyId}&fileType=OTHER`;

    const fileIds: number[] = [];
    for (let n = 1; n <= ZIP_FILES; n += 1) {
      const sent = await upload(uploadUrl, token, `document-${n}.pdf`, ZIP_FILE_BYTES);
      if (sent.status !== 201) throw new Error(`upload answered ${sent.status}: ${sent.body}`);
      fileIds.push((JSON.parse(sent.body) as { data: { item: StoredFile } }).data.item.id);
    }
    // Warm the zip path once (code loading, JIT) before measuring.
    await downloadZip(`${subject.url}${FILE_PATHS.downloadZip}`, token, fileIds.slice(0, 2));
    let zipBytes = 0;
    const zipGrowth = await peakGrowth(async () => {
      zipBytes = await downloadZip(`${subject.url}${FILE_PATHS.downloadZip}`, token, fileIds);
    });
    const total = ZIP_FILES * ZIP_FILE_BYTES;
    const zipRatio = zipGrowth / total;
    report(
      'Zip download memory (peak RSS growth ÷ total file size)',
      zipRatio,
      '≤ 0.2',
      zipRatio <= 0.2,
      `${fmt(zipGrowth / MB, 1)} MB for ${ZIP_FILES} × 1 MB files, ${fmt(zipBytes / MB, 1)} MB zip`,
    );

    let status = 0;
    const uploadGrowth = await peakGrowth(async () => {
      status = (await upload(uploadUrl, token, 'large-scan.pdf', UPLOAD_BYTES)).status;
    });
    if (status !== 201) throw new Error(`100 MB upload answered ${status}`);
    const uploadMb = uploadGrowth / MB;
    report(
      'Upload memory (peak RSS growth in MB, 100 MB upload)',
      uploadMb,
      '≤ 32',
      uploadMb <= 32,
      `${fmt(uploadMb, 1)} MB growth while streaming ${UPLOAD_BYTES / MB} MB to storage`,
    );
    return zipRatio;
  } finally {
    await subject.close();
  }
}
