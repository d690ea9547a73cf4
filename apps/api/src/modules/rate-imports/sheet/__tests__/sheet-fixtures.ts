import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { ImportColumnMapping, RateImportMappingRequest } from '@fastforward/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import { buildImportLookups } from '../lookups';
import type { StagedRateRow } from '../parse-rows';

/** A scratch directory for the test file (made before its tests, removed after them): `path(name)` in it. */
export function useScratchDir(): (name: string) => string {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ff-sheet-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return (name) => join(dir, name);
}

export type CellValue = ExcelJS.CellValue;
export type SheetSpec = {
  name: string;
  rows: CellValue[][];
  hidden?: boolean;
  /** 1-based row numbers to hide. */
  hiddenRows?: number[];
};

/** Writes a workbook of the given sheets (row 1 of `rows` is sheet row 1). */
export async function writeWorkbook(path: string, sheets: SheetSpec[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, spec.hidden ? { state: 'hidden' } : undefined);
    for (const values of spec.rows) sheet.addRow(values);
    for (const number of spec.hiddenRows ?? []) sheet.getRow(number).hidden = true;
  }
  await workbook.xlsx.writeFile(path);
  return path;
}

/** A zip entry written as given: `declaredSize` lets a test lie in the central directory. */
export type ZipEntrySpec = {
  name: string;
  data: Buffer;
  deflated?: Buffer;
  declaredSize?: number;
  flags?: number;
};

/** A minimal zip writer (stored or pre-deflated entries), for archives no honest tool writes. */
export function writeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflated ?? entry.data;
    const method = entry.deflated ? 8 : 0;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function writeBytes(path: string, bytes: Buffer | string): Promise<string> {
  await writeFile(path, bytes);
  return path;
}

/** Container sizes as the reference data ships them (ids of the test's own). */
export const SIZES = [
  { id: 1, size: "20' Standard", isoCode: '22G1' },
  { id: 2, size: "40' Standard", isoCode: '42G1' },
  { id: 3, size: "40' High Cube", isoCode: '45G1' },
  { id: 4, size: "45' High Cube", isoCode: 'L5G1' },
];
export const SIZE = { d20: 1, d40: 2, hc40: 3, hc45: 4 };
export const PORT = {
  jebelAli: 1,
  nhavaSheva: 2,
  shanghai: 3,
  rotterdam: 4,
  dubaiAirport: 10,
  mumbaiAirport: 11,
};
export const LINE = { maersk: 1, emirates: 2 };

export const LOOKUPS = buildImportLookups({
  ports: [
    { id: PORT.jebelAli, type: 'sea', code: 'AEJEA', name: 'Jebel Ali' },
    { id: PORT.nhavaSheva, type: 'sea', code: 'INNSA', name: 'Nhava Sheva' },
    { id: PORT.shanghai, type: 'sea', code: 'CNSHA', name: 'Shanghai' },
    { id: PORT.rotterdam, type: 'sea', code: 'NLRTM', name: 'Rotterdam' },
    { id: PORT.dubaiAirport, type: 'air', code: 'DXB', name: 'Dubai International', icaoCode: 'OMDB' },
    { id: PORT.mumbaiAirport, type: 'air', code: 'BOM', name: 'Mumbai', icaoCode: 'VABB' },
  ],
  lines: [
    { id: LINE.maersk, name: 'Maersk', shippingMode: 'sea', scacCode: 'MAEU' },
    { id: LINE.emirates, name: 'Emirates SkyCargo', shippingMode: 'air', iataCode: 'EK', iataPrefix: '176' },
  ],
  sizes: SIZES,
  slabs: [
    { id: 1, name: '+45', type: 'air' },
    { id: 2, name: '+100', type: 'air' },
  ],
  currencies: ['USD', 'EUR', 'AED', 'INR'],
  incoterms: ['FOB', 'CIF', 'EXW'],
  commodityTypes: ['GNRL', 'HZMT', 'TEMP'],
});

const column = (index: number, header: string, target: ImportColumnMapping['target'], sizeId?: number) => ({
  column: index + 1,
  header,
  target,
  containerSizeId: sizeId ?? null,
});

/** A mapping of one sheet: each header to the target given (in column order). */
export function mappingOf(
  sheets: { name: string; headerRow?: number; columns: [string, ImportColumnMapping['target'], number?][] }[],
  defaults: RateImportMappingRequest['defaults'] = {},
): RateImportMappingRequest {
  return {
    sheets: sheets.map((sheet) => ({
      name: sheet.name,
      headerRow: sheet.headerRow ?? 1,
      columns: sheet.columns.map(([header, target, sizeId], index) => column(index, header, target, sizeId)),
    })),
    defaults,
    saveAsTemplate: false,
  };
}

/** What `onBatch` received, in order, and how big each batch was. */
export function collectBatches() {
  const rows: StagedRateRow[] = [];
  const sizes: number[] = [];
  return {
    rows,
    sizes,
    onBatch: async (batch: StagedRateRow[]) => {
      sizes.push(batch.length);
      rows.push(...batch);
    },
  };
}
