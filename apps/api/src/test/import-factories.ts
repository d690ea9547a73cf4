import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ImportReport,
  RATE_PATHS,
  type RateImport,
  type RateImportMappingRequest,
  ratePath,
} from '@fastforward/domain';
import { asc, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { containerSizes, ports, shippingCompanies } from '../db/schema';
import { expectItem } from './responses';
import type { TestApp } from './test-app';

/**
 * Rate-sheet import factories: the company's own ports and lines a sheet names (so no test leans
 * on the shipped list), sheets written with exceljs as a carrier's would be, and the upload.
 */

let counter = 0;
const nextNumber = () => ++counter;

export type ImportReferences = {
  ports: { id: number; code: string; name: string }[];
  lines: { id: number; name: string }[];
  /** Container sizes with an ISO 6346 code, by display order. */
  sizes: { id: number; size: string; isoCode: string }[];
};

/** `portCount` sea ports and `lineCount` sea lines of the company, with codes no other test uses. */
export async function createImportReferences(
  t: TestApp,
  options: { companyId: number; portCount?: number; lineCount?: number },
): Promise<ImportReferences> {
  const n = nextNumber();
  const tag = `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`;
  const portRows = Array.from({ length: options.portCount ?? 6 }, (_, i) => {
    // Five letters like a UN/LOCODE, in the reserved "ZZ" country space.
    const code = `Z${tag}${String(i).padStart(2, '0')}`;
    const name = `Import Port ${n}-${i}`;
    return {
      companyId: options.companyId,
      type: 'sea',
      code,
      name,
      countryCode: 'AE',
      searchText: `${code} ${name}`.toLowerCase(),
    };
  });
  const insertedPorts = await t.db
    .insert(ports)
    .values(portRows)
    .returning({ id: ports.id, code: ports.code, name: ports.name });
  const lineRows = Array.from({ length: options.lineCount ?? 2 }, (_, i) => ({
    companyId: options.companyId,
    name: `Import Line ${n}-${i}`,
    shippingMode: 'sea',
  }));
  const lines = await t.db
    .insert(shippingCompanies)
    .values(lineRows)
    .returning({ id: shippingCompanies.id, name: shippingCompanies.name });
  const sizes = await t.db
    .select({ id: containerSizes.id, size: containerSizes.size, isoCode: containerSizes.isoCode })
    .from(containerSizes)
    .where(isNotNull(containerSizes.isoCode))
    .orderBy(asc(containerSizes.displayOrder), asc(containerSizes.id));
  return {
    ports: insertedPorts.sort((a, b) => a.id - b.id),
    lines: lines.sort((a, b) => a.id - b.id),
    sizes: sizes as ImportReferences['sizes'],
  };
}

export type SheetCellValue = string | number | Date | null;

export type SheetSpec = {
  name: string;
  rows: SheetCellValue[][];
  hidden?: boolean;
  /** 1-based row numbers to hide. */
  hiddenRows?: number[];
};

/**
 * An .xlsx of `sheets` (first row the headers), written with exceljs's streaming writer and shared
 * strings as Excel writes them; dates become date cells.
 */
export async function makeXlsx(sheets: SheetSpec[]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ff-import-sheet-'));
  try {
    const path = join(dir, 'sheet.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useSharedStrings: true,
      useStyles: true,
    });
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name, { state: spec.hidden ? 'hidden' : 'visible' });
      const hidden = new Set(spec.hiddenRows ?? []);
      spec.rows.forEach((values, index) => {
        const row = sheet.addRow(values);
        values.forEach((value, column) => {
          if (value instanceof Date) row.getCell(column + 1).numFmt = 'yyyy-mm-dd';
        });
        if (hidden.has(index + 1)) row.hidden = true;
        row.commit();
      });
      sheet.commit();
    }
    await workbook.commit();
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A CSV of `rows` (RFC 4180 quoting). */
export const makeCsv = (rows: SheetCellValue[][]): Buffer =>
  Buffer.from(
    rows
      .map((row) =>
        row
          .map((value) => {
            const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
            return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
          })
          .join(','),
      )
      .join('\r\n'),
  );

