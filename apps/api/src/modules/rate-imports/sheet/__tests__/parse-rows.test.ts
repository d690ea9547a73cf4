import type { ImportReport } from '@fastforward/domain';
import { describe, expect, it } from 'vitest';
import { CSV_SHEET_NAME } from '../csv-reader';
import { IMPORT_BATCH_ROWS, MAX_REPORTED_ERRORS, parseRateRows, type StagedRateRow } from '../parse-rows';
import type { SheetKind } from '../sheet-rows';
import {
  collectBatches,
  LINE,
  LOOKUPS,
  mappingOf,
  PORT,
  SIZE,
  useScratchDir,
  writeBytes,
  writeWorkbook,
} from './sheet-fixtures';

const path = useScratchDir();

async function parse(file: string, mapping: ReturnType<typeof mappingOf>, kind: SheetKind = 'xlsx') {
  const batches = collectBatches();
  const progress: number[] = [];
  const report = await parseRateRows({
    path: file,
    kind,
    mapping,
    lookups: LOOKUPS,
    vendorId: null,
    onBatch: batches.onBatch,
    onProgress: (percent) => progress.push(percent),
  });
  return { report, rows: batches.rows, batchSizes: batches.sizes, progress };
}

const EMPTY_REPORT: ImportReport = {
  totalRows: 0,
  goodRows: 0,
  badRows: 0,
  errors: [],
  errorCount: 0,
  hiddenRows: [],
  hiddenSheets: [],
};

const seaRow = (overrides: Partial<StagedRateRow>): StagedRateRow => ({
  sheetName: 'Rates',
  rowNumber: 2,
  mode: 'sea',
  originPortId: PORT.shanghai,
  destinationPortId: PORT.rotterdam,
  shippingCompanyId: LINE.maersk,
  containerSizeId: SIZE.d20,
  weightSlabId: null,
  commodityType: 'GNRL',
  buyRate: '1200.00',
  sellRate: null,
  currency: 'USD',
  validFrom: '2025-01-01',
  validTill: '2025-01-31',
  transitDays: null,
  freeDays: null,
  incotermCode: null,
  remarks: null,
  ...overrides,
});

const LONG_COLUMNS: [string, Parameters<typeof mappingOf>[0][number]['columns'][number][1]][] = [
  ['POL', 'originPort'],
  ['POD', 'destinationPort'],
  ['Carrier', 'shippingLine'],
  ['Size', 'containerSize'],
  ['Rate', 'buyRate'],
  ['Sell', 'sellRate'],
  ['Currency', 'currency'],
  ['Valid From', 'validFrom'],
  ['Valid To', 'validTill'],
  ['T/T', 'transitDays'],
  ['Free Days', 'freeDays'],
  ['Commodity', 'commodityType'],
  ['Incoterm', 'incoterm'],
  ['Remarks', 'remarks'],
];

