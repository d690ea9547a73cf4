import {
  FILE_OWNER_TYPE,
  IMPORT_TARGET_LABELS,
  RATE_PATHS,
  type RateImport,
  type RateImportRow,
  type RateImportTemplate,
  ratePath,
} from '@fastforward/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, rateImportRows, rateImports, validRates } from '../../../db/schema';
import { createAdmin, type TestUser } from '../../../test/factories';
import {
  commitAndImport,
  confirmAndPreview,
  createImportReferences,
  distinctRates,
  errorCells,
  type ImportReferences,
  LONG_SHEET_HEADERS,
  longSheetRows,
  makeCsv,
  makeXlsx,
  type RateSpec,
  settleImport,
  uploadAndRead,
  uploadRateSheet,
} from '../../../test/import-factories';
import { createVendor } from '../../../test/rate-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

const Q1 = { from: '2026-01-01', till: '2026-03-31' };

let t: TestApp;
let admin: TestUser;
let rival: TestUser;
let refs: ImportReferences;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  rival = await createAdmin(t);
  refs = await createImportReferences(t, { companyId: admin.company.id, portCount: 12, lineCount: 2 });
});
afterAll(() => t.close());

const importUrl = (id: number) => ratePath(RATE_PATHS.rateImport, id);
const rowsUrl = (id: number, query = '') => `${ratePath(RATE_PATHS.rateImportRows, id)}${query}`;

const sheetOf = async (rates: RateSpec[], name = 'rates.xlsx') => ({
  name,
  bytes: await makeXlsx([{ name: 'Rates', rows: longSheetRows(refs, rates) }]),
});

/** Upload, confirm the proposal (with `change`) and wait for the preview. */
async function previewSheet(rates: RateSpec[], fields: Record<string, string> = {}, change = {}) {
  const read = await uploadAndRead(t, admin.token, await sheetOf(rates), fields);
  expect(read.status, read.failure ?? '').toBe('mapping');
  return confirmAndPreview(t, admin.token, read, change);
}

const commit = (user: TestUser, id: number) =>
  t.as(user.token).post(ratePath(RATE_PATHS.rateImportCommit, id));

async function ratesOfImport(importId: number) {
  return t.db.select().from(validRates).where(eq(validRates.importId, importId)).orderBy(asc(validRates.id));
}

async function companyRateCount(companyId: number) {
  const [row] = await t.db.select({ n: count() }).from(validRates).where(eq(validRates.companyId, companyId));
  return Number(row?.n ?? 0);
}

