import { createHash } from 'node:crypto';
import {
  API_PATHS,
  bankAccountDocumentPath,
  COMPANY_SETTINGS_PATHS,
  FILE_COLLECTIONS,
  FILE_NAME_MAX_LENGTH,
  FILE_PATHS,
  type StoredFile,
  uploadPermission,
} from '@fastforward/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_ADMIN_PERMISSIONS,
  createCompany,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  dispositionName,
  JPEG_START,
  makeCfb,
  makeDocx,
  makePdf,
  makePng,
  multipartBody,
  padTo,
  type UploadFile,
} from './file-fixtures';

type BasicSettings = { logoFileId: number | null; documents: Record<'CL' | 'CRD' | 'TD', StoredFile | null> };
type BankAccount = { id: number; documentFileId: number | null; document: StoredFile | null };

const documentUrl = (collection: string) => `${COMPANY_SETTINGS_PATHS.documents}/${collection}`;
const additionalUrl = (companyId: number, fileType: string) =>
  `${FILE_PATHS.upload}?ownerType=company&ownerId=${companyId}&fileType=${encodeURIComponent(fileType)}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let admin: TestUser;
let colleague: TestUser;
let accounts: TestUser;
let rival: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { permissions: BUSINESS_ADMIN_PERMISSIONS });
  colleague = await createUser(t, { company: admin.company, permissions: [] });
  accounts = await createUser(t, {
    company: admin.company,
    permissions: [uploadPermission('upload-debit-note')],
  });
  rival = await createUser(t, { permissions: BUSINESS_ADMIN_PERMISSIONS });
});
afterAll(() => t.close());

const send = (user: TestUser, method: 'PUT' | 'POST', url: string, file: UploadFile) => {
  const body = multipartBody(file);
  return t.app.inject({
    method,
    url,
    headers: { ...t.bearer(user.token), ...body.headers },
    payload: body.payload,
  });
};
const uploadDocument = async (user: TestUser, collection: string, file: UploadFile) =>
  expectItem<BasicSettings>(await send(user, 'PUT', documentUrl(collection), file));
const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: t.bearer(user.token) });
const zip = (user: TestUser, fileIds: number[], name?: string) =>
  t.app.inject({
    method: 'POST',
    url: FILE_PATHS.downloadZip,
    headers: t.bearer(user.token),
    payload: { fileIds, name },
  });

/** Runs `refused` and asserts that no row and no stored object was added (or left behind). */
async function expectNothingStored(refused: () => Promise<void>) {
  const rows = await countRows(t.db);
  const objects = await t.deps.storage.list();
  await refused();
  expect(await countRows(t.db)).toEqual(rows);
  expect((await t.deps.storage.list()).sort()).toEqual(objects.sort());
}

describe('uploads', () => {
  it('keeps the logo with its checked type, size and SHA-256, and serves it inline with safe headers', async () => {
    const png = makePng();
    const settings = await uploadDocument(admin, 'CL', {
      name: 'logo.png',
      bytes: png,
      contentType: 'text/html',
    });
    const logo = settings.documents.CL;
    expect(logo).toMatchObject({
      collection: 'CL',
      fileType: null,
      originalName: 'logo.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      sha256: sha256(png),
    });
    expect(settings.logoFileId).toBe(logo?.id);
    expect(logo?.downloadUrl).toBe(`${FILE_PATHS.downloadFile}/${logo?.id}`);
    expect(logo?.path).toMatch(new RegExp(`^/storage/${admin.company.id}/\\d{4}/\\d{2}/[0-9a-f-]{36}$`));

    // Any user of the company learns it from the profile and may read it (the header shows it).
    const profile = await get(colleague, API_PATHS.myProfile);
    expect(profile.json().data.item.company.logo).toEqual(logo);
    const res = await get(colleague, logo?.downloadUrl ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('refuses bytes that are not of a type the collection takes with 415, storing nothing', async () => {
    const cases: [string, UploadFile][] = [
      ['CL', { name: 'logo.png', bytes: await makePdf(), contentType: 'image/png' }],
      [
        'CL',
        { name: 'logo.png', bytes: Buffer.from('<svg onload="alert(1)"></svg>'), contentType: 'image/png' },
      ],
      [
        'CRD',
        {
          name: 'registration.pdf',
          bytes: Buffer.from('MZ\x90\x00 not a pdf at all'),
          contentType: 'application/pdf',
        },
      ],
      [
        'CRD',
        {
          name: 'registration.csv',
          bytes: Buffer.from('name,number\nHorizon,42\n'),
          contentType: 'text/csv',
        },
      ],
      ['TD', { name: 'tax.xls', bytes: makeCfb('Workbook'), contentType: 'application/vnd.ms-excel' }],
    ];
    await expectNothingStored(async () => {
      for (const [collection, file] of cases) {
        const res = await send(admin, 'PUT', documentUrl(collection), file);
        expectFieldError(res, 415, 'file');
      }
      const html = { name: 'page.csv', bytes: Buffer.from('<html>\u0000</html>'), contentType: 'text/csv' };
      expectFieldError(
        await send(accounts, 'POST', additionalUrl(admin.company.id, 'DN'), html),
        415,
        'file',
      );
    });
  });

  it('takes a file of exactly the limit and refuses one byte more with 413, leaving nothing behind', async () => {
    const limit = FILE_COLLECTIONS.CL.maxBytes;
    const settings = await uploadDocument(admin, 'CL', { name: 'big.png', bytes: padTo(makePng(), limit) });
    expect(settings.documents.CL?.sizeBytes).toBe(limit);
    await expectNothingStored(async () => {
      const res = await send(admin, 'PUT', documentUrl('CL'), {
        name: 'big.png',
        bytes: padTo(makePng(), limit + 1),
      });
      expect(expectFieldError(res, 413, 'file').defaultMessage).toBe(
        'The file is too large: a company logo may be at most 2 MB',
      );
    });
    // The logo before the refused upload is still the company's logo.
    expect(
      expectItem<BasicSettings>(await get(admin, COMPANY_SETTINGS_PATHS.basic)).documents.CL?.sizeBytes,
    ).toBe(limit);
  });

  it('stores and serves hostile names under a safe name', async () => {
    const long = `${'n'.repeat(300)}.png`;
    const cases: [string, string][] = [
      ['../../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows\\logo.png', 'logo.png'],
      ['nul\u0000byte.png', 'nulbyte.png'],
      // A browser sends a name's line breaks as %0D%0A (HTML standard).
      ['evil%0D%0AX-Injected: 1.png', 'evilX-Injected_ 1.png'],
      ['invoice\u202Egnp.exe', 'invoicegnp.exe.png'],
      ['\u200Fright\u200B-to-left\u200E.png', 'right-to-left.png'],
      [long, `${'n'.repeat(FILE_NAME_MAX_LENGTH - 4)}.png`],
    ];
    for (const [name, safe] of cases) {
      const stored = (await uploadDocument(admin, 'CL', { name, bytes: makePng() })).documents.CL;
      expect(stored?.originalName, name).toBe(safe);
      const res = await get(admin, stored?.downloadUrl ?? '');
      const header = res.headers['content-disposition'] as string;
      expect(header, name).not.toMatch(/[\r\n]/);
      expect(header, name).not.toContain('\u0000');
      expect(header, name).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(dispositionName(header), name).toBe(safe);
    }
  });

  it('refuses a raw line break in a part header: the multipart parser never takes it for a file', async () => {
    await expectNothingStored(async () => {
      const res = await send(admin, 'PUT', documentUrl('CL'), {
        name: 'evil\r\nSet-Cookie: x.png',
        bytes: makePng(),
      });
      expectFieldError(res, 400, 'file');
    });
  });

  it('refuses an empty file, a missing file part and a body that is not multipart', async () => {
    await expectNothingStored(async () => {
      expectFieldError(
        await send(admin, 'PUT', documentUrl('CRD'), { name: 'empty.pdf', bytes: Buffer.alloc(0) }),
        400,
        'file',
      );
      const other = { name: 'scan.pdf', bytes: await makePdf(), field: 'document' };
      expectFieldError(await send(admin, 'PUT', documentUrl('CRD'), other), 400, 'file');
      const json = await t.app.inject({
        method: 'PUT',
        url: documentUrl('CRD'),
        headers: t.bearer(admin.token),
        payload: { file: 'x' },
      });
      expectFieldError(json, 415, 'file');
      expectFieldError(await send(admin, 'PUT', documentUrl('XX'), other), 400, 'collection');
    });
  });
});

describe('additional documents', () => {
  it('needs the upload permission of the file type (403, nothing stored); OTHER needs none', async () => {
    const pdf = { name: 'note.pdf', bytes: await makePdf() };
    const debitNote = expectItem<StoredFile>(
      await send(accounts, 'POST', additionalUrl(admin.company.id, 'DN'), pdf),
      201,
    );
    expect(debitNote).toMatchObject({
      collection: 'additional_documents',
      fileType: 'DN',
      originalName: 'note.pdf',
    });
    expectItem(await send(accounts, 'POST', additionalUrl(admin.company.id, 'OTHER'), pdf), 201);
    await expectNothingStored(async () => {
      const refused = await send(accounts, 'POST', additionalUrl(admin.company.id, 'CSHT'), pdf);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to upload a COST SHEET');
      expect((await send(accounts, 'POST', additionalUrl(admin.company.id, 'LC/TT'), pdf)).statusCode).toBe(
        403,
      );
      expect((await send(colleague, 'POST', additionalUrl(admin.company.id, 'OTHER'), pdf)).statusCode).toBe(
        403,
      );
      // Another company's record is not found, whatever the permission.
      expect((await send(accounts, 'POST', additionalUrl(rival.company.id, 'DN'), pdf)).statusCode).toBe(404);
    });
    // Removing needs the same permission.
    const del = (user: TestUser, id: number) =>
      t.app.inject({ method: 'DELETE', url: `${FILE_PATHS.upload}/${id}`, headers: t.bearer(user.token) });
    const costSheet = expectItem<StoredFile>(
      await send(admin, 'POST', additionalUrl(admin.company.id, 'CSHT'), pdf),
      201,
    );
    expect((await del(accounts, costSheet.id)).statusCode).toBe(403);
    expect((await del(rival, debitNote.id)).statusCode).toBe(404);
    expect((await del(accounts, debitNote.id)).statusCode).toBe(200);
    expect((await get(admin, debitNote.downloadUrl)).statusCode).toBe(404);
  });

  it('tells legacy Word and Excel files by their stream names, and CSV by being text', async () => {
    const post = (file: UploadFile) => send(admin, 'POST', additionalUrl(admin.company.id, 'OTHER'), file);
    const contentTypeOf = async (file: UploadFile) =>
      expectItem<StoredFile>(await post(file), 201).contentType;
    expect(await contentTypeOf({ name: 'old.doc', bytes: makeCfb('WordDocument') })).toBe(
      'application/msword',
    );
    expect(await contentTypeOf({ name: 'old.xls', bytes: makeCfb('Workbook') })).toBe(
      'application/vnd.ms-excel',
    );
    expect(
      await contentTypeOf({ name: 'sheet.csv', bytes: Buffer.from('\ufeffport,rate\nJebel Ali,1200\n') }),
    ).toBe('text/csv');
    expect(await contentTypeOf({ name: 'letter.docx', bytes: makeDocx() })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await expectNothingStored(async () => {
      expectFieldError(await post({ name: 'setup.msi', bytes: makeCfb('SummaryInformation') }), 415, 'file');
      expectFieldError(
        await post({ name: 'text.doc', bytes: makeCfb('WordDocument', { misaligned: true }) }),
        415,
        'file',
      );
      expectFieldError(
        await post({ name: 'latin1.csv', bytes: Buffer.from('caf\xe9,1\n', 'latin1') }),
        415,
        'file',
      );
      expectFieldError(
        await post({ name: 'binary.csv', bytes: Buffer.from('a,b\n\u0001\u0002') }),
        415,
        'file',
      );
    });
  });
});

describe('downloads of another company’s file', () => {
  const SECRET = 'Rival registration number 0042';
  let rivalFile: StoredFile;
  let ownFile: StoredFile;

  beforeAll(async () => {
    rivalFile = (await uploadDocument(rival, 'CRD', { name: 'rival.pdf', bytes: await makePdf(SECRET) }))
      .documents.CRD as StoredFile;
    ownFile = (await uploadDocument(admin, 'CRD', { name: 'own.pdf', bytes: await makePdf('ours') }))
      .documents.CRD as StoredFile;
  });

  const expectHidden = (res: {
    statusCode: number;
    body: string;
    rawPayload: Buffer;
    json: () => { message: string };
  }) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe('File not found');
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('rival.pdf');
    expect(res.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
  };

  it('is a 404 on /downloadFile and /downloadFileFromUrl, as a file that does not exist', async () => {
    expectHidden(await get(admin, rivalFile.downloadUrl));
    expectHidden(
      await get(admin, `${FILE_PATHS.downloadFileFromUrl}?url=${encodeURIComponent(rivalFile.path)}`),
    );
    expectHidden(await get(admin, `${FILE_PATHS.downloadFile}/2147483000`));
    expect((await get(admin, ownFile.downloadUrl)).statusCode).toBe(200);
    expect(
      (await get(admin, `${FILE_PATHS.downloadFileFromUrl}?url=${encodeURIComponent(ownFile.path)}`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses the whole zip when one of its files is not the caller’s', async () => {
    expectHidden(await zip(admin, [ownFile.id, rivalFile.id]));
    expectHidden(await zip(admin, [rivalFile.id]));
    expect((await zip(admin, [ownFile.id])).statusCode).toBe(200);
  });

  it('lets the platform administrators read a company’s registration document (the approval reads it)', async () => {
    const platform = await t.login('platform.admin');
    const res = await t.app.inject({
      method: 'GET',
      url: rivalFile.downloadUrl,
      headers: t.bearer(platform.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers only stored paths: anything outside the storage is a 404', async () => {
    const key = ownFile.path.slice('/storage/'.length);
    const paths = [
      '../../../../etc/passwd',
      '/etc/passwd',
      '/storage/../../../etc/passwd',
      `/storage/${key}/../../../../etc/passwd`,
      `/storage/${key.replace(/\//g, '\\')}`,
      `\\storage\\${key}`,
      `/storage/%2e%2e/%2e%2e/etc/passwd`,
      `/storage/${encodeURIComponent(key)}`,
      `/storage//${key}`,
      `/storage/${key}%00.pdf`,
      `file:///storage/${key}`,
      `https://app.fastforward.test/storage/${key}`,
      `/STORAGE/${key}`,
      '/storage/',
      '',
    ];
    for (const path of paths) {
      const res = await get(admin, `${FILE_PATHS.downloadFileFromUrl}?url=${encodeURIComponent(path)}`);
      expect(res.statusCode, path).toBe(404);
    }
    // Double-encoded: the query string is decoded once, the rest stays a literal that matches nothing.
    const double = await get(
      admin,
      `${FILE_PATHS.downloadFileFromUrl}?url=%252Fstorage%252F..%252F..%252Fetc%252Fpasswd`,
    );
    expect(double.statusCode).toBe(404);
  });
});

