import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error';
import { IMPORT_BATCH_ROWS } from '../parse-rows';
import { parseRateRowsInWorker, readSheetLayoutInWorker } from '../run-in-worker';
import { LINE, LOOKUPS, mappingOf, SIZE, useScratchDir, writeBytes, writeWorkbook } from './sheet-fixtures';

const path = useScratchDir();
const ROWS = 50_000;
const PORTS = ['CNSHA', 'NLRTM', 'AEJEA', 'INNSA'];
const SIZES = ['20GP', '40GP', '40HC'];

/** A carrier-sized sheet, written with exceljs's streaming writer (as the export does). */
async function writeLongSheet(file: string): Promise<string> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Rates');
  sheet.addRow(['POL', 'POD', 'Size', 'Rate', 'Valid From', 'Valid To']).commit();
  for (let index = 0; index < ROWS; index += 1) {
    const origin = PORTS[index % 4] as string;
    const destination = PORTS[(index + 1 + (index % 3)) % 4] as string;
    const month = (index % 12) + 1;
    sheet
      .addRow([
        origin,
        destination,
        SIZES[index % 3],
        1000 + (index % 997) + 0.5,
        `2025-${String(month).padStart(2, '0')}-01`,
        `2025-${String(month).padStart(2, '0')}-28`,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return file;
}

describe('the sheet worker', () => {
  it(`parses a ${ROWS.toLocaleString('en')}-row sheet off the request thread, in bounded batches`, async () => {
    const file = await writeLongSheet(path('long.xlsx'));
    const layout = await readSheetLayoutInWorker(file, 'xlsx');
    expect(layout.sheets).toMatchObject([{ name: 'Rates', headerRow: 1, rowCount: ROWS }]);

    let staged = 0;
    const batchSizes: number[] = [];
    const progress: number[] = [];
    const started = performance.now();
    const report = await parseRateRowsInWorker({
      path: file,
      kind: 'xlsx',
      mapping: mappingOf(
        [
          {
            name: 'Rates',
            columns: [
              ['POL', 'originPort'],
              ['POD', 'destinationPort'],
              ['Size', 'containerSize'],
              ['Rate', 'buyRate'],
              ['Valid From', 'validFrom'],
              ['Valid To', 'validTill'],
            ],
          },
        ],
        { currency: 'USD', shippingCompanyId: LINE.maersk },
      ),
      lookups: LOOKUPS,
      vendorId: null,
      onBatch: async (rows) => {
        batchSizes.push(rows.length);
        staged += rows.length;
        // A slow store: the worker waits for each batch rather than piling rows up.
        await new Promise((resolve) => setImmediate(resolve));
      },
      onProgress: (percent) => progress.push(percent),
    });
    const seconds = (performance.now() - started) / 1000;
    console.info(`parsed ${ROWS} rows in the worker in ${seconds.toFixed(2)} s`);

    expect(report).toMatchObject({ totalRows: ROWS, goodRows: ROWS, badRows: 0, errorCount: 0 });
    expect(staged).toBe(ROWS);
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(IMPORT_BATCH_ROWS);
    expect(batchSizes.length).toBe(Math.ceil(ROWS / IMPORT_BATCH_ROWS));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
  });

  it("brings a refusal back as the API's field error", async () => {
    const file = await writeBytes(
      path('picture.xlsx'),
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    );
    const error = await readSheetLayoutInWorker(file, 'xlsx').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).errors).toEqual([
      { field: 'file', defaultMessage: 'The file is a PNG file (image/png), not an .xlsx workbook' },
    ]);
  });

  it('stops the worker when storing a batch fails, and rejects with that failure', async () => {
    const file = await writeWorkbook(path('small.xlsx'), [
      {
        name: 'Rates',
        rows: [
          ['POL', 'POD', '20GP'],
          ['CNSHA', 'NLRTM', 1200],
        ],
      },
    ]);
    const parsing = parseRateRowsInWorker({
      path: file,
      kind: 'xlsx',
      mapping: mappingOf(
        [
          {
            name: 'Rates',
            columns: [
              ['POL', 'originPort'],
              ['POD', 'destinationPort'],
              ['20GP', 'sizePrice', SIZE.d20],
            ],
          },
        ],
        { currency: 'USD', shippingCompanyId: LINE.maersk, validFrom: '2025-01-01', validTill: '2025-01-31' },
      ),
      lookups: LOOKUPS,
      vendorId: null,
      onBatch: async () => {
        throw new Error('the database is gone');
      },
      onProgress: () => {},
    });
    await expect(parsing).rejects.toThrow('the database is gone');
  });
});