describe('a rate sheet imports end to end', () => {
  it('is read, mapped as proposed, previewed, and its rates land in valid_rates', async () => {
    const vendor = await createVendor(t, { companyId: admin.company.id });
    const rates = distinctRates(refs, 6, Q1).map((rate, i) => ({
      ...rate,
      sell: i % 2 === 0 ? 1500 + i : null,
    }));
    const created = expectItem<RateImport>(
      await uploadRateSheet(t, admin.token, await sheetOf(rates), { vendorId: String(vendor.id) }),
      201,
    );
    expect(created).toMatchObject({ status: 'reading', fileName: 'rates.xlsx', vendorName: vendor.name });

    const read = await settleImport(t, admin.token, created.id);
    expect(read.status).toBe('mapping');
    expect(read.progress).toBe(100);
    expect(read.templateId).toBeNull();
    expect(read.layout?.sheets[0]).toMatchObject({ name: 'Rates', headerRow: 1, rowCount: 6 });
    expect(read.proposedMapping?.sheets).toHaveLength(1);
    expect(read.proposedMapping?.sheets[0]?.columns.map((c) => [c.header, c.target])).toEqual(
      LONG_SHEET_HEADERS.map((header, i) => [
        header,
        [
          'originPort',
          'destinationPort',
          'shippingLine',
          'containerSize',
          'commodityType',
          'buyRate',
          'sellRate',
          'currency',
          'validFrom',
          'validTill',
          'transitDays',
          'remarks',
        ][i],
      ]),
    );
    expect(read.proposedMapping?.defaults).toEqual({ mode: 'sea' });

    const previewed = await confirmAndPreview(t, admin.token, read);
    expect(previewed.report).toMatchObject({ totalRows: 6, goodRows: 6, badRows: 0, errorCount: 0 });
    expect(previewed.preview).toEqual({ new: 6, changed: 0, unchanged: 0, supersedes: 0 });

    const rows = expectList<RateImportRow>(await t.as(admin.token).get(rowsUrl(created.id)));
    expect(rows.total).toBe(6);
    expect(rows.items[0]).toMatchObject({
      sheetName: 'Rates',
      rowNumber: 2,
      action: 'new',
      lane: `${refs.ports[0]?.name} (${refs.ports[0]?.code}) → ${refs.ports[1]?.name} (${refs.ports[1]?.code})`,
      unit: refs.sizes[0]?.size,
      shippingLineName: refs.lines[0]?.name,
      currency: 'USD',
      buyRate: '1000.00',
      sellRate: '1500.00',
      existingBuyRate: null,
      validFrom: Q1.from,
      validTill: Q1.till,
    });

    const imported = await commitAndImport(t, admin.token, created.id);
    expect(imported).toMatchObject({ status: 'imported', progress: 100 });
    const written = await ratesOfImport(created.id);
    expect(written).toHaveLength(6);
    expect(written[1]).toMatchObject({
      companyId: admin.company.id,
      mode: 'sea',
      originPortId: refs.ports[0]?.id,
      destinationPortId: refs.ports[1]?.id,
      shippingCompanyId: refs.lines[0]?.id,
      containerSizeId: refs.sizes[1]?.id,
      commodityType: 'GNRL',
      buyRate: '1001.00',
      sellRate: null,
      currency: 'USD',
      validFrom: Q1.from,
      validTill: Q1.till,
      transitDays: 28,
      vendorId: vendor.id,
      createdBy: admin.id,
    });
    // The staging is emptied, the uploaded sheet stays readable as the import's file.
    const [staged] = await t.db
      .select({ n: count() })
      .from(rateImportRows)
      .where(eq(rateImportRows.importId, created.id));
    expect(Number(staged?.n)).toBe(0);
    const [file] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.ownerType, FILE_OWNER_TYPE.rateImport), eq(files.ownerId, created.id)));
    expect(file).toMatchObject({ collection: 'rate_sheet', originalName: 'rates.xlsx' });
    const download = await t.as(admin.token).get(`/api/v1/downloadFile/${file?.id}`);
    expect(download.statusCode).toBe(200);

    const list = expectList<RateImport>(
      await t.as(admin.token).get(`${RATE_PATHS.rateImports}?status=imported`),
    );
    expect(list.items.map((item) => item.id)).toContain(created.id);
  });

  it('imports a CSV sheet with its dates as text', async () => {
    const rates = distinctRates(refs, 60, Q1).slice(50, 53);
    const read = await uploadAndRead(t, admin.token, {
      name: 'rates.csv',
      bytes: makeCsv(longSheetRows(refs, rates, { datesAsText: true })),
    });
    expect(read.status, read.failure ?? '').toBe('mapping');
    const previewed = await confirmAndPreview(t, admin.token, read);
    expect(previewed.preview).toEqual({ new: 3, changed: 0, unchanged: 0, supersedes: 0 });
    await commitAndImport(t, admin.token, read.id);
    expect(await ratesOfImport(read.id)).toHaveLength(3);
  });
});

