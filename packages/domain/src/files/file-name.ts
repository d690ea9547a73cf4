import { FILE_KINDS, type FileKind } from './codes';

/** Longest stored file name, in characters (code points), extension included. */
export const FILE_NAME_MAX_LENGTH = 120;

/** What a name becomes when nothing usable is left of it. */
export const FALLBACK_FILE_NAME = 'file';

/**
 * Characters that change how a name displays or where it points: C0/C1 controls (NUL, CR, LF …),
 * bidirectional overrides, embeddings, isolates and marks (a right-to-left override makes
 * "invoice‮fdp.exe" look like "invoiceexe.pdf"), zero-width characters, the BOM, soft hyphen and
 * the line and paragraph separators.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;
/** Reserved in file names on Windows, and the quote that would end a header's quoted string. */
const RESERVED = /[<>:"|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/**
 * The name a file is kept and downloaded under: the last path segment of what the browser sent,
 * without controls or invisible characters, without leading dots (no `..`, no hidden files),
 * at most FILE_NAME_MAX_LENGTH characters with the extension kept. Idempotent.
 */
export function sanitizeFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  let clean = lastSegment
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .replace(/[\s.]+$/u, '');
  if (clean === '') return FALLBACK_FILE_NAME;
  const stem = clean.split('.')[0] ?? '';
  if (WINDOWS_DEVICE.test(stem)) clean = `_${clean}`;
  return truncateKeepingExtension(clean, FILE_NAME_MAX_LENGTH);
}

function truncateKeepingExtension(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = Array.from(name.slice(0, name.length - extension.length));
  return `${stem
    .slice(0, max - extension.length)
    .join('')
    .replace(/[\s.]+$/u, '')}${extension}`;
}

/** The extension of a name, lower-case, without the dot ('' when it has none). */
export const extensionOf = (name: string): string => EXTENSION.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A sanitised name whose extension matches the kind its bytes were found to be: "scan.jpeg" stays,
 * "report.exe" holding a PDF becomes "report.exe.pdf", so a saved download opens as what it is.
 */
export function fileNameForKind(name: string, kind: FileKind): string {
  const safe = sanitizeFileName(name);
  const extensions: readonly string[] = FILE_KINDS[kind].extensions;
  if (extensions.includes(extensionOf(safe))) return safe;
  const extension = `.${extensions[0]}`;
  const stem = Array.from(safe)
    .slice(0, FILE_NAME_MAX_LENGTH - extension.length)
    .join('');
  return `${stem}${extension}`;
}