describe('parseRateRows: a long sheet', () => {
  it('gives a rate per row, reading the usual ways of writing dates, amounts and codes', async () => {
    const file = await writeWorkbook(path('long.xlsx'), [
      {
        name: 'Rates',
        rows: [
          LONG_COLUMNS.map(([header]) => header),
          [
            'CNSHA',
            'NLRTM',
            'Maersk',
            '20GP',
            1200,
            1350.5,
            'usd',
            new Date(Date.UTC(2025, 0, 1)),
            '2025-01-31',
            28,
            '14 days',
            'GNRL',
            'fob',
            'Via Suez',
          ],
          ['Shanghai', 'Rotterdam', 'MAEU', "40'HC", 'USD 1,250.00', '', 'USD', '01/02/2025', '28-Feb-2025'],
          [
            'CN SHA',
            'nlrtm',
            'maersk',
            '45G1',
            '$2100',
            null,
            'EUR',
            45658,
            '31.01.2025',
            null,
            null,
            'Hazardous',
          ],
        ],
      },
    ]);
    const { report, rows, progress } = await parse(
      file,
      mappingOf([{ name: 'Rates', columns: LONG_COLUMNS }]),
    );
    expect(report).toEqual({ ...EMPTY_REPORT, totalRows: 3, goodRows: 3 });
    expect(rows).toEqual([
      seaRow({
        sellRate: '1350.50',
        transitDays: 28,
        freeDays: 14,
        incotermCode: 'FOB',
        remarks: 'Via Suez',
      }),
      seaRow({
        rowNumber: 3,
        containerSizeId: SIZE.hc40,
        buyRate: '1250.00',
        validFrom: '2025-02-01',
        validTill: '2025-02-28',
      }),
      seaRow({
        rowNumber: 4,
        containerSizeId: SIZE.hc40,
        buyRate: '2100.00',
        currency: 'EUR',
        commodityType: 'HZMT',
        validFrom: '2025-01-01',
        validTill: '2025-01-31',
      }),
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it('reads an air sheet: airports, airline by IATA code, weight slabs', async () => {
    const file = await writeWorkbook(path('air.xlsx'), [
      {
        name: 'Air',
        rows: [
          ['Mode', 'Origin', 'Destination', 'Airline', 'Slab', 'Rate', 'CCY', 'Valid From', 'Valid Till'],
          ['Air', 'DXB', 'BOM', 'EK', '+45', 3.25, 'USD', '2025-03-01', '2025-03-31'],
          ['Air', 'OMDB', 'Mumbai', '176', '+100', '2.9', 'USD', '2025-03-01', '2025-03-31'],
          ['Air', 'AEJEA', 'BOM', 'Maersk', '+45', 3, 'USD', '2025-03-01', '2025-03-31'],
        ],
      },
    ]);
    const mapping = mappingOf([
      {
        name: 'Air',
        columns: [
          ['Mode', 'mode'],
          ['Origin', 'originPort'],
          ['Destination', 'destinationPort'],
          ['Airline', 'shippingLine'],
          ['Slab', 'weightSlab'],
          ['Rate', 'buyRate'],
          ['CCY', 'currency'],
          ['Valid From', 'validFrom'],
          ['Valid Till', 'validTill'],
        ],
      },
    ]);
    const { report, rows } = await parse(file, mapping);
    const air = {
      sheetName: 'Air',
      mode: 'air',
      originPortId: PORT.dubaiAirport,
      destinationPortId: PORT.mumbaiAirport,
      shippingCompanyId: LINE.emirates,
      containerSizeId: null,
      validFrom: '2025-03-01',
      validTill: '2025-03-31',
    };
    expect(rows).toMatchObject([
      { ...air, rowNumber: 2, weightSlabId: 1, buyRate: '3.25' },
      { ...air, rowNumber: 3, weightSlabId: 2, buyRate: '2.90' },
    ]);
    expect(report.errors).toEqual([
      {
        sheet: 'Air',
        row: 4,
        column: 'B',
        field: 'Origin Port',
        reason: "Origin Port 'AEJEA' is a sea port, not for an air rate",
      },
      {
        sheet: 'Air',
        row: 4,
        column: 'D',
        field: 'Shipping Line',
        reason: "Shipping Line 'Maersk' is an ocean carrier, not for an air rate",
      },
    ]);
  });
});

describe('parseRateRows: a wide sheet and several validity periods', () => {
  it('gives a rate per priced size of each row, defaults filling what the sheet leaves out', async () => {
    const file = await writeWorkbook(path('wide.xlsx'), [
      {
        name: 'January',
        rows: [
          ['POL', 'POD', '20GP', '40GP', '40HC'],
          ['CNSHA', 'NLRTM', 1200, '-', 2100],
          ['INNSA', 'AEJEA', 'N/A', 'on request', '—'],
        ],
      },
      {
        name: 'February',
        rows: [
          ['POL', 'POD', '20GP', '40GP', '40HC', 'Valid From', 'Valid To'],
          ['CNSHA', 'NLRTM', 1300, 2000, 2200, '2025-02-01', '2025-02-14'],
          ['CNSHA', 'NLRTM', 1250, 1950, 2150, '2025-02-15', '2025-02-28'],
        ],
      },
    ]);
    const wide: Parameters<typeof mappingOf>[0][number]['columns'] = [
      ['POL', 'originPort'],
      ['POD', 'destinationPort'],
      ['20GP', 'sizePrice', SIZE.d20],
      ['40GP', 'sizePrice', SIZE.d40],
      ['40HC', 'sizePrice', SIZE.hc40],
    ];
    const mapping = mappingOf(
      [
        { name: 'January', columns: wide },
        {
          name: 'February',
          columns: [...wide, ['Valid From', 'validFrom'], ['Valid To', 'validTill']],
        },
      ],
      { currency: 'USD', shippingCompanyId: LINE.maersk, validFrom: '2025-01-01', validTill: '2025-01-31' },
    );
    const { report, rows } = await parse(file, mapping);
    const lane =
      (sheetName: string, rowNumber: number, validFrom: string, validTill: string) =>
      (containerSizeId: number, buyRate: string) =>
        seaRow({ sheetName, rowNumber, containerSizeId, buyRate, validFrom, validTill });
    const january = lane('January', 2, '2025-01-01', '2025-01-31');
    const early = lane('February', 2, '2025-02-01', '2025-02-14');
    const late = lane('February', 3, '2025-02-15', '2025-02-28');
    expect(rows).toEqual([
      january(SIZE.d20, '1200.00'),
      january(SIZE.hc40, '2100.00'),
      early(SIZE.d20, '1300.00'),
      early(SIZE.d40, '2000.00'),
      early(SIZE.hc40, '2200.00'),
      late(SIZE.d20, '1250.00'),
      late(SIZE.d40, '1950.00'),
      late(SIZE.hc40, '2150.00'),
    ]);
    expect(report).toEqual({
      ...EMPTY_REPORT,
      totalRows: 4,
      goodRows: 3,
      badRows: 1,
      errorCount: 1,
      errors: [
        {
          sheet: 'January',
          row: 3,
          column: 'C',
          field: 'Container Size Rate',
          reason: 'No price in any container size column',
        },
      ],
    });
  });
});

describe('parseRateRows: hidden rows and sheets', () => {
  it('parses hidden rows and hidden sheets like the others and lists them', async () => {
    const header = ['POL', 'POD', '20GP'];
    const file = await writeWorkbook(path('hidden.xlsx'), [
      {
        name: 'Rates',
        rows: [header, ['CNSHA', 'NLRTM', 1200], ['CNSHA', 'AEJEA', 900], ['INNSA', 'NLRTM', 1100]],
        hiddenRows: [3],
      },
      { name: 'Extra', hidden: true, rows: [header, ['INNSA', 'AEJEA', 500]] },
    ]);
    const columns: Parameters<typeof mappingOf>[0][number]['columns'] = [
      ['POL', 'originPort'],
      ['POD', 'destinationPort'],
      ['20GP', 'sizePrice', SIZE.d20],
    ];
    const defaults = {
      currency: 'USD',
      shippingCompanyId: LINE.maersk,
      validFrom: '2025-01-01',
      validTill: '2025-01-31',
    };
    const { report, rows } = await parse(
      file,
      mappingOf(
        [
          { name: 'Rates', columns },
          { name: 'Extra', columns },
        ],
        defaults,
      ),
    );
    expect(report).toEqual({
      ...EMPTY_REPORT,
      totalRows: 4,
      goodRows: 4,
      hiddenRows: [{ sheet: 'Rates', row: 3 }],
      hiddenSheets: ['Extra'],
    });
    expect(rows.map((row) => [row.sheetName, row.rowNumber, row.destinationPortId])).toEqual([
      ['Rates', 2, PORT.rotterdam],
      ['Rates', 3, PORT.jebelAli],
      ['Rates', 4, PORT.rotterdam],
      ['Extra', 2, PORT.jebelAli],
    ]);
  });
});

describe('parseRateRows: bad rows', () => {
  const columns: Parameters<typeof mappingOf>[0][number]['columns'] = [
    ['POL', 'originPort'],
    ['POD', 'destinationPort'],
    ['Size', 'containerSize'],
    ['Valid From', 'validFrom'],
    ['Rate', 'buyRate'],
  ];
  const defaults = { currency: 'USD', shippingCompanyId: LINE.maersk, validTill: '2025-12-31' };

  it('reports every one of 100 bad rows with its row, column letter and SPEC label', async () => {
    const rows: (string | number)[][] = [];
    for (let index = 0; index < 150; index += 1) {
      const bad = index % 3 !== 0;
      rows.push(
        index % 3 === 1
          ? ['XXPOL', 'NLRTM', '20GP', '2025-01-01', 1000]
          : ['CNSHA', 'NLRTM', '20GP', '2025-01-01', bad ? 'abc' : 1000],
      );
    }
    const file = await writeWorkbook(path('bad.xlsx'), [
      { name: 'Rates', rows: [columns.map(([h]) => h), ...rows] },
    ]);
    const { report, rows: staged } = await parse(file, mappingOf([{ name: 'Rates', columns }], defaults));
    expect(report).toMatchObject({ totalRows: 150, goodRows: 50, badRows: 100, errorCount: 100 });
    expect(staged).toHaveLength(50);
    expect(report.errors).toHaveLength(100);
    expect(report.errors[0]).toEqual({
      sheet: 'Rates',
      row: 3,
      column: 'A',
      field: 'Origin Port',
      reason: "Origin Port 'XXPOL' is not a known port",
    });
    expect(report.errors[1]).toEqual({
      sheet: 'Rates',
      row: 4,
      column: 'E',
      field: 'Buy Rate',
      reason: 'Buy Rate must be a number, e.g. 1250.00',
    });
    expect(report.errors.map((error) => error.row)).toEqual(
      Array.from({ length: 150 }, (_, index) => index)
        .filter((index) => index % 3 !== 0)
        .map((index) => index + 2),
    );
  });

  it('names each bad cell of a row, and explains what is wrong with amounts, dates and days', async () => {
    const file = await writeWorkbook(path('reasons.xlsx'), [
      {
        name: 'Rates',
        rows: [
          [...columns.map(([h]) => h), 'T/T', 'Sell'],
          ['CNSHA', 'CNSHA', '53HC', '31/02/2025', -5, 400, 10.125],
          ['CNSHA', 'NLRTM', '20GP', '2025-13-01', '1.234,50', '3 weeks', '99'],
        ],
      },
    ]);
    const mapping = mappingOf(
      [
        {
          name: 'Rates',
          columns: [...columns, ['T/T', 'transitDays'], ['Sell', 'sellRate']],
        },
      ],
      defaults,
    );
    const { report } = await parse(file, mapping);
    expect(report.errors.map(({ row, column, field, reason }) => [row, column, field, reason])).toEqual([
      [2, 'B', 'Destination Port', 'Destination Port must differ from Origin Port'],
      [2, 'C', 'Container Size', "Container Size '53HC' is not a known container size"],
      [2, 'D', 'Valid From', 'Valid From must be a date, e.g. 2025-01-31, 31/01/2025 or 31-Jan-2025'],
      [2, 'F', 'Transit Days', 'Transit Days must be a whole number from 0 to 365'],
      [2, 'E', 'Buy Rate', 'Buy Rate must be 0 or more'],
      [2, 'G', 'Sell Rate', 'Sell Rate must have at most 2 decimals'],
      [3, 'D', 'Valid From', 'Valid From must be a date, e.g. 2025-01-31, 31/01/2025 or 31-Jan-2025'],
      [3, 'F', 'Transit Days', 'Transit Days must be a whole number from 0 to 365'],
      [3, 'E', 'Buy Rate', 'Buy Rate must be a number, e.g. 1250.00'],
    ]);
    expect(report).toMatchObject({ totalRows: 2, badRows: 2, errorCount: 9 });
  });

  it(`counts every bad row but keeps the first ${MAX_REPORTED_ERRORS}`, async () => {
    const rows = Array.from({ length: 1_200 }, () => ['CNSHA', 'NLRTM', '20GP', '2025-01-01', 'n/a']);
    const file = await writeWorkbook(path('many-bad.xlsx'), [
      { name: 'Rates', rows: [columns.map(([h]) => h), ...rows] },
    ]);
    const { report } = await parse(file, mappingOf([{ name: 'Rates', columns }], defaults));
    expect(report).toMatchObject({ totalRows: 1_200, badRows: 1_200, errorCount: 1_200 });
    expect(report.errors).toHaveLength(MAX_REPORTED_ERRORS);
  });

  it('reports a missing field that neither the sheet nor the defaults give', async () => {
    const file = await writeWorkbook(path('missing.xlsx'), [
      {
        name: 'Rates',
        rows: [
          ['POL', 'POD', 'Size', 'Rate'],
          ['CNSHA', 'NLRTM', '20GP', 100],
        ],
      },
    ]);
    const { report } = await parse(
      file,
      mappingOf([
        {
          name: 'Rates',
          columns: [
            ['POL', 'originPort'],
            ['POD', 'destinationPort'],
            ['Size', 'containerSize'],
            ['Rate', 'buyRate'],
          ],
        },
      ]),
    );
    expect(report.errors.map(({ column, field, reason }) => [column, field, reason])).toEqual([
      ['', 'Shipping Line', 'Shipping Line is required'],
      ['', 'Currency', 'Currency is required'],
      ['', 'Valid From', 'Valid From is required'],
      ['', 'Valid Till', 'Valid Till is required'],
    ]);
  });
});

describe('parseRateRows: formula cells', () => {
  it('uses the result Excel saved and reports a formula without one', async () => {
    const file = await writeWorkbook(path('formulas.xlsx'), [
      {
        name: 'Rates',
        rows: [
          ['POL', 'POD', 'Base', '20GP', 'Valid From'],
          ['CNSHA', 'NLRTM', 600, { formula: 'C2*2', result: 1200 }, '2025-01-01'],
          ['CNSHA', 'AEJEA', 450, { formula: 'C3*2' }, '2025-01-01'],
          ['INNSA', 'NLRTM', 500, { error: '#N/A' }, { formula: 'TODAY()', result: '2025-01-01' }],
        ],
      },
    ]);
    const mapping = mappingOf(
      [
        {
          name: 'Rates',
          columns: [
            ['POL', 'originPort'],
            ['POD', 'destinationPort'],
            ['Base', 'ignore'],
            ['20GP', 'sizePrice', SIZE.d20],
            ['Valid From', 'validFrom'],
          ],
        },
      ],
      { currency: 'USD', shippingCompanyId: LINE.maersk, validTill: '2025-01-31' },
    );
    const { report, rows } = await parse(file, mapping);
    expect(rows).toEqual([seaRow({ buyRate: '1200.00' })]);
    expect(report.errors).toEqual([
      {
        sheet: 'Rates',
        row: 3,
        column: 'D',
        field: 'Container Size Rate',
        reason:
          'Buy Rate (20GP): the formula =C3*2 has no saved result: open the file in Excel, save it and upload it again',
      },
      {
        sheet: 'Rates',
        row: 4,
        column: 'D',
        field: 'Container Size Rate',
        reason: 'Buy Rate (20GP): the cell holds the error #N/A',
      },
    ]);
  });
});

describe('parseRateRows: CSV', () => {
  it('parses a CSV like a one-sheet workbook', async () => {
    const file = await writeBytes(
      path('rates.csv'),
      [
        'POL,POD,Carrier,Size,Rate,Currency,Valid From,Valid To,Remarks',
        'CNSHA,NLRTM,Maersk,20GP,"1,200.00",USD,01-Jan-2025,31-Jan-2025,"Via ""Suez"", direct"',
        'CNSHA,NLRTM,Maersk,40HC,2100,USD,01-Jan-2025,31-Jan-2025,',
        '',
      ].join('\n'),
    );
    const mapping = mappingOf([
      {
        name: CSV_SHEET_NAME,
        columns: [
          ['POL', 'originPort'],
          ['POD', 'destinationPort'],
          ['Carrier', 'shippingLine'],
          ['Size', 'containerSize'],
          ['Rate', 'buyRate'],
          ['Currency', 'currency'],
          ['Valid From', 'validFrom'],
          ['Valid To', 'validTill'],
          ['Remarks', 'remarks'],
        ],
      },
    ]);
    const { report, rows } = await parse(file, mapping, 'csv');
    expect(report).toEqual({ ...EMPTY_REPORT, totalRows: 2, goodRows: 2 });
    expect(rows).toEqual([
      seaRow({ sheetName: CSV_SHEET_NAME, remarks: 'Via "Suez", direct' }),
      seaRow({ sheetName: CSV_SHEET_NAME, rowNumber: 3, containerSizeId: SIZE.hc40, buyRate: '2100.00' }),
    ]);
  });

  it(`hands rows over in batches of ${IMPORT_BATCH_ROWS}`, async () => {
    const lines = ['POL,POD,20GP,40GP'];
    for (let index = 0; index < 2_500; index += 1) lines.push(`CNSHA,NLRTM,${1000 + (index % 50)},2000`);
    const file = await writeBytes(path('batches.csv'), lines.join('\r\n'));
    const mapping = mappingOf(
      [
        {
          name: CSV_SHEET_NAME,
          columns: [
            ['POL', 'originPort'],
            ['POD', 'destinationPort'],
            ['20GP', 'sizePrice', SIZE.d20],
            ['40GP', 'sizePrice', SIZE.d40],
          ],
        },
      ],
      { currency: 'USD', shippingCompanyId: LINE.maersk, validFrom: '2025-01-01', validTill: '2025-01-31' },
    );
    const { report, batchSizes } = await parse(file, mapping, 'csv');
    expect(report).toMatchObject({ totalRows: 2_500, goodRows: 2_500 });
    expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(5_000);
    expect(Math.max(...batchSizes)).toBeLessThan(IMPORT_BATCH_ROWS + 2);
  });
});
