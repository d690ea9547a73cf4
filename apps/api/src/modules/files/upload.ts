import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  acceptsKind,
  FILE_COLLECTIONS,
  FILE_KINDS,
  type FileCollection,
  type FileKind,
  fileKindOf,
  fileNameForKind,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';
import { newStorageKey, type Storage } from '../../plugins/storage/storage';

/** A file whose bytes are stored and checked; its row is not written yet. */
export type ReceivedFile = {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

/** What an upload route may look at before the bytes are stored. */
export type UploadedPart = { fields: Record<string, string>; fileName: string };

/** Enough of the start of a file for its type to be told (OOXML needs its first zip entries). */
const SAMPLE_BYTES = 64 * 1024;

const MiB = 1024 * 1024;
const sizeText = (bytes: number) =>
  `${Number.isInteger(bytes / MiB) ? bytes / MiB : (bytes / MiB).toFixed(1)} MB`;

const unsupported = (collection: FileCollection) => {
  const kinds = FILE_COLLECTIONS[collection].kinds.map((k) => FILE_KINDS[k].label).join(', ');
  const message = `This file's type is not accepted here. Upload one of: ${kinds}`;
  return new AppError('UNSUPPORTED_MEDIA_TYPE', message, {
    errors: [{ field: UPLOAD_FIELD, defaultMessage: message }],
  });
};

const tooLarge = (collection: FileCollection) => {
  const { label, maxBytes } = FILE_COLLECTIONS[collection];
  const message = `The file is too large: a ${label.toLowerCase()} may be at most ${sizeText(maxBytes)}`;
  return new AppError('PAYLOAD_TOO_LARGE', message, {
    errors: [{ field: UPLOAD_FIELD, defaultMessage: message }],
  });
};

/**
 * Checks that follow the whole stream, for kinds the first bytes cannot settle: `push` sees every
 * chunk in order, `finish` answers the kind (or throws 415) once the file has ended.
 */
type StreamCheck = { push(chunk: Buffer): void; finish(): FileKind };

/** CSV has no signature: it is accepted when it is UTF-8 text without control characters. */
function csvCheck(collection: FileCollection): StreamCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
  const check = (text: string) => {
    if (controls.test(text)) throw unsupported(collection);
  };
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw unsupported(collection);
    }
  };
  return {
    push: (chunk) => check(decode(chunk)),
    finish: () => {
      check(decode());
      return 'csv';
    },
  };
}

/**
 * Legacy Office files are OLE compound files ("cfb"): a Word document holds a stream named
 * WordDocument, an Excel workbook one named Workbook (Book in Excel 5). Stream names sit in
 * 128-byte directory entries, which start at multiples of 128 in the file; a name is taken only
 * there, with the name-length field that goes with it, so text inside a document cannot pass.
 */
function cfbCheck(collection: FileCollection): StreamCheck {
  const ENTRY = 128;
  const utf16 = (name: string) => Buffer.from(`${name}\u0000`, 'utf16le');
  const names = [
    { kind: 'doc', name: utf16('WordDocument') },
    { kind: 'xls', name: utf16('Workbook') },
    { kind: 'xls', name: utf16('Book') },
  ] as const;
  const found = new Set<FileKind>();
  let carry = Buffer.alloc(0);
  let carryOffset = 0;
  return {
    push(chunk) {
      const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let at = (ENTRY - (carryOffset % ENTRY)) % ENTRY;
      for (; at + ENTRY <= buffer.length; at += ENTRY) {
        for (const { kind, name } of names) {
          if (
            buffer.readUInt16LE(at + 64) === name.length &&
            buffer.subarray(at, at + name.length).equals(name)
          ) {
            found.add(kind);
          }
        }
      }
      carry = Buffer.from(buffer.subarray(at));
      carryOffset += at;
    },
    finish() {
      const kind = found.has('doc') ? 'doc' : found.has('xls') ? 'xls' : undefined;
      if (!kind || !acceptsKind(collection, kind)) throw unsupported(collection);
      return kind;
    },
  };
}

/**
 * A zip whose first entries do not tell its kind: an Office Open XML file says what it is by the
 * part only its kind has (xl/workbook.xml, word/document.xml), and streaming writers (exceljs's
 * among them) put that part, and [Content_Types].xml, after the sheets. The names are read from
 * the zip's local headers as the file streams by; the readers check the whole structure later.
 */
function ooxmlCheck(collection: FileCollection): StreamCheck {
  const SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  const HEADER = 30;
  // Longer "names" are compressed bytes that happen to look like a header.
  const NAME_MAX = 256;
  const parts = [
    { kind: 'xlsx', name: 'xl/workbook.xml' },
    { kind: 'docx', name: 'word/document.xml' },
  ] as const;
  const found = new Set<FileKind>();
  let carry = Buffer.alloc(0);
  return {
    push(chunk) {
      const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let at = buffer.indexOf(SIGNATURE);
      let keepFrom = Math.max(0, buffer.length - (SIGNATURE.length - 1));
      while (at !== -1) {
        if (at + HEADER > buffer.length) {
          keepFrom = at;
          break;
        }
        const nameLength = buffer.readUInt16LE(at + 26);
        if (nameLength <= NAME_MAX) {
          if (at + HEADER + nameLength > buffer.length) {
            keepFrom = at;
            break;
          }
          const name = buffer.toString('latin1', at + HEADER, at + HEADER + nameLength);
          for (const part of parts) if (name === part.name) found.add(part.kind);
        }
        at = buffer.indexOf(SIGNATURE, at + SIGNATURE.length);
      }
      carry = Buffer.from(buffer.subarray(keepFrom));
    },
    finish() {
      const kind = parts.find((part) => found.has(part.kind) && acceptsKind(collection, part.kind))?.kind;
      if (!kind) throw unsupported(collection);
      return kind;
    },
  };
}

