import { describe, expect, it } from 'vitest';
import { CSV_SHEET_NAME } from '../csv-reader';
import { readSheetLayout } from '../layout';
import { useScratchDir, writeBytes, writeWorkbook } from './sheet-fixtures';

const path = useScratchDir();

describe('readSheetLayout', () => {
  it('finds the header below a title block, counts the rows and lists hidden rows and sheets', async () => {
    const file = await writeWorkbook(path('layout.xlsx'), [
      {
        name: 'Asia-Europe',
        rows: [
          ['Oceanic Lines rate sheet, valid January 2025'],
          [],
          ['POL', 'POD', "20'GP", "40'HC", 'Currency'],
          ['CNSHA', 'NLRTM', 1200, 2100, 'USD'],
          ['CNSHA', 'AEJEA', 900, 1500, 'USD'],
          ['INNSA', 'NLRTM', 1100, 1900, 'USD'],
        ],
        hiddenRows: [5],
      },
      {
        name: 'Old rates',
        hidden: true,
        rows: [
          ['POL', 'POD', 'Rate'],
          ['CNSHA', 'NLRTM', 1000],
        ],
      },
      { name: 'Notes', rows: [['Subject to GRI']] },
      { name: 'Blank', rows: [] },
    ]);
    const progress: number[] = [];
    const layout = await readSheetLayout(file, 'xlsx', (percent) => progress.push(percent));
    expect(layout.sheets).toEqual([
      {
        name: 'Asia-Europe',
        hidden: false,
        headerRow: 3,
        headers: [
          { column: 1, header: 'POL' },
          { column: 2, header: 'POD' },
          { column: 3, header: "20'GP" },
          { column: 4, header: "40'HC" },
          { column: 5, header: 'Currency' },
        ],
        rowCount: 3,
        hiddenRows: [5],
      },
      {
        name: 'Old rates',
        hidden: true,
        headerRow: 1,
        headers: [
          { column: 1, header: 'POL' },
          { column: 2, header: 'POD' },
          { column: 3, header: 'Rate' },
        ],
        rowCount: 1,
        hiddenRows: [],
      },
    ]);
    expect(layout.notices).toEqual([
      "Sheet 'Asia-Europe' has 1 hidden row: they are read like the others",
      "Sheet 'Old rates' is hidden: its rows are read like the others",
      "Sheet 'Notes' has no header row in its first 20 rows, so it is left out",
      "Sheet 'Blank' is empty",
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it('reports a sheet with 1,000 columns and leaves it out without keeping its cells', async () => {
    const wide = Array.from({ length: 1_000 }, (_, index) => `Column ${index + 1}`);
    const file = await writeWorkbook(path('wide.xlsx'), [
      { name: 'Wide', rows: [wide, ...Array.from({ length: 50 }, () => wide.map((_, index) => index))] },
      {
        name: 'Rates',
        rows: [
          ['POL', 'POD', 'Rate'],
          ['CNSHA', 'NLRTM', 1000],
        ],
      },
    ]);
    const layout = await readSheetLayout(file, 'xlsx');
    expect(layout.notices).toEqual([
      "Sheet 'Wide' has 1000 columns; at most 200 are read, so it is left out",
    ]);
    expect(layout.sheets.map((sheet) => sheet.name)).toEqual(['Rates']);
  });

  it('reads a CSV with quotes, semicolons, a BOM and CRLF line ends', async () => {
    const file = await writeBytes(
      path('rates.csv'),
      '\ufeffPOL;POD;"Remarks; notes";Rate\r\nCNSHA;NLRTM;"Via ""Suez""\r\nno transshipment";1.200,00\r\n\r\nINNSA;AEJEA;;800\r\n',
    );
    const layout = await readSheetLayout(file, 'csv');
    expect(layout).toEqual({
      sheets: [
        {
          name: CSV_SHEET_NAME,
          hidden: false,
          headerRow: 1,
          headers: [
            { column: 1, header: 'POL' },
            { column: 2, header: 'POD' },
            { column: 3, header: 'Remarks; notes' },
            { column: 4, header: 'Rate' },
          ],
          rowCount: 2,
          hiddenRows: [],
        },
      ],
      notices: [],
    });
  });
});
