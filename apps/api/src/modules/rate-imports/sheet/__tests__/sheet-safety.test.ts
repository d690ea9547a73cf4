import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deflateRawSync } from 'node:zlib';
import archiver from 'archiver';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../lib/app-error';
import { readSheetLayout } from '../layout';
import { assertSafeSpreadsheet, detectSheetKind, SPREADSHEET_LIMITS } from '../safety';
import { useScratchDir, writeBytes, writeWorkbook, writeZip } from './sheet-fixtures';

const path = useScratchDir();
const MIB = 1024 * 1024;

/** The field error a refusal carries: on 'file', with a message for the user. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(400);
  expect(appError.errors[0]?.field).toBe('file');
  return appError.message;
}

/** `megabytes` of zeros, streamed: the test never holds the expanded part either. */
function zeros(megabytes: number): Readable {
  let left = megabytes;
  const chunk = Buffer.alloc(MIB);
  return new Readable({
    read() {
      this.push(left-- > 0 ? chunk : null);
    },
  });
}

/** A real zip bomb dressed as a workbook: the parts Excel writes, and a sheet of zeros. */
async function writeBomb(file: string, megabytes: number): Promise<string> {
  const archive = archiver('zip', { zlib: { level: 9 } });
  const done = pipeline(archive, createWriteStream(file));
  archive.append('<Types/>', { name: '[Content_Types].xml' });
  archive.append('<workbook/>', { name: 'xl/workbook.xml' });
  archive.append(zeros(megabytes), { name: 'xl/worksheets/sheet1.xml' });
  await archive.finalize();
  await done;
  return file;
}

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

describe('assertSafeSpreadsheet: .xlsx', () => {
  it('accepts a workbook exceljs writes', async () => {
    const file = await writeWorkbook(path('fine.xlsx'), [
      {
        name: 'Rates',
        rows: [
          ['POL', 'POD'],
          ['AEJEA', 'INNSA'],
        ],
      },
    ]);
    await expect(assertSafeSpreadsheet(file, 'xlsx')).resolves.toBeUndefined();
  });

  it('refuses a zip bomb disguised as .xlsx by its declared size, without expanding it', async () => {
    const file = await writeBomb(path('bomb.xlsx'), 300);
    const started = performance.now();
    const message = await refusal(assertSafeSpreadsheet(file, 'xlsx'));
    expect(message).toMatch(/expands to 300 MiB; at most 256 MiB is read/);
    // Reading the central directory only: inflating 300 MiB would take far longer.
    expect(performance.now() - started).toBeLessThan(1_000);
    // The layout reader judges the file first, too.
    expect(await refusal(readSheetLayout(file, 'xlsx'))).toMatch(/expands/);
  });

  it('refuses a part whose compression ratio only a bomb has', async () => {
    const file = await writeBomb(path('ratio.xlsx'), 8);
    expect(await refusal(assertSafeSpreadsheet(file, 'xlsx'))).toMatch(
      /part 'xl\/worksheets\/sheet1\.xml' expands \d+ times its size; at most 100 times is read/,
    );
  });

  it('stops a part that inflates to more than its central directory declared', async () => {
    const sheet = Buffer.alloc(4 * MIB, 0x20);
    const file = await writeBytes(
      path('liar.xlsx'),
      writeZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        {
          name: 'xl/workbook.xml',
          data: Buffer.from(
            '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
          ),
        },
        {
          name: 'xl/_rels/workbook.xml.rels',
          data: Buffer.from(
            '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
          ),
        },
        // Declares 40 KiB: the judge sees a harmless ratio, the reader must stop at 40 KiB.
        {
          name: 'xl/worksheets/sheet1.xml',
          data: sheet,
          deflated: deflateRawSync(sheet),
          declaredSize: 40 * 1024,
        },
      ]),
    );
    await expect(assertSafeSpreadsheet(file, 'xlsx')).resolves.toBeUndefined();
    expect(await refusal(readSheetLayout(file, 'xlsx'))).toMatch(
      /could not be read as an \.xlsx workbook: .*bytes/,
    );
  });

  it('refuses a PNG renamed .xlsx, naming what it is', async () => {
    const file = await writeBytes(path('picture.xlsx'), PNG);
    expect(await refusal(assertSafeSpreadsheet(file, 'xlsx'))).toBe(
      'The file is a PNG file (image/png), not an .xlsx workbook',
    );
  });

  it('refuses a zip that is not a workbook', async () => {
    const file = await writeBytes(
      path('plain.xlsx'),
      writeZip([{ name: 'notes.txt', data: Buffer.from('hi') }]),
    );
    expect(await refusal(assertSafeSpreadsheet(file, 'xlsx'))).toBe(
      'The file is a zip archive but not an .xlsx workbook',
    );
  });

  it.each([['../../etc/cron.d/evil'], ['/etc/passwd']])(
    'refuses a part with the unsafe path %s',
    async (name) => {
      const file = await writeBytes(
        path('traversal.xlsx'),
        writeZip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name, data: Buffer.from('x') },
        ]),
      );
      expect(await refusal(assertSafeSpreadsheet(file, 'xlsx'))).toMatch(/unsafe path/);
    },
  );

  it('refuses too many parts and encrypted parts', async () => {
    const many = Array.from({ length: SPREADSHEET_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `xl/media/image${index}.bin`,
      data: Buffer.from('x'),
    }));
    const crowded = await writeBytes(path('crowded.xlsx'), writeZip(many));
    expect(await refusal(assertSafeSpreadsheet(crowded, 'xlsx'))).toBe(
      `The workbook has ${SPREADSHEET_LIMITS.maxEntries + 1} parts; at most ${SPREADSHEET_LIMITS.maxEntries} are read`,
    );
    const locked = await writeBytes(
      path('locked.xlsx'),
      writeZip([
        { name: 'xl/workbook.xml', data: Buffer.from('x'), deflated: deflateRawSync('x'), flags: 1 },
      ]),
    );
    expect(await refusal(assertSafeSpreadsheet(locked, 'xlsx'))).toMatch(/encrypted/);
  });

  it('passes a large honest workbook (ratios of real sheets stay far below the limit)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => [
      'AEJEA',
      'INNSA',
      'Maersk',
      1000 + (index % 7),
      'USD',
    ]);
    const file = await writeWorkbook(path('honest.xlsx'), [
      { name: 'Rates', rows: [['POL', 'POD', 'Line', '20GP', 'CCY'], ...rows] },
    ]);
    await expect(assertSafeSpreadsheet(file, 'xlsx')).resolves.toBeUndefined();
  });
});

