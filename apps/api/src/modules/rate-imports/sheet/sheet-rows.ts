/** What one cell of a sheet holds, as the reader found it (CSV cells are all text). */
export type SheetCell =
  | { kind: 'text'; text: string }
  /** `isDate`: the cell's number format shows a date, so the number is an Excel date serial. */
  | { kind: 'number'; value: number; isDate: boolean }
  | { kind: 'boolean'; value: boolean }
  /** An error value Excel saved (#N/A, #REF! …). */
  | { kind: 'error'; code: string }
  /** A formula the file saved no result for (written by a tool that does not calculate). */
  | { kind: 'formula'; formula: string };

/** One row: its 1-based number, whether it is hidden, and its cells by column (index 0 is column A). */
export type SheetRow = { number: number; hidden: boolean; cells: (SheetCell | undefined)[] };

export type SheetKind = 'xlsx' | 'csv';

export type SheetInfo = { name: string; hidden: boolean };

export type ReadRowsOptions = {
  /** Cells right of this column are never kept (only counted in `stats.maxColumn`). */
  maxColumn: number;
  /** Bytes of the sheet read so far, of `total`. */
  onBytes?: (read: number, total: number) => void;
  /**
   * Set it while reading (the reader looks at each new row) and the rows that follow come with no
   * cells, only their number and hidden flag: counting the rest of a sheet builds no values.
   */
  countOnly?: boolean;
};

/** What reading a sheet saw beyond the rows it yielded. */
export type ReadRowsStats = { maxColumn: number };

/** A workbook or a CSV file opened for reading, one sheet at a time, row by row. */
export type SpreadsheetSource = {
  sheets: SheetInfo[];
  /** The workbook counts dates from 1904 (old Mac Excel) rather than 1900. */
  date1904: boolean;
  /** Bytes to read for these sheets (uncompressed), for progress across sheets. */
  sizeOf(sheet: string): number;
  readRows(sheet: string, options: ReadRowsOptions, stats: ReadRowsStats): AsyncGenerator<SheetRow>;
  close(): void;
};

/** 'A' for 1, 'AA' for 27: the column as the user sees it in Excel. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The column number of a cell reference ('C12' → 3), or null when it has no letters. */
export function columnOfReference(reference: string): number | null {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return column === 0 ? null : column;
}

/** The text a cell shows for a header: trimmed text, or a number as written. */
export function cellText(cell: SheetCell | undefined): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'text':
      return cell.text.trim();
    case 'number':
      return String(cell.value);
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    case 'error':
      return cell.code;
    case 'formula':
      return '';
  }
}

export const isEmptyCell = (cell: SheetCell | undefined) =>
  cell === undefined || (cell.kind === 'text' && cell.text.trim() === '');
