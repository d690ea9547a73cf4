import { IMPORT_TARGET_LABELS as L } from '@fastforward/domain';
import ExcelJS from 'exceljs';

/** The headers of the downloadable rate sheet: the rate form's labels, each one the importer recognises. */
const COLUMNS = [
  { header: L.mode, width: 8, example: 'sea' },
  { header: L.originPort, width: 14, example: 'CNSHA' },
  { header: L.destinationPort, width: 16, example: 'NLRTM' },
  { header: L.shippingLine, width: 22, example: 'Maersk' },
  { header: L.containerSize, width: 15, example: '40HC' },
  { header: L.weightSlab, width: 14, example: '' },
  { header: L.commodityType, width: 15, example: 'GNRL' },
  { header: L.buyRate, width: 11, example: 1850 },
  { header: L.sellRate, width: 11, example: 2100 },
  { header: L.currency, width: 10, example: 'USD' },
  { header: L.validFrom, width: 12, example: '2026-01-01' },
  { header: L.validTill, width: 12, example: '2026-03-31' },
  { header: L.transitDays, width: 12, example: 32 },
  { header: L.freeDays, width: 10, example: 14 },
  { header: L.incoterm, width: 10, example: 'FOB' },
  { header: L.remarks, width: 36, example: 'Example row: replace it with your rates' },
] as const;

export const RATE_SHEET_TEMPLATE_NAME = 'rate-sheet-template.xlsx';
export const RATE_SHEET_TEMPLATE_HEADERS = COLUMNS.map((column) => column.header);

/**
 * An empty rate sheet with the headers the importer recognises and one example row (a sea rate;
 * an air rate names a Weight Slab instead of a Container Size). Dates are text, so no spreadsheet
 * turns them into its own date format.
 */
export async function buildRateSheetTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow(COLUMNS.map((column) => column.example));
  example.font = { italic: true, color: { argb: 'FF666666' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