describe('assertSafeSpreadsheet: .csv', () => {
  it('accepts a text CSV', async () => {
    const file = await writeBytes(path('fine.csv'), 'POL,POD\nAEJEA,INNSA\n');
    await expect(assertSafeSpreadsheet(file, 'csv')).resolves.toBeUndefined();
  });

  it('refuses NUL bytes, UTF-16 and a PNG', async () => {
    const nul = await writeBytes(path('nul.csv'), Buffer.from('POL,POD\nAE\u0000JEA,INNSA\n'));
    expect(await refusal(assertSafeSpreadsheet(nul, 'csv'))).toMatch(/binary data \(NUL bytes\)/);
    const wide = await writeBytes(path('utf16.csv'), Buffer.from('\ufeffPOL,POD\n', 'utf16le'));
    expect(await refusal(assertSafeSpreadsheet(wide, 'csv'))).toMatch(/UTF-16/);
    const png = await writeBytes(path('picture.csv'), PNG);
    expect(await refusal(assertSafeSpreadsheet(png, 'csv'))).toBe(
      'The file is a PNG file (image/png), not a CSV file',
    );
  });

  it('refuses a CSV over the size limit', async () => {
    const file = await writeBytes(path('big.csv'), 'POL,POD\n'.repeat(1000));
    const limits = { ...SPREADSHEET_LIMITS, maxCsvBytes: 1024 };
    expect(await refusal(assertSafeSpreadsheet(file, 'csv', limits))).toMatch(/at most 0 MiB is read/);
  });
});

describe('detectSheetKind', () => {
  it.each([
    [null, 'rates.xlsx', 'xlsx'],
    [null, 'RATES.CSV', 'csv'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'rates', 'xlsx'],
    ['text/csv; charset=utf-8', 'rates', 'csv'],
  ] as const)('reads %s %s as %s', (contentType, name, kind) => {
    expect(detectSheetKind(contentType, name)).toBe(kind);
  });

  it.each([
    ['application/vnd.ms-excel', 'rates.xls', /\.xls\) are not read: save the sheet as \.xlsx/],
    ['image/png', 'rates.png', /must be an \.xlsx workbook or a \.csv file/],
  ])('refuses %s %s', (contentType, name, message) => {
    expect(() => detectSheetKind(contentType, name)).toThrow(message);
  });
});
