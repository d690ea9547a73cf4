import type { ImportLayout } from '@fastforward/domain';
import { openSpreadsheet, withReadErrors } from './open-spreadsheet';
import { assertSafeSpreadsheet } from './safety';
import {
  cellText,
  type ReadRowsOptions,
  type ReadRowsStats,
  type SheetKind,
  type SheetRow,
} from './sheet-rows';

/** Columns a sheet may use: a wider one is reported and not read (carriers' sheets use a few dozen). */
export const MAX_SHEET_COLUMNS = 200;
/** The header is looked for among this many first non-empty rows (a title block may sit above it). */
export const HEADER_SCAN_ROWS = 20;
/** Hidden rows listed by number, per sheet; the notice counts them all. */
export const MAX_LISTED_HIDDEN_ROWS = 1_000;

/** A header row: at least two cells of text (a title row has one, a data row mostly numbers). */
const isHeaderRow = (row: SheetRow) =>
  row.cells.filter((cell) => cell?.kind === 'text' && cell.text.trim() !== '').length >= 2;

/**
 * What a rate sheet holds, read in one streaming pass per sheet: its sheets in workbook order
 * with their hidden flag, header row and headers, how many rows follow the header, and which of
 * them are hidden. The file is judged safe first (the readers rely on it). A sheet wider than MAX_SHEET_COLUMNS is named in `notices` and left out: its
 * cells beyond the limit are never kept.
 */
export async function readSheetLayout(
  path: string,
  kind: SheetKind,
  onProgress?: (percent: number) => void,
): Promise<ImportLayout> {
  await assertSafeSpreadsheet(path, kind);
  return withReadErrors(kind, async () => {
    const source = await openSpreadsheet(path, kind);
    try {
      const layout: ImportLayout = { sheets: [], notices: [] };
      const total = source.sheets.reduce((sum, sheet) => sum + source.sizeOf(sheet.name), 0);
      let done = 0;
      for (const sheet of source.sheets) {
        const stats: ReadRowsStats = { maxColumn: 0 };
        const scanned: SheetRow[] = [];
        let header: SheetRow | undefined;
        let rowCount = 0;
        let hiddenCount = 0;
        const hiddenRows: number[] = [];
        let tooWide = false;
        const options: ReadRowsOptions = {
          maxColumn: MAX_SHEET_COLUMNS,
          onBytes: (read) => onProgress?.(Math.floor((100 * (done + read)) / Math.max(total, 1))),
        };
        const rows = source.readRows(sheet.name, options, stats);
        for await (const row of rows) {
          if (stats.maxColumn > MAX_SHEET_COLUMNS) {
            tooWide = true;
            break;
          }
          if (!header) {
            if (scanned.length < HEADER_SCAN_ROWS && isHeaderRow(row)) header = row;
            else scanned.push(row);
            // Past the header (or past where it may be) rows are only counted, not read.
            if (header || scanned.length >= HEADER_SCAN_ROWS) options.countOnly = true;
            continue;
          }
          rowCount += 1;
          if (row.hidden) {
            hiddenCount += 1;
            if (hiddenRows.length < MAX_LISTED_HIDDEN_ROWS) hiddenRows.push(row.number);
          }
        }
        done += source.sizeOf(sheet.name);
        const quoted = `Sheet '${sheet.name}'`;
        if (tooWide || stats.maxColumn > MAX_SHEET_COLUMNS) {
          layout.notices.push(
            `${quoted} has ${stats.maxColumn} columns; at most ${MAX_SHEET_COLUMNS} are read, so it is left out`,
          );
          continue;
        }
        if (!header) {
          layout.notices.push(
            scanned.length === 0
              ? `${quoted} is empty`
              : `${quoted} has no header row in its first ${HEADER_SCAN_ROWS} rows, so it is left out`,
          );
          continue;
        }
        if (sheet.hidden) layout.notices.push(`${quoted} is hidden: its rows are read like the others`);
        if (hiddenCount > 0) {
          layout.notices.push(
            `${quoted} has ${hiddenCount} hidden row${hiddenCount === 1 ? '' : 's'}: they are read like the others`,
          );
        }
        layout.sheets.push({
          name: sheet.name,
          hidden: sheet.hidden,
          headerRow: header.number,
          headers: header.cells.flatMap((cell, index) => {
            const text = cellText(cell);
            return text === '' ? [] : [{ column: index + 1, header: text }];
          }),
          rowCount,
          hiddenRows,
        });
      }
      onProgress?.(100);
      return layout;
    } finally {
      source.close();
    }
  });
}