describe('zip downloads', () => {
  it('streams the chosen files, each under its own name, in a zip attachment', async () => {
    const first = await makePdf('first');
    const second = await makePdf('second');
    const post = async (bytes: Buffer) =>
      expectItem<StoredFile>(
        await send(admin, 'POST', additionalUrl(admin.company.id, 'OTHER'), { name: 'scan.pdf', bytes }),
        201,
      );
    const a = await post(first);
    const b = await post(second);
    const csv = expectItem<StoredFile>(
      await send(admin, 'POST', additionalUrl(admin.company.id, 'OTHER'), {
        name: 'rates.csv',
        bytes: Buffer.from('a,b\n1,2\n'),
      }),
      201,
    );
    const res = await zip(admin, [a.id, b.id, csv.id, a.id], 'Job 42 documents');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Job 42 documents.zip"; filename*=UTF-8''Job%2042%20documents.zip`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries)).toEqual(['scan.pdf', 'scan (2).pdf', 'rates.csv']);
    expect(Buffer.from(entries['scan.pdf'] as Uint8Array).equals(first)).toBe(true);
    expect(Buffer.from(entries['scan (2).pdf'] as Uint8Array).equals(second)).toBe(true);
    expect(Buffer.from(entries['rates.csv'] as Uint8Array).toString()).toBe('a,b\n1,2\n');
  });

  it('refuses an empty or oversized choice with 400', async () => {
    expectFieldError(await zip(admin, []), 400, 'fileIds');
    expectFieldError(
      await zip(
        admin,
        Array.from({ length: 101 }, (_, i) => i + 1),
      ),
      400,
      'fileIds',
    );
  });
});