/** The kind the first bytes show, or the check that will tell it; 415 when the collection takes neither. */
async function inspect(head: Buffer, collection: FileCollection): Promise<FileKind | StreamCheck> {
  const detected = await fileTypeFromBuffer(head);
  if (detected?.mime === 'application/x-cfb') {
    if (acceptsKind(collection, 'doc') || acceptsKind(collection, 'xls')) return cfbCheck(collection);
    throw unsupported(collection);
  }
  if (!detected) {
    if (acceptsKind(collection, 'csv')) return csvCheck(collection);
    throw unsupported(collection);
  }
  if (detected.mime === 'application/zip') {
    if (acceptsKind(collection, 'xlsx') || acceptsKind(collection, 'docx')) return ooxmlCheck(collection);
    throw unsupported(collection);
  }
  const kind = fileKindOf(detected.mime);
  if (!kind || !acceptsKind(collection, kind)) throw unsupported(collection);
  return kind;
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

/**
 * Browsers escape a file name's line breaks and quotes as %0D, %0A and %22 (HTML standard,
 * multipart/form-data): undone here so that sanitising removes what they stood for. (A raw line
 * break in a part header is refused by the multipart parser itself: that part is never a file.)
 */
const decodeFormFileName = (name: string) =>
  name.replace(/%0A|%0D|%22/gi, (escaped) => String.fromCharCode(Number.parseInt(escaped.slice(1), 16)));

/** The text fields of a form (a field sent twice: its first value). */
function textFieldsOf(fields: MultipartFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  return values;
}

/** The multipart plugin's own refusals, in the envelope with the file field named. */
function mapPluginError(error: unknown, collection: FileCollection): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(collection);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.fieldError(UPLOAD_FIELD, 'Send one file at a time');
  }
  return error;
}

/**
 * Streams the request's file (multipart part `file`) into storage under a new key of `companyId`:
 * its kind decided by its bytes (415 when the collection does not take it), its size held to the
 * collection's limit while it arrives (one byte over: 413), its SHA-256 computed on the way. The
 * file never sits whole in memory. When it is refused, nothing stays in storage.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: {
    storage: Storage;
    collection: FileCollection;
    companyId: number;
    now: Date;
    /**
     * Sees the form's text fields sent before the file (a browser sends them in the order they
     * were appended) and the file's name as sent, before any byte is stored; it may throw to
     * refuse the upload.
     */
    beforeStore?: (part: UploadedPart) => void | Promise<void>;
  },
): Promise<ReceivedFile> {
  const { storage, collection } = options;
  const { maxBytes } = FILE_COLLECTIONS[collection];
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the field '${UPLOAD_FIELD}'`,
      {
        errors: [{ field: UPLOAD_FIELD, defaultMessage: 'Choose a file to upload' }],
      },
    );
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch (error) {
    throw mapPluginError(error, collection);
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw AppError.fieldError(UPLOAD_FIELD, 'Choose a file to upload');
  }
  if (options.beforeStore) {
    try {
      await options.beforeStore({
        fields: textFieldsOf(part.fields),
        fileName: decodeFormFileName(part.filename ?? ''),
      });
    } catch (error) {
      part.file.resume();
      throw error;
    }
  }
  const source = part.file;
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let refusal: unknown = null;
  const refuse = (error: unknown) => {
    refusal = mapPluginError(error, collection);
    // Read and drop the rest in the background, so the request ends and the answer reaches the client.
    void (async () => {
      for (let next = await chunks.next(); !next.done; next = await chunks.next());
    })().catch(() => undefined);
    return refusal;
  };

  let inspected: FileKind | StreamCheck;
  let head: Buffer;
  let ended: boolean;
  try {
    ({ head, ended } = await readHead(chunks));
    if (head.length === 0) throw AppError.fieldError(UPLOAD_FIELD, 'The file is empty');
    inspected = await inspect(head, collection);
  } catch (error) {
    throw refuse(error);
  }

  const hash = createHash('sha256');
  const check = typeof inspected === 'string' ? null : inspected;
  let kind: FileKind | null = typeof inspected === 'string' ? inspected : null;
  let sizeBytes = 0;
  const take = (chunk: Buffer) => {
    sizeBytes += chunk.length;
    if (sizeBytes > maxBytes) throw tooLarge(collection);
    hash.update(chunk);
    check?.push(chunk);
    return chunk;
  };
  async function* body() {
    try {
      yield take(head);
      if (!ended) {
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield take(next.value);
      }
      if (check) kind = check.finish();
    } catch (error) {
      throw refuse(error);
    }
  }

  const storageKey = newStorageKey(options.companyId, options.now);
  try {
    await storage.put(storageKey, Readable.from(body(), { objectMode: false }));
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw refusal ?? error;
  }
  if (!kind) throw new Error('upload ended without a kind');
  return {
    storageKey,
    originalName: fileNameForKind(decodeFormFileName(part.filename ?? ''), kind),
    contentType: FILE_KINDS[kind].contentType,
    sizeBytes,
    sha256: hash.digest('hex'),
  };
}
