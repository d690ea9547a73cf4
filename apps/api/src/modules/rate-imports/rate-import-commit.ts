import { RATE_IMPORT_ACTION } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ImportScope, sameKey } from './rate-import-preview';

const overlaps = sql`v.valid_from <= r.valid_till and v.valid_till >= r.valid_from`;

/**
 * Writes a classified import into valid_rates, set-based, inside the caller's transaction:
 * 1. each current rate a 'supersedes' row overlaps is cut to end the day before the earliest
 *    new validity starts; one starting within the new validities is removed when they cover it
 *    to its end, else it starts the day after the latest of them ends;
 * 2. 'changed' rows update their rate in place (its id, and what points at it, stay);
 * 3. new rows (no action) and 'supersedes' rows are inserted.
 * Every rate written carries the import's id. The cut comes first: afterwards the new rows
 * would overlap the old ones themselves. `onProgress` hears how far it got (percent of the
 * commit, the insert being the bulk of it).
 */
export async function writeImportedRates(
  db: DbOrTx,
  scope: ImportScope & { userId: number; now: Date },
  onProgress: (percent: number) => void = () => {},
): Promise<void> {
  const { importId, companyId, vendorId, userId } = scope;
  const now = sql`${scope.now.toISOString()}::timestamptz`;
  await db.execute(sql`
    with hit as (
      select v.id, v.valid_from as vf, v.valid_till as vt,
        min(r.valid_from) as nf, max(r.valid_till) as nt
      from rate_import_rows r
      join valid_rates v on ${sameKey(scope)} and ${overlaps}
      where r.import_id = ${importId} and r.action = ${RATE_IMPORT_ACTION.supersedes}
      group by v.id
    ),
    removed as (
      delete from valid_rates d using hit
      where d.id = hit.id and hit.vf >= hit.nf and hit.vt <= hit.nt
      returning d.id
    )
    update valid_rates u
    set valid_till = case when hit.vf < hit.nf then hit.nf - 1 else u.valid_till end,
      valid_from = case when hit.vf < hit.nf then u.valid_from else hit.nt + 1 end,
      updated_at = ${now}
    from hit
    where u.id = hit.id and not (hit.vf >= hit.nf and hit.vt <= hit.nt)`);
  onProgress(30);
  await db.execute(sql`
    update valid_rates v
    set buy_rate = r.buy_rate, sell_rate = r.sell_rate, currency = r.currency,
      transit_days = r.transit_days, free_days = r.free_days, incoterm_code = r.incoterm_code,
      remarks = r.remarks, import_id = ${importId}, updated_at = ${now}
    from rate_import_rows r
    where r.import_id = ${importId} and r.action = ${RATE_IMPORT_ACTION.changed}
      and v.id = r.existing_rate_id and v.company_id = ${companyId}`);
  onProgress(40);
  await db.execute(sql`
    insert into valid_rates (company_id, mode, origin_port_id, destination_port_id, shipping_company_id,
      container_size_id, weight_slab_id, commodity_type, buy_rate, sell_rate, currency, valid_from,
      valid_till, transit_days, free_days, incoterm_code, vendor_id, remarks, import_id, created_by,
      created_at, updated_at)
    select ${companyId}, mode, origin_port_id, destination_port_id, shipping_company_id,
      container_size_id, weight_slab_id, commodity_type, buy_rate, sell_rate, currency, valid_from,
      valid_till, transit_days, free_days, incoterm_code, ${vendorId}::integer, remarks, ${importId},
      ${userId}, ${now}, ${now}
    from rate_import_rows
    where import_id = ${importId}
      and (action is null or action = ${RATE_IMPORT_ACTION.supersedes})
    order by id`);
  onProgress(95);
}