describe('the report of bad rows', () => {
  it('lists every one of 100 bad rows with its row and column', async () => {
    const good = distinctRates(refs, 150, { from: '2026-04-01', till: '2026-06-30' }).slice(100);
    const kinds = [
      { column: 'A', spoil: (r: RateSpec) => ({ ...r, origin: 99 }) },
      { column: 'F', spoil: (r: RateSpec) => ({ ...r, buy: -5 }) },
      { column: 'I', spoil: (r: RateSpec) => ({ ...r, from: 'soon' }) },
      { column: 'H', spoil: (r: RateSpec) => ({ ...r, currency: 'QQQ' }) },
    ];
    const bad = Array.from({ length: 100 }, (_, i) => {
      const kind = kinds[i % kinds.length];
      if (!kind) throw new Error('no kind');
      return kind.spoil({ ...(good[i % good.length] as RateSpec) });
    });
    // Bad rows between the good ones: rows 2–101 bad, 102–151 good.
    const previewed = await previewSheet([...bad, ...good]);
    expect(previewed.report).toMatchObject({ totalRows: 150, goodRows: 50, badRows: 100, errorCount: 100 });
    expect(previewed.report?.errors).toHaveLength(100);
    expect(errorCells(previewed.report)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Rates!${i + 2}:${kinds[i % kinds.length]?.column}`),
    );
    expect(previewed.report?.errors[1]).toMatchObject({ field: IMPORT_TARGET_LABELS.buyRate });
    expect(previewed.report?.errors[1]?.reason).toContain('0 or more');
    expect(previewed.preview?.new).toBe(50);
    await t.as(admin.token).post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id));
  });

  it('reports rows that repeat a lane of the sheet over an overlapping validity', async () => {
    const [first, second] = distinctRates(refs, 202, Q1).slice(200);
    if (!first || !second) throw new Error('no rates');
    const previewed = await previewSheet([
      first,
      { ...first, buy: 999, from: '2026-03-01', till: '2026-05-31' },
      { ...first, buy: 998, from: '2026-04-01', till: '2026-06-30' },
      second,
    ]);
    expect(previewed.report).toMatchObject({ totalRows: 4, goodRows: 2, badRows: 2, errorCount: 2 });
    expect(previewed.report?.errors.map((e) => [e.row, e.reason.slice(0, 16)])).toEqual([
      [3, 'Duplicate of row'],
      [4, 'Duplicate of row'],
    ]);
    expect(previewed.preview?.new).toBe(2);
    await t.as(admin.token).post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id));
  });
});

describe('the preview against the current rates', () => {
  it('counts new, changed, unchanged and superseded rates, and the commit writes exactly that', async () => {
    const vendor = await createVendor(t, { companyId: admin.company.id });
    const fields = { vendorId: String(vendor.id) };
    const base = distinctRates(refs, 340, Q1).slice(300, 340);
    const first = await previewSheet(base, fields);
    expect(first.preview).toEqual({ new: 40, changed: 0, unchanged: 0, supersedes: 0 });
    await commitAndImport(t, admin.token, first.id);
    const before = await ratesOfImport(first.id);
    const countBefore = await companyRateCount(admin.company.id);

    const fresh = distinctRates(refs, 345, Q1).slice(340);
    const second: RateSpec[] = [
      ...base.slice(0, 10).map((rate) => ({ ...rate, buy: Number(rate.buy) + 50 })),
      ...base.slice(10, 30),
      // Cut: the old rate ends the day before.
      ...base.slice(30, 35).map((rate) => ({ ...rate, from: '2026-02-01', till: '2026-04-30' })),
      // Removed: covered from before its start to after its end.
      ...base.slice(35, 37).map((rate) => ({ ...rate, from: '2025-12-15', till: '2026-04-30' })),
      ...fresh,
    ];
    const previewed = await previewSheet(second, fields);
    expect(previewed.preview).toEqual({ new: 5, changed: 10, unchanged: 20, supersedes: 7 });

    const changedRows = expectList<RateImportRow>(
      await t.as(admin.token).get(rowsUrl(previewed.id, '?action=changed&pageSize=100')),
    );
    expect(changedRows.total).toBe(10);
    expect(changedRows.items[0]).toMatchObject({ existingBuyRate: '1300.00', buyRate: '1350.00' });
    const superseding = expectList<RateImportRow>(
      await t.as(admin.token).get(rowsUrl(previewed.id, '?action=supersedes')),
    );
    expect(superseding.items[0]).toMatchObject({ existingBuyRate: '1330.00', validFrom: '2026-02-01' });

    await commitAndImport(t, admin.token, previewed.id);
    // 40 before, 2 removed, 7 superseding and 5 new rates added.
    expect(await companyRateCount(admin.company.id)).toBe(countBefore - 2 + 7 + 5);
    const byId = new Map((await t.db.select().from(validRates)).map((rate) => [rate.id, rate]));
    const after = (i: number) => byId.get(before[i]?.id ?? 0);
    expect(after(0)).toMatchObject({ buyRate: '1350.00', importId: previewed.id, validTill: Q1.till });
    expect(after(10)).toMatchObject({ buyRate: '1310.00', importId: first.id });
    expect(after(30)).toMatchObject({ validFrom: Q1.from, validTill: '2026-01-31', importId: first.id });
    expect(after(35)).toBeUndefined();
    expect(after(37)).toMatchObject({ validTill: Q1.till, importId: first.id });
    expect(await ratesOfImport(previewed.id)).toHaveLength(10 + 7 + 5);
  });
});

describe('a vendor template', () => {
  it('is saved with the mapping and imports the next sheet of the vendor without the mapping step', async () => {
    const vendor = await createVendor(t, { companyId: admin.company.id });
    const fields = { vendorId: String(vendor.id) };
    const first = await previewSheet(distinctRates(refs, 410, Q1).slice(400), fields, {
      saveAsTemplate: true,
    });
    await commitAndImport(t, admin.token, first.id);
    const templates = expectList<RateImportTemplate>(
      await t
        .as(admin.token)
        .get(`${RATE_PATHS.rateImportTemplates}?search=${encodeURIComponent(vendor.name)}`),
    );
    expect(templates.items).toHaveLength(1);
    const template = templates.items[0] as RateImportTemplate;
    expect(template).toMatchObject({ name: vendor.name, vendorId: vendor.id, vendorName: vendor.name });
    expect(template.headers[0]?.[0]).toBe('pol');

    const next = await uploadAndRead(
      t,
      admin.token,
      await sheetOf(
        distinctRates(refs, 420, { from: '2026-04-01', till: '2026-06-30' }).slice(410),
        'april.xlsx',
      ),
      fields,
    );
    expect(next).toMatchObject({ status: 'previewed', templateId: template.id });
    expect(next.preview).toEqual({ new: 10, changed: 0, unchanged: 0, supersedes: 0 });
    await commitAndImport(t, admin.token, next.id);

    // Other headers: the template does not fit, the mapping is asked for.
    const other = await makeXlsx([
      {
        name: 'Rates',
        rows: [
          ['Origin', 'Destination', '20GP', 'Currency'],
          ['A', 'B', 100, 'USD'],
        ],
      },
    ]);
    const asked = await uploadAndRead(t, admin.token, { name: 'other.xlsx', bytes: other }, fields);
    expect(asked).toMatchObject({ status: 'mapping', templateId: null });

    const rivalDelete = await t.as(rival.token).delete(ratePath(RATE_PATHS.rateImportTemplate, template.id));
    expect(rivalDelete.statusCode).toBe(404);
    const deleted = await t.as(admin.token).delete(ratePath(RATE_PATHS.rateImportTemplate, template.id));
    expect(deleted.statusCode).toBe(200);
    const left = expectList<RateImportTemplate>(
      await t
        .as(admin.token)
        .get(`${RATE_PATHS.rateImportTemplates}?search=${encodeURIComponent(vendor.name)}`),
    );
    expect(left.total).toBe(0);
  });

  it('needs a name when the import has no vendor', async () => {
    const read = await uploadAndRead(t, admin.token, await sheetOf(distinctRates(refs, 421, Q1).slice(420)));
    const res = await t.as(admin.token).put(ratePath(RATE_PATHS.rateImportMapping, read.id), {
      ...read.proposedMapping,
      saveAsTemplate: true,
    });
    expectFieldError(res, 400, 'templateName');
    const named = await confirmAndPreview(t, admin.token, read, {
      saveAsTemplate: true,
      templateName: 'House sheet',
    });
    expect(named.status).toBe('previewed');
    const list = expectList<RateImportTemplate>(
      await t.as(admin.token).get(`${RATE_PATHS.rateImportTemplates}?search=House`),
    );
    expect(list.items.map((item) => [item.name, item.vendorId])).toEqual([['House sheet', null]]);
  });
});

describe('discard and commit', () => {
  it('discards an import: nothing is written, and it can no longer be imported', async () => {
    const countBefore = await companyRateCount(admin.company.id);
    const previewed = await previewSheet(distinctRates(refs, 430, Q1).slice(425));
    const discarded = expectItem<RateImport>(
      await t.as(admin.token).post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id)),
    );
    expect(discarded.status).toBe('discarded');
    expect(await companyRateCount(admin.company.id)).toBe(countBefore);
    expect(expectList(await t.as(admin.token).get(rowsUrl(previewed.id))).total).toBe(0);
    expect((await commit(admin, previewed.id)).statusCode).toBe(409);
    expect(
      (await t.as(admin.token).post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id))).statusCode,
    ).toBe(409);
  });

  it('lets one of two concurrent commits of an import win', async () => {
    const previewed = await previewSheet(distinctRates(refs, 440, Q1).slice(430));
    const answers = await Promise.all([commit(admin, previewed.id), commit(admin, previewed.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // Queued, not yet written: a third commit and a discard find it being imported.
    expect(await ratesOfImport(previewed.id)).toHaveLength(0);
    const again = await commit(admin, previewed.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('being imported');
    expect(
      (await t.as(admin.token).post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id))).statusCode,
    ).toBe(409);
    expect(await settleImport(t, admin.token, previewed.id)).toMatchObject({ status: 'imported' });
    expect(await ratesOfImport(previewed.id)).toHaveLength(10);
  });

  it('takes the rates as they are at the commit when they changed after the preview', async () => {
    const rates = distinctRates(refs, 460, Q1).slice(455);
    const first = await previewSheet(rates);
    await commitAndImport(t, admin.token, first.id);
    const previewed = await previewSheet(rates.map((rate) => ({ ...rate, buy: Number(rate.buy) + 5 })));
    expect(previewed.preview).toEqual({ new: 0, changed: 5, unchanged: 0, supersedes: 0 });
    const [gone, priced] = await ratesOfImport(first.id);
    if (!gone || !priced) throw new Error('the first import wrote no rates');
    await t.db.delete(validRates).where(eq(validRates.id, gone.id));
    await t.db
      .update(validRates)
      .set({ buyRate: (Number(priced.buyRate) + 5).toFixed(2) })
      .where(eq(validRates.id, priced.id));

    const imported = await commitAndImport(t, admin.token, previewed.id);
    expect(imported.preview).toEqual({ new: 1, changed: 3, unchanged: 1, supersedes: 0 });
    expect(await ratesOfImport(previewed.id)).toHaveLength(4);
    expect(await ratesOfImport(first.id)).toHaveLength(1);
  });

  it('takes a mapping only while the import waits for one or is previewed', async () => {
    const created = expectItem<RateImport>(
      await uploadRateSheet(t, admin.token, await sheetOf(distinctRates(refs, 441, Q1).slice(440))),
      201,
    );
    const early = await t.as(admin.token).put(ratePath(RATE_PATHS.rateImportMapping, created.id), {
      sheets: [{ name: 'Rates', headerRow: 1, columns: [] }],
    });
    expect(early.statusCode).toBe(409);
    const read = await settleImport(t, admin.token, created.id);
    const proposal = read.proposedMapping;
    if (!proposal) throw new Error('no proposal');
    const put = (body: object) =>
      t.as(admin.token).put(ratePath(RATE_PATHS.rateImportMapping, read.id), body);
    expectFieldError(
      await put({ ...proposal, sheets: [{ ...proposal.sheets[0], name: 'Nope' }] }),
      400,
      'sheets.0.name',
    );
    const withoutCurrency = proposal.sheets[0]?.columns.map((c) =>
      c.target === 'currency' ? { ...c, target: 'ignore' } : c,
    );
    expectFieldError(
      await put({ ...proposal, sheets: [{ ...proposal.sheets[0], columns: withoutCurrency }] }),
      400,
      'defaults.currency',
    );
    const previewed = await confirmAndPreview(t, admin.token, read);
    // Mapped again from the preview: parsed again.
    const again = await confirmAndPreview(t, admin.token, previewed, proposal);
    expect(again.preview?.new).toBe(1);
    await commitAndImport(t, admin.token, again.id);
    expect((await put(proposal)).statusCode).toBe(409);
  });
});

describe('unsafe or wrong files', () => {
  async function importCount() {
    const [row] = await t.db.select({ n: count() }).from(rateImports);
    return Number(row?.n ?? 0);
  }

  it('refuses a zip bomb disguised as .xlsx before expanding it', async () => {
    const real = unzipSync(await makeXlsx([{ name: 'Rates', rows: longSheetRows(refs, []) }]));
    const bomb = zipSync({ ...real, 'xl/media/image1.bin': new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
    const before = await importCount();
    const res = await uploadRateSheet(t, admin.token, { name: 'rates.xlsx', bytes: Buffer.from(bomb) });
    expect(expectFieldError(res, 400, 'file').defaultMessage).toMatch(/expands/);
    expect(await importCount()).toBe(before);
  });

  it('refuses a file that is no .xlsx or .csv', async () => {
    const before = await importCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expectFieldError(await uploadRateSheet(t, admin.token, { name: 'rates.pdf', bytes: pdf }), 400, 'file');
    expectFieldError(await uploadRateSheet(t, admin.token, { name: 'rates.xls', bytes: pdf }), 400, 'file');
    // The right name on the wrong bytes: the file store tells the type by the bytes.
    const disguised = await uploadRateSheet(t, admin.token, { name: 'rates.xlsx', bytes: pdf });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('file');
    expect(await importCount()).toBe(before);
  });

  it('refuses a vendor that is not one of the company', async () => {
    const foreign = await createVendor(t, { companyId: rival.company.id });
    const res = await uploadRateSheet(t, admin.token, await sheetOf([]), { vendorId: String(foreign.id) });
    expectFieldError(res, 400, 'vendorId');
  });

  it('reports a sheet of 1,000 columns without reading it', async () => {
    const header = Array.from({ length: 1_000 }, (_, i) => `Column ${i + 1}`);
    const bytes = await makeXlsx([{ name: 'Wide', rows: [header, header.map((_, i) => i)] }]);
    const read = await uploadAndRead(t, admin.token, { name: 'wide.xlsx', bytes });
    expect(read.status).toBe('failed');
    expect(read.failure).toMatch(/Wide.*1000 columns/);
  });

  it('ends an unreadable workbook as failed with its reason', async () => {
    const real = unzipSync(await makeXlsx([{ name: 'Rates', rows: longSheetRows(refs, []) }]));
    const broken = zipSync({ ...real, 'xl/workbook.xml': strToU8('<workbook><sheets><sheet') });
    const created = expectItem<RateImport>(
      await uploadRateSheet(t, admin.token, { name: 'broken.xlsx', bytes: Buffer.from(broken) }),
      201,
    );
    const read = await settleImport(t, admin.token, created.id);
    expect(read.status).toBe('failed');
    expect(read.failure).toEqual(expect.any(String));
    expect(read.failure?.length).toBeGreaterThan(10);
  });
});

describe('tenancy', () => {
  it("hides an import from another company's users", async () => {
    const previewed = await previewSheet(distinctRates(refs, 445, Q1).slice(441));
    const as = t.as(rival.token);
    expect((await as.get(importUrl(previewed.id))).statusCode).toBe(404);
    expect((await as.get(rowsUrl(previewed.id))).statusCode).toBe(404);
    expect(
      (await as.put(ratePath(RATE_PATHS.rateImportMapping, previewed.id), previewed.proposedMapping ?? {}))
        .statusCode,
    ).toBe(404);
    expect((await commit(rival, previewed.id)).statusCode).toBe(404);
    expect((await as.post(ratePath(RATE_PATHS.rateImportDiscard, previewed.id))).statusCode).toBe(404);
    const list = expectList<RateImport>(await as.get(RATE_PATHS.rateImports));
    expect(list.items.map((item) => item.id)).not.toContain(previewed.id);
    const [file] = await t.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.ownerType, FILE_OWNER_TYPE.rateImport), eq(files.ownerId, previewed.id)));
    expect((await as.get(`/api/v1/downloadFile/${file?.id}`)).statusCode).toBe(404);
    // Still the owner's to import.
    expect((await commit(admin, previewed.id)).statusCode).toBe(200);
    expect(await settleImport(t, admin.token, previewed.id)).toMatchObject({ status: 'imported' });
  });

  it("never resolves another company's ports", async () => {
    const rivalRefs = await createImportReferences(t, {
      companyId: rival.company.id,
      portCount: 2,
      lineCount: 1,
    });
    const rows = longSheetRows(rivalRefs, [{ origin: 0, destination: 1, line: 0, size: 0, buy: 10, ...Q1 }]);
    const previewed = await (async () => {
      const read = await uploadAndRead(t, admin.token, {
        name: 'theirs.xlsx',
        bytes: await makeXlsx([{ name: 'Rates', rows }]),
      });
      return confirmAndPreview(t, admin.token, read);
    })();
    expect(previewed.report).toMatchObject({ goodRows: 0, badRows: 1 });
    expect(errorCells(previewed.report)).toContain('Rates!2:A');
  });
});

describe('the rate sheet template', () => {
  it('downloads as .xlsx whose headers the importer maps by itself', async () => {
    const res = await t.as(admin.token).get(RATE_PATHS.validRatesTemplate);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('rate-sheet-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain(IMPORT_TARGET_LABELS.originPort);
    expect(sheet.rowCount).toBe(2);

    const read = await uploadAndRead(t, admin.token, { name: 'template.xlsx', bytes: res.rawPayload });
    expect(read.proposedMapping?.sheets[0]?.columns.filter((c) => c.target === 'ignore')).toEqual([]);
  });
});
