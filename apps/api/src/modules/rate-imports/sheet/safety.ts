import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import yauzl, { type Entry } from 'yauzl';
import { AppError } from '../../../lib/app-error';
import type { SheetKind } from './sheet-rows';

const MIB = 1024 * 1024;

/** What a rate sheet may be before anything of it is expanded. */
export const SPREADSHEET_LIMITS = {
  /** Everything in the workbook, uncompressed. */
  maxUncompressedBytes: 256 * MIB,
  maxEntries: 10_000,
  /** Uncompressed ÷ compressed, of an entry and of the whole workbook … */
  maxCompressionRatio: 100,
  /** … once it is this large: small parts of any ratio are harmless. */
  ratioFloorBytes: 1 * MIB,
  maxCsvBytes: 128 * MIB,
};
export type SpreadsheetLimits = typeof SPREADSHEET_LIMITS;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

const refuse = (message: string) => AppError.fieldError('file', message);
const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;

/**
 * The kind of rate sheet a file is by its name, else its declared type: .xlsx or .csv. Anything
 * else is refused naming the field; an old .xls gets the way out.
 */
export function detectSheetKind(contentType: string | null | undefined, name: string): SheetKind {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'csv') return 'csv';
  if (extension === 'xls') {
    throw refuse('Excel 97-2003 workbooks (.xls) are not read: save the sheet as .xlsx and upload it again');
  }
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === XLSX_TYPE) return 'xlsx';
  if (type && CSV_TYPES.has(type)) return 'csv';
  throw refuse('A rate sheet must be an .xlsx workbook or a .csv file');
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** "The file is a PNG image …": what the first bytes show, when they show something else. */
async function describeOther(head: Buffer, kind: SheetKind): Promise<string | null> {
  if (head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0) {
    return 'an Excel 97-2003 (.xls) or password-protected workbook: save it as .xlsx without a password';
  }
  const detected = await fileTypeFromBuffer(head);
  if (!detected || (kind === 'xlsx' && (detected.ext === 'zip' || detected.ext === 'xlsx'))) return null;
  return detected.ext === 'xlsx'
    ? 'an .xlsx workbook'
    : `a ${detected.ext.toUpperCase()} file (${detected.mime})`;
}

/**
 * Refuses a rate sheet that would be unsafe to read, before any of it is expanded. An .xlsx is
 * judged by its zip central directory alone (never inflated here): too many entries, unsafe
 * paths, encrypted entries, too much uncompressed data, or a compression ratio only a zip bomb
 * has. The reader then inflates through yauzl, which fails an entry that inflates to more than
 * the size judged here. A CSV must be small enough and text (no NUL bytes).
 */
export async function assertSafeSpreadsheet(
  path: string,
  kind: SheetKind,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<void> {
  const { size } = await stat(path);
  const head = await readHead(path, 4100);
  if (kind === 'csv') return assertSafeCsv(path, size, head, limits);

  const isZip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  if (!isZip) {
    const other = await describeOther(head, kind);
    throw refuse(other ? `The file is ${other}, not an .xlsx workbook` : 'The file is not an .xlsx workbook');
  }

  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw refuse(`The file is not a readable .xlsx workbook (${(error as Error).message})`);
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw refuse(`The workbook has ${zip.entryCount} parts; at most ${limits.maxEntries} are read`);
    }
    let uncompressed = 0;
    let compressed = 0;
    const names = new Set<string>();
    let entries: AsyncIterableIterator<Entry>;
    try {
      entries = zip.eachEntry();
      for await (const entry of entries) {
        assertSafeEntry(entry, limits);
        names.add(entry.fileName);
        uncompressed += entry.uncompressedSize;
        compressed += entry.compressedSize;
        if (uncompressed > limits.maxUncompressedBytes) {
          throw refuse(
            `The workbook expands to more than ${mib(limits.maxUncompressedBytes)}; split the sheet into smaller files`,
          );
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = (error as Error).message;
      if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
        throw refuse(`The workbook holds a part with an unsafe path (${message}); it is not read`);
      }
      throw refuse(`The file is not a readable .xlsx workbook (${message})`);
    }
    if (uncompressed > limits.ratioFloorBytes && uncompressed > compressed * limits.maxCompressionRatio) {
      throw refuse(
        `The workbook expands ${Math.round(uncompressed / Math.max(compressed, 1))} times its size; at most ${limits.maxCompressionRatio} times is read`,
      );
    }
    if (!names.has('[Content_Types].xml') || ![...names].some((name) => /(^|\/)workbook\.xml$/.test(name))) {
      throw refuse('The file is a zip archive but not an .xlsx workbook');
    }
  } finally {
    zip.close();
  }
}

function assertSafeEntry(entry: Entry, limits: SpreadsheetLimits): void {
  const name = entry.fileName;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.split(/[\\/]/).includes('..')) {
    throw refuse(`The workbook holds a part with an unsafe path ('${name}'); it is not read`);
  }
  if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
    throw refuse('The workbook is encrypted; save it without a password and upload it again');
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw refuse(`The workbook uses a compression method (${entry.compressionMethod}) Excel does not write`);
  }
  if (entry.uncompressedSize > limits.maxUncompressedBytes) {
    throw refuse(
      `The workbook part '${name}' expands to ${mib(entry.uncompressedSize)}; at most ${mib(limits.maxUncompressedBytes)} is read`,
    );
  }
  if (
    entry.uncompressedSize > limits.ratioFloorBytes &&
    entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio
  ) {
    throw refuse(
      `The workbook part '${name}' expands ${Math.round(entry.uncompressedSize / Math.max(entry.compressedSize, 1))} times its size; at most ${limits.maxCompressionRatio} times is read`,
    );
  }
}

async function assertSafeCsv(path: string, size: number, head: Buffer, limits: SpreadsheetLimits) {
  if (size > limits.maxCsvBytes) {
    throw refuse(`The CSV file is ${mib(size)}; at most ${mib(limits.maxCsvBytes)} is read`);
  }
  if (head.length >= 2 && (head.readUInt16BE(0) === 0xfffe || head.readUInt16BE(0) === 0xfeff)) {
    throw refuse('The CSV file is saved as UTF-16: save it as "CSV UTF-8" and upload it again');
  }
  const other = await describeOther(head, 'csv');
  if (other) throw refuse(`The file is ${other}, not a CSV file`);
  for await (const chunk of createReadStream(path)) {
    if ((chunk as Buffer).includes(0)) {
      throw refuse(
        'The CSV file holds binary data (NUL bytes): save the sheet as "CSV UTF-8" and upload it again',
      );
    }
  }
}
