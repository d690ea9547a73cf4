import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@fastforward/api/src/db/client';
import { API_PATHS, RATE_PATHS, ratePath } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { from as copyFrom } from 'pg-copy-streams';
import { startApp } from './lib/app-under-test';
import { benchDatabases, quantile, rows } from './lib/bench-database';
import {
  generateRates,
  LANES,
  laneEnds,
  type RateSpace,
  rateSearchQuery,
  searchesOf,
} from './lib/rate-bench';
import { fmt, report } from './lib/stats';

const SHEET_ROWS = 50_000;
/** The rates already there (a fifth of the search bench's: the ratio, not the scale, is measured here): the import's lanes have current rates it supersedes. */
const BASE_RATES = 200_000;
const IDLE_SEARCHES = 2_000;
/** Bounds the searches run while the import goes on (and so the bench's time if it hangs). */
const MAX_BUSY_SEARCHES = 200_000;
const IMPORT_TIMEOUT_MS = 15 * 60 * 1000;
const TARGET = { import: 1.6, search: 2 };
const USER = { username: 'ffd.pricing', password: 'FastForward1' };
const SIZES = ['20GP', '40GP', '40HC'];
const SHEET_COLUMNS = [
  'POL',
  'POD',
  'Carrier',
  'Container Type',
  'Rate',
  'Currency',
  'Valid From',
  'Valid To',
  'Transit Time',
];
const COPY_COLUMNS =
  'company_id, mode, origin_port_id, destination_port_id, shipping_company_id, container_size_id, commodity_type, buy_rate, currency, valid_from, valid_till, transit_days';

type SheetRow = {
  originPortId: number;
  destinationPortId: number;
  origin: string;
  destination: string;
  lineId: number;
  scac: string;
  sizeId: number;
  size: string;
  rate: number;
  transitDays: number;
};

/**
 * A carrier's rate sheet as it comes: one row per lane, line and size, ports by UN/LOCODE and the
 * line by SCAC, one validity (next month, overlapping the current rates of those lanes).
 */
async function sheetRows(database: Database, space: RateSpace): Promise<SheetRow[]> {
  const portCodes = new Map(
    (
      await rows<{ id: number; code: string }>(
        database,
        sql`select id, code from ports where id in (${sql.join(space.portIds, sql`, `)})`,
      )
    ).map((p) => [p.id, p.code]),
  );
  const lines = await rows<{ id: number; scac: string }>(
    database,
    sql`select id, scac_code as scac from shipping_companies
         where shipping_mode = 'sea' and company_id is null and scac_code is not null order by id`,
  );
  return Array.from({ length: SHEET_ROWS }, (_, i) => {
    const lane = i % LANES;
    const k = Math.floor(i / LANES);
    const { origin, destination } = laneEnds(lane);
    const line = lines[(lane + k * 3) % lines.length] as { id: number; scac: string };
    const originPortId = space.portIds[origin] as number;
    const destinationPortId = space.portIds[destination] as number;
    return {
      originPortId,
      destinationPortId,
      origin: portCodes.get(originPortId) ?? '',
      destination: portCodes.get(destinationPortId) ?? '',
      lineId: line.id,
      scac: line.scac,
      sizeId: space.sizeIds[k % 3] as number,
      size: SIZES[k % 3] as string,
      rate: 500 + ((lane * 31 + k * 97) % 2500),
      transitDays: 10 + (lane % 30),
    };
  });
}

async function writeSheet(path: string, sheet: SheetRow[], validity: { from: Date; till: Date }) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const worksheet = workbook.addWorksheet('Rates');
  worksheet.addRow(SHEET_COLUMNS).commit();
  for (const row of sheet) {
    worksheet
      .addRow([
        row.origin,
        row.destination,
        row.scac,
        row.size,
        row.rate,
        'USD',
        validity.from,
        validity.till,
        row.transitDays,
      ])
      .commit();
  }
  worksheet.commit();
  await workbook.commit();
}

/** exceljs alone: every cell of every row read from the file, nothing checked or resolved. */
async function parseOnly(path: string) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache' });
  let cells = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      row.eachCell(() => {
        cells += 1;
      });
    }
  }
  return cells;
}

