import {
  IMPORT_TARGET_LABELS,
  type ImportPreview,
  type ImportRowError,
  RATE_IMPORT_ACTION,
} from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The import a preview or a commit works on: its staged rows, its company and its vendor. */
export type ImportScope = { importId: number; companyId: number; vendorId: number | null };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * A staged row `r` and a current rate `v` price the same thing: the same mode, lane, line,
 * container size or weight slab, commodity type and vendor (the import's).
 */
export const sameKey = (scope: ImportScope) => sql`
  v.company_id = ${scope.companyId}
  and v.mode = r.mode
  and v.origin_port_id = r.origin_port_id
  and v.destination_port_id = r.destination_port_id
  and v.shipping_company_id is not distinct from r.shipping_company_id
  and v.container_size_id is not distinct from r.container_size_id
  and v.weight_slab_id is not distinct from r.weight_slab_id
  and v.commodity_type = r.commodity_type
  and v.vendor_id is not distinct from ${scope.vendorId}::integer`;

const overlaps = sql`v.valid_from <= r.valid_till and v.valid_till >= r.valid_from`;
const sameValidity = sql`v.valid_from = r.valid_from and v.valid_till = r.valid_till`;

/** The same key in two staged rows `a` and `b`. */
const sameStagedKey = sql`
  a.mode = b.mode
  and a.origin_port_id = b.origin_port_id
  and a.destination_port_id = b.destination_port_id
  and a.shipping_company_id is not distinct from b.shipping_company_id
  and a.container_size_id is not distinct from b.container_size_id
  and a.weight_slab_id is not distinct from b.weight_slab_id
  and a.commodity_type = b.commodity_type`;

/**
 * Rows of the sheet that price the same key as an earlier row over an overlapping validity: the
 * sheet contradicts itself there, so the later row is a bad row and the earlier one stands. Like
 * a row with a bad cell, a bad row stages nothing (a wide row loses all its sizes). Several
 * validity periods of one lane that do not overlap are no duplicates. Answers the removed rows
 * in sheet order, each with the row it repeats.
 */
export async function removeDuplicateRows(db: DbOrTx, importId: number): Promise<DuplicateRow[]> {
  const result = await db.execute(sql`
    with duplicates as (
      select distinct on (b.id) b.id, b.sheet_name, b.row_number,
        a.sheet_name as first_sheet, a.row_number as first_row
      from rate_import_rows b
      join rate_import_rows a
        on a.import_id = b.import_id and a.id < b.id and ${sameStagedKey}
        and a.valid_from <= b.valid_till and a.valid_till >= b.valid_from
        and (a.sheet_name, a.row_number) is distinct from (b.sheet_name, b.row_number)
      where b.import_id = ${importId}
      order by b.id, a.id
    ),
    bad_rows as (
      select distinct on (sheet_name, row_number) id, sheet_name, row_number, first_sheet, first_row
      from duplicates
      order by sheet_name, row_number, id
    ),
    removed as (
      delete from rate_import_rows d using bad_rows
      where d.import_id = ${importId} and d.sheet_name = bad_rows.sheet_name
        and d.row_number = bad_rows.row_number
    )
    select sheet_name as sheet, row_number as row, first_sheet as "firstSheet", first_row as "firstRow"
    from bad_rows
    order by id`);
  return rowsOf<DuplicateRow>(result).map((row) => ({
    ...row,
    row: Number(row.row),
    firstRow: Number(row.firstRow),
  }));
}

export type DuplicateRow = { sheet: string; row: number; firstSheet: string; firstRow: number };

/** A duplicate row as the report lists it (the whole row is at fault: no one column). */
export const duplicateRowError = (duplicate: DuplicateRow): ImportRowError => ({
  sheet: duplicate.sheet,
  row: duplicate.row,
  column: '',
  field: IMPORT_TARGET_LABELS.validFrom,
  reason: `Duplicate of row ${duplicate.firstRow}${
    duplicate.firstSheet === duplicate.sheet ? '' : ` of sheet ${duplicate.firstSheet}`
  }: the same lane, line, container size or weight slab and commodity type with an overlapping validity`,
});

/** Whether the staged row carries exactly what the current rate holds (nothing to write). */
const sameContent = sql`
  v.buy_rate = r.buy_rate
  and v.sell_rate is not distinct from r.sell_rate
  and v.currency = r.currency
  and v.transit_days is not distinct from r.transit_days
  and v.free_days is not distinct from r.free_days
  and v.incoterm_code is not distinct from r.incoterm_code
  and v.remarks is not distinct from r.remarks`;

/**
 * Decides what each staged row does against the company's current rates, set-based, in one pass
 * that writes only the rows whose outcome differs from what they hold:
 * - the same key and the same validity: 'unchanged' when it carries exactly what the rate holds
 *   (prices, currency, transit and free days, incoterm, remarks), else 'changed' (the rate is
 *   updated in place; its old prices are kept on the row for the preview);
 * - the same key and an overlapping but different validity: 'supersedes' (at the commit each
 *   overlapped rate is cut to end the day before the new validity starts; one that starts within
 *   it is removed when the new rows cover it to its end, else it starts the day after they end);
 * - otherwise 'new', kept as no action at all: most rows of a sheet are new, and a staged row
 *   written once more per row would double the preview's cost.
 * Runs again inside the commit, so rates edited since the preview are taken as they are then;
 * when none were, that run reads and writes nothing.
 */
export async function classifyRows(db: DbOrTx, scope: ImportScope): Promise<void> {
  await db.execute(sql`
    update rate_import_rows t
    set action = m.action, existing_rate_id = m.rate_id, existing_buy_rate = m.buy_rate,
      existing_sell_rate = m.sell_rate
    from (
      select r.id, e.id as rate_id, e.buy_rate, e.sell_rate,
        case when e.id is null then null
          when not e.exact then ${RATE_IMPORT_ACTION.supersedes}
          when e.same then ${RATE_IMPORT_ACTION.unchanged}
          else ${RATE_IMPORT_ACTION.changed} end as action
      from rate_import_rows r
      left join lateral (
        select v.id, v.buy_rate, v.sell_rate, (${sameValidity}) as exact, (${sameContent}) as same
        from valid_rates v
        where ${sameKey(scope)} and ${overlaps}
        order by (${sameValidity}) desc, v.valid_from, v.id
        limit 1
      ) e on true
      where r.import_id = ${scope.importId}
    ) m
    where t.id = m.id
      and (t.action, t.existing_rate_id, t.existing_buy_rate, t.existing_sell_rate)
        is distinct from (m.action, m.rate_id, m.buy_rate, m.sell_rate)`);
}

/** How many staged rows do each thing. */
export async function countActions(db: DbOrTx, importId: number): Promise<ImportPreview> {
  const result = await db.execute(sql`
    select action, count(*)::int as n from rate_import_rows where import_id = ${importId} group by action`);
  const counts: ImportPreview = { new: 0, changed: 0, unchanged: 0, supersedes: 0 };
  for (const { action, n } of rowsOf<{ action: keyof ImportPreview | null; n: number }>(result)) {
    const counted = action ?? RATE_IMPORT_ACTION.new;
    if (counted in counts) counts[counted] = Number(n);
  }
  return counts;
}
