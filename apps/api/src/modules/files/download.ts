import type { Readable } from 'node:stream';
import { FILE_KINDS, fileKindOf } from '@fastforward/domain';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type Storage, StorageObjectMissingError } from '../../plugins/storage/storage';

/** RFC 5987 value characters: everything else is percent-encoded. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266: the UTF-8 name in `filename*`, and an ASCII stand-in in `filename` for clients that
 * do not read it (accents dropped, anything else non-ASCII or special as `_`).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** PDFs and images are shown in the page; anything else is saved. */
export const dispositionOf = (contentType: string) => {
  const kind = fileKindOf(contentType);
  return kind && FILE_KINDS[kind].inline ? 'inline' : 'attachment';
};

/** The headers every download carries; the body is the caller's to send. */
export function setDownloadHeaders(
  reply: FastifyReply,
  file: { name: string; contentType: string; sizeBytes?: number },
) {
  reply
    .header('content-type', file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType)
    .header('content-disposition', contentDisposition(dispositionOf(file.contentType), file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.sizeBytes !== undefined) reply.header('content-length', file.sizeBytes);
  return reply;
}

/** A stored object's bytes; a row whose bytes are gone is answered as not found (and logged). */
export async function openStored(storage: Storage, key: string, log: FastifyReply['log']): Promise<Readable> {
  try {
    return await storage.get(key);
  } catch (error) {
    if (!(error instanceof StorageObjectMissingError)) throw error;
    log.error({ key }, 'a file row has no stored bytes');
    throw new AppError('NOT_FOUND', 'File not found');
  }
}

/** Streams a stored file's bytes with the download headers (inline for what a browser shows). */
export async function sendStoredFile(
  storage: Storage,
  reply: FastifyReply,
  row: { storageKey: string; originalName: string; contentType: string; sizeBytes: number },
) {
  const stream = await openStored(storage, row.storageKey, reply.log);
  return setDownloadHeaders(reply, {
    name: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
  }).send(stream);
}