/** COPY alone: the sheet's rates written into valid_rates in one COPY, rolled back afterwards. */
async function copyOnly(
  database: Database,
  companyId: number,
  sheet: SheetRow[],
  validity: { from: string; till: string },
) {
  const csv = sheet
    .map(
      (r) =>
        `${companyId},sea,${r.originPortId},${r.destinationPortId},${r.lineId},${r.sizeId},GNRL,${r.rate},USD,${validity.from},${validity.till},${r.transitDays}\n`,
    )
    .join('');
  const statement = `copy valid_rates (${COPY_COLUMNS}) from stdin with (format csv)`;
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const started = performance.now();
      await pipeline(Readable.from([csv]), client.query(copyFrom(statement)));
      const ms = performance.now() - started;
      await client.query('rollback');
      return ms;
    } finally {
      client.release();
    }
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('no database client');
  let ms = 0;
  await pglite.transaction(async (tx) => {
    const started = performance.now();
    await tx.query(statement.replace('from stdin', "from '/dev/blob'"), [], { blob: new Blob([csv]) });
    ms = performance.now() - started;
    await tx.rollback();
  });
  return ms;
}

type Api = { url: string; token: string };
const call = async <T>(api: Api, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: { item: T } }).data.item;
};

type ImportItem = {
  id: number;
  status: string;
  proposedMapping: { sheets: unknown[]; defaults: Record<string, unknown> } | null;
  report: { goodRows: number; badRows: number; errors: unknown[] } | null;
  preview: Record<string, number> | null;
  failure: string | null;
};

/**
 * The whole import as a user drives it, through the API: upload, the proposed mapping confirmed
 * as it is, the preview, the commit. The bench runs the queued steps itself as soon as they are
 * queued (no poll interval counts).
 */
