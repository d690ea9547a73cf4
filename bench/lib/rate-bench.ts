import type { Database } from '@fastforward/api/src/db/client';
import { validRates } from '@fastforward/api/src/db/schema';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { createForwarders, rows } from './bench-database';

/** Sea ports the generated lanes run between, and the lanes: every port to 17 others. */
export const PORTS = 300;
export const LANES = 5000;
/** Monthly and weekly filings over a year: today sits in the middle windows. */
const WINDOWS = 12;
const WINDOW_DAYS = 30;
const FIRST_WINDOW_DAYS_AGO = 300;
const INSERT_BATCH = 100_000;

export type RateSpace = {
  /** The forwarder the searches run for (four in five rates are its own). */
  companyId: number;
  portIds: number[];
  sizeIds: number[];
  /** Days from today the generated windows span, for the searches' dates. */
  dayRange: [number, number];
  total: number;
};

/**
 * `total` sea rates made by the database itself (INSERT … SELECT generate_series, in batches):
 * 5,000 lanes among 300 shipped ports, 25 lines, 20', 40' and 40' high cube, twelve monthly or
 * weekly windows around today, four forwarders (the first with four rates in five). Then ANALYZE,
 * as autovacuum would after such a load.
 */
export async function generateRates(
  database: Database,
  total: number,
  /** The forwarder holding most rates; by default one made for the bench. */
  mainCompanyId?: number,
): Promise<RateSpace> {
  const created = await createForwarders(database, mainCompanyId === undefined ? 4 : 3);
  const [companyId, ...others] = mainCompanyId === undefined ? created : [mainCompanyId, ...created];
  if (companyId === undefined) throw new Error('no forwarder created');
  const portIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from ports where type = 'sea' and company_id is null order by code limit ${PORTS}`,
    )
  ).map((r) => r.id);
  const lineIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from shipping_companies where shipping_mode = 'sea' and company_id is null order by id`,
    )
  ).map((r) => r.id);
  const sizeIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from container_sizes where iso_code in ('22G1', '42G1', '45G1') order by iso_code`,
    )
  ).map((r) => r.id);
  if (portIds.length < PORTS || lineIds.length < 10 || sizeIds.length !== 3) {
    throw new Error('the reference data lacks ports, lines or sizes');
  }
  const intArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  for (let start = 0; start < total; start += INSERT_BATCH) {
    const end = Math.min(total, start + INSERT_BATCH) - 1;
    // i → lane (origin, and a destination 1 + 13k ports on, never the origin), then window, size
    // and line: fewer rates still span every window. One rate in five is another forwarder's.
    await database.db.execute(sql`
      with g as (
        select i, i % ${LANES}::int as lane, (i / ${LANES}::int) as rest from generate_series(${start}::int, ${end}::int) i
      ), d as (
        select i, lane, rest, (rest / ${WINDOWS}::int) % 3 as s, (rest / ${3 * WINDOWS}::int) % 6 as l, rest % ${WINDOWS}::int as w,
               lane % ${PORTS}::int as o, (lane % ${PORTS}::int + 1 + (lane / ${PORTS}::int) * 13) % ${PORTS}::int as t
          from g
      )
      insert into valid_rates (company_id, mode, origin_port_id, destination_port_id, shipping_company_id,
                               container_size_id, commodity_type, buy_rate, sell_rate, currency, valid_from,
                               valid_till, transit_days, free_days)
      select case when (rest + lane) % 5 = 0 then (${intArray(others)})[1 + (i / 5) % ${others.length}::int] else ${companyId}::int end,
             'sea', (${intArray(portIds)})[1 + o], (${intArray(portIds)})[1 + t],
             (${intArray(lineIds)})[1 + (lane + l * 5) % ${lineIds.length}::int],
             (${intArray(sizeIds)})[1 + s], 'GNRL',
             round((400 + (lane * 37 + l * 101 + w * 13) % 2600 + s * 40)::numeric, 2),
             case when i % 17 = 0 then round((500 + (lane * 37 + l * 101) % 2600)::numeric, 2) end,
             'USD',
             current_date - ${FIRST_WINDOW_DAYS_AGO}::int + w * ${WINDOW_DAYS}::int + lane % 7,
             current_date - ${FIRST_WINDOW_DAYS_AGO}::int + w * ${WINDOW_DAYS}::int + lane % 7
               + case when l % 2 = 0 then ${WINDOW_DAYS - 1}::int else 6 end,
             10 + lane % 30, 7 + l
        from d`);
  }
  await database.db.execute(sql`analyze valid_rates`);
  const spanEnd = -FIRST_WINDOW_DAYS_AGO + WINDOWS * WINDOW_DAYS;
  return { companyId, portIds, sizeIds, dayRange: [-FIRST_WINDOW_DAYS_AGO, spanEnd], total };
}

/** Columns the Rate Wizard prices an option from. */
const RATE_COLUMNS = {
  id: validRates.id,
  shippingCompanyId: validRates.shippingCompanyId,
  vendorId: validRates.vendorId,
  containerSizeId: validRates.containerSizeId,
  commodityType: validRates.commodityType,
  buyRate: validRates.buyRate,
  sellRate: validRates.sellRate,
  currency: validRates.currency,
  validFrom: validRates.validFrom,
  validTill: validRates.validTill,
  transitDays: validRates.transitDays,
  freeDays: validRates.freeDays,
};

export type RateSearch = {
  companyId: number;
  originPortId: number;
  destinationPortId: number;
  date: string;
  containerSizeId: number;
};

/** The Rate Wizard's search: one company's lane, valid on a day, for one container size. */
export const rateSearchQuery = (database: Database, search: RateSearch) =>
  database.db
    .select(RATE_COLUMNS)
    .from(validRates)
    .where(
      and(
        eq(validRates.companyId, search.companyId),
        eq(validRates.originPortId, search.originPortId),
        eq(validRates.destinationPortId, search.destinationPortId),
        gte(validRates.validTill, search.date),
        lte(validRates.validFrom, search.date),
        eq(validRates.containerSizeId, search.containerSizeId),
      ),
    );

/** The same columns of one rate by its primary key: what the search is measured against. */
export const rateByIdQuery = (database: Database, id: number) =>
  database.db.select(RATE_COLUMNS).from(validRates).where(eq(validRates.id, id));

/** The generated lane `lane`: its origin's and destination's places in `portIds`. */
export const laneEnds = (lane: number) => {
  const origin = lane % PORTS;
  return { origin, destination: (origin + 1 + Math.floor(lane / PORTS) * 13) % PORTS };
};

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Searches over the generated lanes, days and sizes, the same ones on every run. */
export function searchesOf(space: RateSpace, count: number, seed = 7): RateSearch[] {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const today = Date.now();
  const [from, to] = space.dayRange;
  return Array.from({ length: count }, () => {
    const { origin: o, destination: t } = laneEnds(pick(LANES));
    const day = from + pick(to - from);
    return {
      companyId: space.companyId,
      originPortId: space.portIds[o] as number,
      destinationPortId: space.portIds[t] as number,
      date: new Date(today + day * 86_400_000).toISOString().slice(0, 10),
      containerSizeId: space.sizeIds[pick(3)] as number,
    };
  });
}

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The plan of `query` with its parameters, as the driver would run it. */
export async function explain(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const statement = `explain (format json) ${text}`;
  const result = database.pool
    ? await database.pool.query(statement, params)
    : await database.pglite?.query(statement, params);
  const cell = (result?.rows[0] as Record<string, unknown> | undefined)?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0].Plan);
  const scan = nodes.find((n) => n['Relation Name'] === 'valid_rates' || n['Index Name']);
  const describe = (n: PlanNode) =>
    `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`;
  return {
    node: scan ? describe(scan) : describe(plan[0].Plan),
    plan: nodes.map(describe).join(' → '),
    indexScan:
      nodes.some((n) => /Index/.test(n['Node Type'])) && !nodes.some((n) => n['Node Type'] === 'Seq Scan'),
  };
}