/** A multipart/form-data body: the text fields first (as the web sends them), then the file. */
export function sheetUploadBody(
  file: { name: string; bytes: Buffer; contentType?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fastforward${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a rate sheet as `token`'s holder. */
export function uploadRateSheet(
  t: TestApp,
  token: string,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const body = sheetUploadBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url: RATE_PATHS.rateImports,
    headers: { ...body.headers, ...t.bearer(token) },
    payload: body.payload,
  });
}

/** Runs the queued import steps, then answers the import as its owner sees it. */
export async function settleImport(t: TestApp, token: string, id: number): Promise<RateImport> {
  await t.drainJobs();
  return expectItem<RateImport>(await t.as(token).get(ratePath(RATE_PATHS.rateImport, id)));
}

/** Uploads a sheet and waits until its layout is read (status 'mapping', or on if a template applied). */
export async function uploadAndRead(
  t: TestApp,
  token: string,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
): Promise<RateImport> {
  const created = expectItem<RateImport>(await uploadRateSheet(t, token, file, fields), 201);
  expect(created.status).toBe('reading');
  return settleImport(t, token, created.id);
}

/** Confirms `mapping` (the proposal unless told) and waits for the preview. */
export async function confirmAndPreview(
  t: TestApp,
  token: string,
  rateImport: RateImport,
  change: Partial<RateImportMappingRequest> = {},
): Promise<RateImport> {
  const proposal = rateImport.proposedMapping;
  if (!proposal) throw new Error('the import has no proposed mapping');
  const res = await t
    .as(token)
    .put(ratePath(RATE_PATHS.rateImportMapping, rateImport.id), { ...proposal, ...change });
  expect(expectItem<RateImport>(res).status).toBe('parsing');
  const previewed = await settleImport(t, token, rateImport.id);
  expect(previewed.status, previewed.failure ?? '').toBe('previewed');
  return previewed;
}

/** Commits a previewed import (answered 'loading') and waits until its rates are imported. */
export async function commitAndImport(t: TestApp, token: string, id: number): Promise<RateImport> {
  const res = await t.as(token).post(ratePath(RATE_PATHS.rateImportCommit, id));
  expect(expectItem<RateImport>(res).status).toBe('loading');
  const imported = await settleImport(t, token, id);
  expect(imported.status, imported.failure ?? '').toBe('imported');
  return imported;
}

/** The report's bad rows as "sheet!row:column" for compact assertions. */
export const errorCells = (report: ImportReport | null) =>
  (report?.errors ?? []).map((error) => `${error.sheet}!${error.row}:${error.column}`);

/** One rate of a generated sheet: indexes into the references' ports, lines and sizes. */
export type RateSpec = {
  origin: number;
  destination: number;
  line: number;
  size: number;
  buy: number | string;
  sell?: number | string | null;
  from: string;
  till: string;
  currency?: string;
  transitDays?: number | string;
  remarks?: string;
};

/** A carrier's long sheet: one rate per row, headed the way carriers head theirs. */
export const LONG_SHEET_HEADERS = [
  'POL',
  'POD',
  'Carrier',
  'Equipment',
  'Commodity',
  'Rate',
  'Sell',
  'Currency',
  'Valid From',
  'Valid To',
  'Transit Time',
  'Remarks',
];

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The header and a row per rate; dates as date cells (as text when `datesAsText`). */
export function longSheetRows(
  refs: ImportReferences,
  rates: RateSpec[],
  options: { datesAsText?: boolean } = {},
): SheetCellValue[][] {
  const day = (value: string) => (options.datesAsText ? value : utcDay(value));
  return [
    LONG_SHEET_HEADERS,
    ...rates.map((rate) => [
      refs.ports[rate.origin]?.code ?? `?${rate.origin}`,
      refs.ports[rate.destination]?.code ?? `?${rate.destination}`,
      refs.lines[rate.line]?.name ?? `?${rate.line}`,
      refs.sizes[rate.size]?.isoCode ?? `?${rate.size}`,
      'GNRL',
      rate.buy,
      rate.sell ?? null,
      rate.currency ?? 'USD',
      /^\d{4}-\d{2}-\d{2}$/.test(rate.from) ? day(rate.from) : rate.from,
      /^\d{4}-\d{2}-\d{2}$/.test(rate.till) ? day(rate.till) : rate.till,
      rate.transitDays ?? 28,
      rate.remarks ?? null,
    ]),
  ];
}

/**
 * Distinct rate keys (origin ≠ destination, line, size) in a fixed order: `count` of them, each
 * priced over `from`–`till` at 1000 + its index.
 */
export function distinctRates(
  refs: ImportReferences,
  count: number,
  validity: { from: string; till: string },
  sizeCount = Math.min(3, refs.sizes.length),
): RateSpec[] {
  const rates: RateSpec[] = [];
  const portCount = refs.ports.length;
  for (let origin = 0; origin < portCount; origin += 1) {
    for (let destination = 0; destination < portCount; destination += 1) {
      if (origin === destination) continue;
      for (let line = 0; line < refs.lines.length; line += 1) {
        for (let size = 0; size < sizeCount; size += 1) {
          if (rates.length === count) return rates;
          rates.push({ origin, destination, line, size, buy: 1000 + rates.length, ...validity });
        }
      }
    }
  }
  if (rates.length < count) throw new Error(`only ${rates.length} distinct rates from these references`);
  return rates;
}
