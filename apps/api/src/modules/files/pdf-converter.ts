import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { FILE_KINDS, type FileKind, fileKindOf } from '@fastforward/domain';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../plugins/storage/storage';
import type { FileRow } from './files.service';

/** A PDF ready to send; `cleanup` removes what the conversion left on disk once it is sent. */
export type ConvertedPdf = { stream: Readable; sizeBytes: number; cleanup(): Promise<void> };

const OFFICE_KINDS = new Set<FileKind>(['docx', 'doc', 'xlsx', 'xls', 'csv']);
/** An image is read whole to embed it: larger ones are refused rather than held in memory. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** LibreOffice on a loaded two-core machine needs ~10 s cold; past this the process is killed. */
const CONVERSION_TIMEOUT_MS = 120_000;
/** Each LibreOffice run takes a core and ~200 MB: at most this many at once per process. */
const MAX_PARALLEL_CONVERSIONS = 2;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;

let running = 0;
const waiting: (() => void)[] = [];
async function withConversionSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_CONVERSIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      stream.destroy();
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Images over ${limit / 1024 / 1024} MB cannot be converted to PDF`,
      );
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** One A4 page (turned to fit the image's shape) with the image centred, scaled down to fit. */
async function imageToPdf(bytes: Buffer, kind: 'png' | 'jpeg'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = kind === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const landscape = image.width > image.height;
  const page = pdf.addPage(landscape ? [A4.height, A4.width] : [A4.width, A4.height]);
  const { width, height } = page.getSize();
  const scale = Math.min(1, (width - 2 * MARGIN) / image.width, (height - 2 * MARGIN) / image.height);
  const drawn = image.scale(scale);
  page.drawImage(image, { x: (width - drawn.width) / 2, y: (height - drawn.height) / 2, ...drawn });
  return Buffer.from(await pdf.save());
}

function run(command: string, args: string[], timeoutMs: number): Promise<'done' | 'timeout'> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout ends soffice.bin and not only its launcher script.
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve('timeout');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve('done');
    });
  });
}

/** Office documents and CSV through LibreOffice headless, in a directory of its own. */
async function officeToPdf(
  storage: Storage,
  row: FileRow,
  kind: FileKind,
  soffice: string,
): Promise<ConvertedPdf> {
  return withConversionSlot(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ff-convert-'));
    const cleanup = () => rm(dir, { recursive: true, force: true });
    try {
      const input = join(dir, `input.${FILE_KINDS[kind].extensions[0]}`);
      await pipeline(await storage.get(row.storageKey), createWriteStream(input));
      const outDir = join(dir, 'out');
      const args = [
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        // A profile per run: two runs sharing one block each other.
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        // CSV: comma-separated, double-quoted, UTF-8 (76), first line as text.
        ...(kind === 'csv' ? ['--infilter=CSV:44,34,76,1'] : []),
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        input,
      ];
      if ((await run(soffice, args, CONVERSION_TIMEOUT_MS)) === 'timeout') {
        throw new AppError('SERVICE_UNAVAILABLE', 'The conversion to PDF took too long; try again later');
      }
      const produced = (await readdir(outDir).catch(() => [])).find((name) => name.endsWith('.pdf'));
      if (!produced) throw new AppError('BAD_REQUEST', 'This document could not be converted to PDF');
      const output = join(outDir, produced);
      return { stream: createReadStream(output), sizeBytes: (await stat(output)).size, cleanup };
    } catch (error) {
      await cleanup();
      throw error;
    }
  });
}

const inMemory = (bytes: Buffer): ConvertedPdf => ({
  stream: Readable.from([bytes]),
  sizeBytes: bytes.length,
  cleanup: async () => {},
});

/**
 * The file as a PDF: a PDF as it is, PNG and JPEG images on an A4 page (pdf-lib), office documents
 * and CSV through LibreOffice when it is installed (501 naming it when not). WebP is refused: no
 * converter here reads it.
 */
export async function convertToPdf(
  storage: Storage,
  row: FileRow,
  options: { sofficePath: string | null },
): Promise<ConvertedPdf> {
  const kind = fileKindOf(row.contentType);
  if (kind === 'pdf') {
    return { stream: await storage.get(row.storageKey), sizeBytes: row.sizeBytes, cleanup: async () => {} };
  }
  if (kind === 'png' || kind === 'jpeg') {
    return inMemory(
      await imageToPdf(await readAll(await storage.get(row.storageKey), MAX_IMAGE_BYTES), kind),
    );
  }
  if (kind && OFFICE_KINDS.has(kind)) {
    if (!options.sofficePath) {
      throw new AppError(
        'NOT_IMPLEMENTED',
        'Converting office documents to PDF needs LibreOffice (soffice), which is not installed on this server',
      );
    }
    return officeToPdf(storage, row, kind, options.sofficePath);
  }
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `A ${FILE_KINDS[kind ?? 'csv'].label} cannot be converted to PDF`,
  );
}
