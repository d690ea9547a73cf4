import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_FILE_TYPES,
  acceptOf,
  acceptsKind,
  canUploadFileType,
  FILE_COLLECTIONS,
  MAX_FILE_BYTES,
} from '../codes';
import { FALLBACK_FILE_NAME, FILE_NAME_MAX_LENGTH, fileNameForKind, sanitizeFileName } from '../file-name';

// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff/\\<>:"|?*]/u;

describe('sanitizeFileName', () => {
  it.each([
    ['invoice.pdf', 'invoice.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['/absolute/path/scan.png', 'scan.png'],
    ['..', FALLBACK_FILE_NAME],
    ['.hidden.pdf', 'hidden.pdf'],
    ['a\u0000b.pdf', 'ab.pdf'],
    ['evil\r\nSet-Cookie: x.pdf', 'evilSet-Cookie_ x.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u200Finvoice\u200E.pdf', 'invoice.pdf'],
    ['zero\u200Bwidth\uFEFF.pdf', 'zerowidth.pdf'],
    ['quote"name.pdf', 'quote_name.pdf'],
    ['  spaced   out  .pdf ', 'spaced out .pdf'],
    ['CON.pdf', '_CON.pdf'],
    ['Ünïcödé 文件.pdf', 'Ünïcödé 文件.pdf'],
    ['', FALLBACK_FILE_NAME],
    ['\u202E\u200B', FALLBACK_FILE_NAME],
  ])('%j → %j', (input, expected) => expect(sanitizeFileName(input)).toBe(expected));

  it('caps a 300-character name and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.docx`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const name = sanitizeFileName(`${'😀'.repeat(200)}.pdf`);
    expect(name.endsWith('😀.pdf')).toBe(true);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('always answers a safe, short, idempotent name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (input) => {
        const name = sanitizeFileName(input);
        expect(name).not.toBe('');
        expect(name).not.toMatch(UNSAFE);
        expect(name.startsWith('.')).toBe(false);
        expect(Array.from(name).length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
        expect(sanitizeFileName(name)).toBe(name);
      }),
    );
  });
});

describe('fileNameForKind', () => {
  it.each([
    ['scan.jpeg', 'jpeg', 'scan.jpeg'],
    ['scan.JPG', 'jpeg', 'scan.JPG'],
    ['report.exe', 'pdf', 'report.exe.pdf'],
    ['noextension', 'png', 'noextension.png'],
    ['', 'pdf', 'file.pdf'],
  ] as const)('%j as %s → %j', (input, kind, expected) =>
    expect(fileNameForKind(input, kind)).toBe(expected),
  );

  it('stays within the length cap when an extension is added', () => {
    const name = fileNameForKind(`${'b'.repeat(300)}.exe`, 'pdf');
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('collections and additional file types', () => {
  it('take sheets only as additional documents, and a logo only as an image', () => {
    expect(acceptsKind('additional_documents', 'csv')).toBe(true);
    expect(acceptsKind('CRD', 'csv')).toBe(false);
    expect(acceptsKind('CL', 'pdf')).toBe(false);
    expect(acceptsKind('CL', 'png')).toBe(true);
    expect(acceptOf('CL')).toBe('image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp');
  });

  it('caps the parser at the largest collection', () => {
    expect(MAX_FILE_BYTES).toBe(Math.max(...Object.values(FILE_COLLECTIONS).map((c) => c.maxBytes)));
  });

  it('needs the upload permission of every type but OTHER', () => {
    expect(canUploadFileType([], 'OTHER')).toBe(true);
    expect(canUploadFileType([], 'CSHT')).toBe(false);
    expect(canUploadFileType(['upload-cost-sheet|Documentation'], 'CSHT')).toBe(true);
    expect(canUploadFileType(['upload-cost-sheet|Documentation'], 'DN')).toBe(false);
    expect(ADDITIONAL_FILE_TYPES['LC/TT'].uploadPermission).toBe('upload-lc-tt|Documentation');
  });
});
