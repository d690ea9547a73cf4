import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { extensionOf, type FileKind, fileKindOf } from '@fastforward/domain';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../plugins/storage/storage';
import type { FileRow } from './files.service';

/** Kinds that are compressed already: deflating them again costs CPU and saves nothing. */
const COMPRESSED = new Set<FileKind>(['pdf', 'png', 'jpeg', 'webp', 'docx', 'xlsx']);

/** "a.pdf", "a.pdf" → "a.pdf", "a (2).pdf": a zip with two entries of one name loses one when unpacked. */
function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const extension = extensionOf(name) ? `.${name.split('.').pop()}` : '';
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A zip of the files, produced while it is sent: one stored object is open at a time and each
 * flows through with backpressure, so memory stays flat whatever the total size. Entry names are
 * the files' sanitised names (no path parts). A failure midway aborts the stream (the client
 * sees a broken download, never a short zip that looks complete).
 */
export function zipFiles(storage: Storage, rows: readonly FileRow[], log: FastifyBaseLogger): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const names = uniqueNames(rows.map((row) => row.originalName));
  void (async () => {
    for (const [index, row] of rows.entries()) {
      const kind = fileKindOf(row.contentType);
      const source = await storage.get(row.storageKey);
      const entered = once(archive, 'entry');
      archive.append(source, {
        name: names[index] ?? `file-${row.id}`,
        date: row.createdAt,
        store: kind !== undefined && COMPRESSED.has(kind),
      });
      await entered;
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'zip download failed midway');
    archive.destroy(error as Error);
  });
  return archive;
}