async function importThroughApi(api: Api, drain: () => Promise<number>, path: string) {
  const marks = [performance.now()];
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(path)], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    'carrier-rates.xlsx',
  );
  const uploaded = await fetch(`${api.url}${RATE_PATHS.rateImports}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { id } = ((await uploaded.json()) as { data: { item: ImportItem } }).data.item;
  const importPath = ratePath(RATE_PATHS.rateImport, id);
  const settle = async (from: string) => {
    for (let round = 0; round < 100; round += 1) {
      await drain();
      const item = await call<ImportItem>(api, 'GET', importPath);
      if (item.status !== from) return item;
    }
    throw new Error(`the import stayed ${from}`);
  };
  const read = await settle('reading');
  marks.push(performance.now());
  if (read.status !== 'mapping' || !read.proposedMapping) {
    throw new Error(`after reading: ${read.status} ${read.failure ?? ''}`);
  }
  await call(api, 'PUT', ratePath(RATE_PATHS.rateImportMapping, id), {
    ...read.proposedMapping,
    saveAsTemplate: false,
  });
  const previewed = await settle('parsing');
  marks.push(performance.now());
  if (previewed.status !== 'previewed')
    throw new Error(`after parsing: ${previewed.status} ${previewed.failure ?? ''}`);
  const queued = await call<ImportItem>(api, 'POST', ratePath(RATE_PATHS.rateImportCommit, id));
  if (queued.status !== 'loading') throw new Error(`after commit: ${queued.status}`);
  const done = await settle('loading');
  if (done.status !== 'imported') throw new Error(`after loading: ${done.status} ${done.failure ?? ''}`);
  marks.push(performance.now());
  const [upload = 0, mapped = 0, parsed = 0, committed = 0] = marks;
  const seconds = (ms: number) => fmt(ms / 1000, 1);
  const phases = `upload and read ${seconds(mapped - upload)} s, mapping to preview ${seconds(parsed - mapped)} s, commit ${seconds(committed - parsed)} s`;
  return { previewed, phases };
}

/** Wall time of each search, run one after another until `until` says stop (or `max` searches). */
async function searchTimes(
  database: Database,
  space: RateSpace,
  max: number,
  until: () => boolean,
  seed: number,
) {
  const searches = searchesOf(space, max, seed);
  const ms: number[] = [];
  for (const search of searches) {
    if (until()) break;
    const started = performance.now();
    await rateSearchQuery(database, search);
    ms.push(performance.now() - started);
    // Let the app's own work in this process (the import's requests) take its turns.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return ms;
}

/**
 * A 50,000-row carrier sheet imported end to end through the API (upload, proposed mapping,
 * preview against 200,000 current rates, commit), on PGlite and on PostgreSQL: its wall time as
 * a ratio to exceljs reading the same file plus one COPY of its rows, and the Rate Wizard's
 * search p95 while the import runs as a ratio to its p95 when idle.
 */
export async function benchRateImport() {
  let worst = 0;
  const dir = mkdtempSync(join(tmpdir(), 'ff-bench-sheet-'));
  try {
    for (const open of benchDatabases()) {
      const subject = await open();
      const app = await startApp({}, { database: subject.database, work: false });
      try {
        const [oceanic] = await rows<{ id: number }>(
          subject.database,
          sql`select id from companies where short_name = 'oceanic'`,
        );
        if (!oceanic) throw new Error('the demo forwarder is missing');
        const space = await generateRates(subject.database, BASE_RATES, oceanic.id);
        const sheet = await sheetRows(subject.database, space);
        const today = new Date();
        const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
        const till = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0));
        const path = join(dir, 'carrier-rates.xlsx');
        await writeSheet(path, sheet, { from, till });

        const parseStarted = performance.now();
        const cells = await parseOnly(path);
        const parseMs = performance.now() - parseStarted;
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const copyMs = await copyOnly(subject.database, oceanic.id, sheet, {
          from: iso(from),
          till: iso(till),
        });

        const login = (await fetch(`${app.url}${API_PATHS.login}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(USER),
        }).then((r) => r.json())) as { data: { token: string } };
        const api = { url: app.url, token: login.data.token };

        const idle = await searchTimes(subject.database, space, IDLE_SEARCHES, () => false, 3);
        let importing = true;
        const deadline = Date.now() + IMPORT_TIMEOUT_MS;
        const importStarted = performance.now();
        const busyRun = searchTimes(
          subject.database,
          space,
          MAX_BUSY_SEARCHES,
          () => !importing || Date.now() > deadline,
          5,
        );
        let imported: Awaited<ReturnType<typeof importThroughApi>>;
        try {
          imported = await importThroughApi(api, () => app.jobs.drain(), path);
        } finally {
          importing = false;
        }
        const importMs = performance.now() - importStarted;
        const busy = await busyRun;

        const importRatio = importMs / (parseMs + copyMs);
        report(
          `Rate-sheet import, ${subject.label} (wall, import ÷ (exceljs parse + COPY))`,
          importRatio,
          `≤ ${TARGET.import}`,
          importRatio <= TARGET.import,
          `import ${fmt(importMs / 1000, 1)} s, exceljs parse ${fmt(parseMs / 1000, 1)} s (${cells} cells), COPY ${fmt(copyMs / 1000, 1)} s; ${SHEET_ROWS} rows (${imported.previewed.report?.goodRows ?? 0} good, preview ${JSON.stringify(imported.previewed.preview)}; ${imported.phases}) over ${BASE_RATES.toLocaleString('en')} rates`,
        );
        const searchRatio = quantile(busy, 0.95) / quantile(idle, 0.95);
        report(
          `Rate search during an import, ${subject.label} (wall, p95 during ÷ p95 idle)`,
          searchRatio,
          `≤ ${TARGET.search}`,
          searchRatio <= TARGET.search,
          `p95 ${fmt(quantile(busy, 0.95), 2)} ms during (${busy.length} searches, max ${fmt(
            busy.reduce((a, b) => Math.max(a, b), 0),
            0,
          )} ms), ${fmt(quantile(idle, 0.95), 2)} ms idle (${idle.length})`,
        );
        worst = Math.max(worst, importRatio);
      } finally {
        await app.close();
        await subject.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return worst;
}
