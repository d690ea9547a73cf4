import type { Writable } from 'node:stream';
import { VALID_RATE_FIELD_LABELS as L } from '@fastforward/domain';
import { safeText, writeXlsx, type XlsxColumn } from '../../lib/xlsx-export';
import type { ValidRateItem } from './valid-rates.service';

export { safeText, XLSX_CONTENT_TYPE } from '../../lib/xlsx-export';

const amount = (value: string | null) => (value === null ? null : Number(value));

/** The export's columns, headed by the rate form's labels; ports by code with their names beside. */
const COLUMNS: XlsxColumn<ValidRateItem>[] = [
  { header: L.mode, width: 8, value: (r) => r.mode },
  { header: L.originPortId, width: 12, value: (r) => safeText(r.originPortCode) },
  { header: `${L.originPortId} Name`, width: 28, value: (r) => safeText(r.originPortName) },
  { header: L.destinationPortId, width: 14, value: (r) => safeText(r.destinationPortCode) },
  { header: `${L.destinationPortId} Name`, width: 28, value: (r) => safeText(r.destinationPortName) },
  { header: L.shippingCompanyId, width: 28, value: (r) => safeText(r.shippingLineName ?? null) },
  { header: L.containerSizeId, width: 18, value: (r) => safeText(r.containerSize ?? null) },
  { header: L.weightSlabId, width: 18, value: (r) => safeText(r.weightSlabName ?? null) },
  { header: L.commodityType, width: 14, value: (r) => r.commodityType },
  { header: L.buyRate, width: 12, value: (r) => amount(r.buyRate), numFmt: '0.00' },
  { header: L.sellRate, width: 12, value: (r) => amount(r.sellRate ?? null), numFmt: '0.00' },
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
 * Writes the rates to `out` as one .xlsx sheet, a batch at a time (writeXlsx). Dates go out as
 * 'YYYY-MM-DD' text and amounts as numbers with two decimals shown.
 */
export async function writeValidRatesXlsx(batches: AsyncIterable<ValidRateItem[]>, out: Writable) {
  await writeXlsx('Valid Rates', COLUMNS, batches, out);
}
