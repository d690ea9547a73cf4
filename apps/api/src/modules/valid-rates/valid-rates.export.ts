import type { Writable } from 'node:stream';
import { VALID_RATE_FIELD_LABELS as L } from '@fastforward/domain';
import ExcelJS from 'exceljs';
import type { ValidRateItem } from './valid-rates.service';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A spreadsheet evaluates text starting with one of these as a formula when it is edited, pasted
 * or saved as CSV (OWASP "CSV injection"): such text goes out with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a cell that can never evaluate: a string cell, a formula's first character escaped. */
export const safeText = (value: string | null) =>
  value === null ? null : FORMULA_START.test(value) ? `'${value}` : value;

const amount = (value: string | null) => (value === null ? null : Number(value));

/** The export's columns, headed by the rate form's labels; ports by code with their names beside. */
const COLUMNS: { header: string; width: number; value: (rate: ValidRateItem) => string | number | null }[] = [
  { header: L.mode, width: 8, value: (r) => r.mode },
  { header: L.originPortId, width: 12, value: (r) => safeText(r.originPortCode) },
  { header: `${L.originPortId} Name`, width: 28, value: (r) => safeText(r.originPortName) },
  { header: L.destinationPortId, width: 14, value: (r) => safeText(r.destinationPortCode) },
  { header: `${L.destinationPortId} Name`, width: 28, value: (r) => safeText(r.destinationPortName) },
  { header: L.shippingCompanyId, width: 28, value: (r) => safeText(r.shippingLineName ?? null) },
  { header: L.containerSizeId, width: 18, value: (r) => safeText(r.containerSize ?? null) },
  { header: L.weightSlabId, width: 18, value: (r) => safeText(r.weightSlabName ?? null) },
  { header: L.commodityType, width: 14, value: (r) => r.commodityType },
  { header: L.buyRate, width: 12, value: (r) => amount(r.buyRate) },
  { header: L.sellRate, width: 12, value: (r) => amount(r.sellRate ?? null) },
  { header: L.currency, width: 10, value: (r) => r.currency },
  { header: L.validFrom, width: 12, value: (r) => r.validFrom },
  { header: L.validTill, width: 12, value: (r) => r.validTill },
  { header: L.transitDays, width: 12, value: (r) => r.transitDays ?? null },
  { header: L.freeDays, width: 10, value: (r) => r.freeDays ?? null },
  { header: L.incotermCode, width: 10, value: (r) => r.incotermCode ?? null },
  { header: L.vendorId, width: 28, value: (r) => safeText(r.vendorName ?? null) },
  { header: L.remarks, width: 40, value: (r) => safeText(r.remarks ?? null) },
];

export const VALID_RATE_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/**
 * Writes the rates to `out` as one .xlsx sheet with exceljs's streaming writer: each batch is
 * written and flushed as it comes, so memory holds a batch, not the export. Dates go out as
 * 'YYYY-MM-DD' text and amounts as numbers with two decimals shown.
 */
export async function writeValidRatesXlsx(batches: AsyncIterable<ValidRateItem[]>, out: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Valid Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const buy = sheet.getColumn(COLUMNS.findIndex((c) => c.header === L.buyRate) + 1);
  const sell = sheet.getColumn(COLUMNS.findIndex((c) => c.header === L.sellRate) + 1);
  buy.numFmt = '0.00';
  sell.numFmt = '0.00';
  for await (const rates of batches) {
    for (const rate of rates) sheet.addRow(COLUMNS.map((c) => c.value(rate))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
