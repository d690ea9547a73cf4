import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A spreadsheet evaluates text starting with one of these as a formula when it is edited, pasted
 * or saved as CSV (OWASP "CSV injection"): such text goes out with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a cell that can never evaluate: a string cell, a formula's first character escaped. */
export const safeText = (value: string | null) =>
  value === null ? null : FORMULA_START.test(value) ? `'${value}` : value;

/** One column of an export: its header, width, how a row fills it and, for numbers, their format. */
export type XlsxColumn<T> = {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
  numFmt?: string;
};

/**
 * Writes the rows to `out` as one .xlsx sheet with exceljs's streaming writer: each batch is
 * written and flushed as it comes, so memory holds a batch, not the export. The header row is
 * bold and stays in view.
 */
export async function writeXlsx<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  batches: AsyncIterable<T[]>,
  out: Writable,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  columns.forEach((c, index) => {
    if (c.numFmt) sheet.getColumn(index + 1).numFmt = c.numFmt;
  });
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