describe('company documents', () => {
  it('replaces a document: the new one in, the old row and bytes out', async () => {
    const first = (await uploadDocument(admin, 'TD', { name: 'tax-2025.pdf', bytes: await makePdf('2025') }))
      .documents.TD as StoredFile;
    const objects = await t.deps.storage.list();
    expect(objects).toContain(first.path.slice('/storage/'.length));
    const second = (
      await uploadDocument(admin, 'TD', { name: 'tax-2026.jpg', bytes: padTo(JPEG_START, 2048) })
    ).documents.TD as StoredFile;
    expect(second).toMatchObject({ originalName: 'tax-2026.jpg', contentType: 'image/jpeg' });
    expect((await get(admin, first.downloadUrl)).statusCode).toBe(404);
    const after = await t.deps.storage.list();
    expect(after).not.toContain(first.path.slice('/storage/'.length));
    expect(after).toContain(second.path.slice('/storage/'.length));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: documentUrl('TD'),
      headers: t.bearer(admin.token),
    });
    const settings = expectItem<BasicSettings & { taxDocumentFileId: number | null }>(removed);
    expect(settings.taxDocumentFileId).toBeNull();
    expect(settings.documents.TD).toBeNull();
    expect(await t.deps.storage.list()).not.toContain(second.path.slice('/storage/'.length));
    expect((await get(admin, second.downloadUrl)).statusCode).toBe(404);
  });

  it('are open to a company awaiting the platform’s approval, which reads them', async () => {
    const pending = await createUser(t, {
      company: await createCompany(t, { approved: false, settingsComplete: false }),
      permissions: BUSINESS_ADMIN_PERMISSIONS,
    });
    const pdf = await makePdf('registration certificate');
    const settings = await uploadDocument(pending, 'CRD', { name: 'certificate.pdf', bytes: pdf });
    expect(settings.documents.CRD?.sha256).toBe(sha256(pdf));
    const preview = await t.app.inject({
      method: 'POST',
      url: FILE_PATHS.convertPdf,
      headers: t.bearer(pending.token),
      payload: { fileId: settings.documents.CRD?.id },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: documentUrl('CRD'),
      headers: t.bearer(pending.token),
    });
    expect(expectItem<BasicSettings>(removed).documents.CRD).toBeNull();
  });

  it('needs the company-settings permissions', async () => {
    await expectNothingStored(async () => {
      const res = await send(colleague, 'PUT', documentUrl('CRD'), { name: 'x.pdf', bytes: await makePdf() });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('bank detail document', () => {
  const createAccount = async (user: TestUser) =>
    expectItem<BankAccount>(
      await t.app.inject({
        method: 'POST',
        url: COMPANY_SETTINGS_PATHS.bankDetails,
        headers: t.bearer(user.token),
        payload: {
          bankName: 'Emirates NBD',
          accountName: 'Ops',
          accountNumber: '1234567890',
          currency: 'AED',
        },
      }),
      201,
    );

  it('is uploaded on the account, shown with it, readable by bank-details viewers only, and goes with it', async () => {
    const account = await createAccount(admin);
    expect(account).toMatchObject({ documentFileId: null, document: null });
    const pdf = await makePdf('IBAN letter');
    const updated = expectItem<BankAccount>(
      await send(admin, 'PUT', bankAccountDocumentPath(account.id), { name: 'iban-letter.pdf', bytes: pdf }),
    );
    expect(updated.document).toMatchObject({
      collection: 'BDD',
      originalName: 'iban-letter.pdf',
      sha256: sha256(pdf),
    });
    expect(updated.documentFileId).toBe(updated.document?.id);
    const listed = await get(admin, COMPANY_SETTINGS_PATHS.bankDetails);
    expect(listed.json().data.items.find((a: BankAccount) => a.id === account.id).document).toEqual(
      updated.document,
    );

    const url = updated.document?.downloadUrl ?? '';
    expect((await get(admin, url)).rawPayload.equals(pdf)).toBe(true);
    // A colleague without the bank-details permission cannot read the account, nor its document.
    expect((await get(colleague, url)).statusCode).toBe(404);
    expect((await get(rival, url)).statusCode).toBe(404);

    await expectNothingStored(async () => {
      const res = await send(rival, 'PUT', bankAccountDocumentPath(account.id), {
        name: 'x.pdf',
        bytes: pdf,
      });
      expect(res.statusCode).toBe(404);
    });

    const key = updated.document?.path.slice('/storage/'.length) ?? '';
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${COMPANY_SETTINGS_PATHS.bankDetails}/${account.id}`,
      headers: t.bearer(admin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(admin, url)).statusCode).toBe(404);
    expect(await t.deps.storage.list()).not.toContain(key);
  });

  it('is removed from the account on its own', async () => {
    const account = await createAccount(admin);
    await send(admin, 'PUT', bankAccountDocumentPath(account.id), { name: 'a.png', bytes: makePng() });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: bankAccountDocumentPath(account.id),
      headers: t.bearer(admin.token),
    });
    expect(expectItem<BankAccount>(removed)).toMatchObject({ documentFileId: null, document: null });
  });
});
