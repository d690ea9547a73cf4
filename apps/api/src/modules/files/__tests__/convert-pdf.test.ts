import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_PATHS, type StoredFile } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExecutable } from '../../../lib/executables';
import { BUSINESS_ADMIN_PERMISSIONS, createUser, type TestUser } from '../../../test/factories';
import { expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeDocx, makePdf, makePng, multipartBody, type UploadFile } from './file-fixtures';

const PATH = process.env.PATH ?? '';
const pdftoppm = findExecutable('pdftoppm', PATH);
const pdftotext = findExecutable('pdftotext', PATH);
const soffice = findExecutable('soffice', PATH);
// CI installs LibreOffice and poppler (.ci/run): there the conversion test never skips.
const canRender = process.env.CI === 'true' || (pdftoppm !== null && soffice !== null);

/** Renders the PDF's first page with pdftoppm and answers the PNG. */
function renderFirstPage(pdf: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'ff-render-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync(pdftoppm ?? 'pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '40',
      '-png',
      join(dir, 'in.pdf'),
      join(dir, 'page'),
    ]);
    const page = readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'));
    if (!page) throw new Error('pdftoppm rendered no page');
    return readFileSync(join(dir, page));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF's first page (pdftotext, poppler's too). */
function firstPageText(pdf: Buffer): string {
  return execFileSync(pdftotext ?? 'pdftotext', ['-f', '1', '-l', '1', '-', '-'], { input: pdf }).toString();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('POST /convertPdf', () => {
  let t: TestApp;
  let admin: TestUser;
  let rival: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { permissions: BUSINESS_ADMIN_PERMISSIONS });
    rival = await createUser(t, { permissions: BUSINESS_ADMIN_PERMISSIONS });
  });
  afterAll(() => t.close());

  const store = async (app: TestApp, user: TestUser, file: UploadFile) => {
    const body = multipartBody(file);
    const res = await app.app.inject({
      method: 'POST',
      url: `${FILE_PATHS.upload}?ownerType=company&ownerId=${user.company.id}&fileType=OTHER`,
      headers: { ...app.bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    return expectItem<StoredFile>(res, 201);
  };
  const convert = (app: TestApp, user: TestUser, fileId: number) =>
    app.app.inject({
      method: 'POST',
      url: FILE_PATHS.convertPdf,
      headers: app.bearer(user.token),
      payload: { fileId },
    });

  it.skipIf(!canRender)(
    'turns a .docx (LibreOffice) and a .png (pdf-lib) into PDFs whose first page renders',
    async () => {
      for (const file of [
        {
          name: 'Offer letter.docx',
          bytes: makeDocx('Quotation for 2 x 40HC Jebel Ali to Rotterdam'),
          text: 'Jebel Ali',
        },
        { name: 'stamp.png', bytes: makePng(64), text: '' },
      ]) {
        const stored = await store(t, admin, file);
        const res = await convert(t, admin, stored.id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"/);
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const page = renderFirstPage(res.rawPayload);
        expect(page.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
        expect(firstPageText(res.rawPayload)).toContain(file.text);
      }
    },
    180_000,
  );

  it('answers a PDF as it is, refuses WebP (415) and another company’s file (404)', async () => {
    const pdf = await makePdf('already a PDF');
    const stored = await store(t, admin, { name: 'a.pdf', bytes: pdf });
    const res = await convert(t, admin, stored.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(64),
    ]);
    const image = await store(t, admin, { name: 'photo.webp', bytes: webp });
    expect(image.contentType).toBe('image/webp');
    const refused = await convert(t, admin, image.id);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('A WebP image cannot be converted to PDF');

    const hidden = await convert(t, rival, stored.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('already a PDF');
  });

  it('names the missing converter with 501 when LibreOffice is not installed, and still converts images', async () => {
    const bare = await createTestApp({ config: { sofficePath: null } });
    try {
      const user = await createUser(bare, { permissions: BUSINESS_ADMIN_PERMISSIONS });
      const docx = await store(bare, user, { name: 'letter.docx', bytes: makeDocx() });
      const res = await convert(bare, user, docx.id);
      expect(res.statusCode).toBe(501);
      expect(res.json().message).toBe(
        'Converting office documents to PDF needs LibreOffice (soffice), which is not installed on this server',
      );
      const png = await store(bare, user, { name: 'a.png', bytes: makePng() });
      const converted = await convert(bare, user, png.id);
      expect(converted.statusCode).toBe(200);
      expect(converted.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await bare.close();
    }
  });
});
