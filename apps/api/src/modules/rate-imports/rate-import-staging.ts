import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import type { StagedRateRow } from './sheet/parse-rows';

/** The staged columns, in the order COPY and the JSON records list them. */
const COLUMNS = [
  ['import_id', 'int'],
  ['sheet_name', 'text'],
  ['row_number', 'int'],
  ['mode', 'text'],
  ['origin_port_id', 'int'],
  ['destination_port_id', 'int'],
  ['shipping_company_id', 'int'],
  ['container_size_id', 'int'],
  ['weight_slab_id', 'int'],
  ['commodity_type', 'text'],
  ['buy_rate', 'numeric'],
  ['sell_rate', 'numeric'],
  ['currency', 'text'],
  ['valid_from', 'date'],
  ['valid_till', 'date'],
  ['transit_days', 'int'],
  ['free_days', 'int'],
  ['incoterm_code', 'text'],
  ['remarks', 'text'],
] as const;

type Value = string | number | null | undefined;

// PostgreSQL refuses NUL in text; a sheet cell may carry one.
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

const valuesOf = (importId: number, row: StagedRateRow): Value[] => [
  importId,
  withoutNul(row.sheetName),
  row.rowNumber,
  row.mode,
  row.originPortId,
  row.destinationPortId,
  row.shippingCompanyId,
  row.containerSizeId,
  row.weightSlabId,
  row.commodityType,
  row.buyRate,
  row.sellRate,
  row.currency,
  row.validFrom,
  row.validTill,
  row.transitDays,
  row.freeDays,
  row.incotermCode,
  row.remarks === null || row.remarks === undefined ? null : withoutNul(row.remarks),
];

/** One CSV line: NULL is an empty unquoted field, every value quoted (an empty text stays ''). */
const csvLine = (values: Value[]) =>
  `${values
    .map((value) => (value === null || value === undefined ? '' : `"${String(value).replaceAll('"', '""')}"`))
    .join(',')}\n`;

const columnList = COLUMNS.map(([name]) => name).join(', ');

/** PostgreSQL: the rows streamed through COPY on a connection of the pool. */
async function copyRows(pool: pg.Pool, importId: number, rows: readonly StagedRateRow[]) {
  const client = await pool.connect();
  try {
    const target = client.query(
      copyFrom(`copy rate_import_rows (${columnList}) from stdin with (format csv)`),
    );
    await pipeline(
      Readable.from(
        (function* lines() {
          for (const row of rows) yield csvLine(valuesOf(importId, row));
        })(),
      ),
      target,
    );
  } finally {
    client.release();
  }
}

/**
 * PGlite (one connection, no COPY from a stream): one INSERT … SELECT over the batch sent as one
 * JSON parameter, so a batch is one statement whatever its size (no 65,535-parameter ceiling).
 */
async function insertRows(db: Db, importId: number, rows: readonly StagedRateRow[]) {
  const records = rows.map((row) => {
    const values = valuesOf(importId, row);
    return Object.fromEntries(COLUMNS.map(([name], i) => [name, values[i]]));
  });
  const recordType = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.execute(sql`
    insert into rate_import_rows (${sql.raw(columnList)})
    select ${sql.raw(columnList)}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(recordType)})`);
}

/**
 * Stages a batch of parsed rows for `importId`, set-based: COPY on a PostgreSQL server, one
 * INSERT … SELECT on PGlite. The staging table is private to the import until its preview, so
 * batches go in on their own (autocommit), each as one statement.
 */
export async function stageRows(db: Db, importId: number, rows: readonly StagedRateRow[]): Promise<void> {
  if (rows.length === 0) return;
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) await copyRows(client, importId, rows);
  else await insertRows(db, importId, rows);
}
