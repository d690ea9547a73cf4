import type { Database } from '@fastforward/api/src/db/client';
import * as schema from '@fastforward/api/src/db/schema';
import { rateEnquiries } from '@fastforward/api/src/db/schema';
import { listEnquiries } from '@fastforward/api/src/modules/rate-enquiries/rate-enquiries.service';
import type { AuthContext } from '@fastforward/api/src/plugins/auth';
import {
  COMPANY_CATEGORY,
  ENQUIRY_STATUSES,
  type EnquiryListQuery,
  enquiryListQuerySchema,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { benchDatabases, createForwarders, quantile, rows } from './lib/bench-database';
import { fmt, median, report } from './lib/stats';

const ENQUIRIES = 10_000;
/** Another forwarder's enquiries in the same table, which the lists must never read through. */
const OTHER_TENANT = 2_000;
const CUSTOMERS = 25;
const SALES_PEOPLE = 5;
const WARM_UP = 30;
const SAMPLES = 200;
const PAGE_SIZE = 10;
const DEEP_PAGE = 500;
const TARGET = { list: 3, deep: 1.5 };

/**
 * The forwarder's enquiry list (apps/api modules/rate-enquiries listEnquiries, the service the
 * route calls) over 10,000 enquiries of one forwarder, on PGlite and on PostgreSQL: the list
 * filtered by status and lane (page 1), by lane alone (page 1 and page 500 of 10 a page: half the
 * enquiries are on that lane), each as the ratio of its median wall time to that of a primary-key
 * read of one enquiry, interleaved on the same database after a warm-up. Then each query the list
 * runs, EXPLAIN ANALYZE'd, with its plan's nodes.
 */
export async function benchEnquiryList() {
  let worst = 0;
  for (const open of benchDatabases()) {
    const subject = await open();
    try {
      const started = performance.now();
      const space = await generateEnquiries(subject.database);
      const loadSeconds = (performance.now() - started) / 1000;
      const { db } = subject.database;
      const query = (filters: Partial<EnquiryListQuery>) =>
        enquiryListQuerySchema.parse({ pageSize: PAGE_SIZE, ...filters });
      const lane = { originPortId: space.lane[0], destinationPortId: space.lane[1] };
      const lists = {
        statusLane: query({ status: 'booked', ...lane }),
        lane: query(lane),
        laneDeep: query({ ...lane, page: DEEP_PAGE }),
      };
      const ms = {
        statusLane: [] as number[],
        lane: [] as number[],
        laneDeep: [] as number[],
        read: [] as number[],
      };
      const counts = { statusLane: 0, lane: 0, laneDeep: 0 };
      let pick = 0;
      for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
        const times: Partial<Record<keyof typeof ms, number>> = {};
        for (const key of Object.keys(lists) as (keyof typeof lists)[]) {
          const t0 = performance.now();
          const page = await listEnquiries(db, space.auth, lists[key]);
          times[key] = performance.now() - t0;
          counts[key] = page.items.length;
        }
        pick = (pick + 7919) % ENQUIRIES;
        const t0 = performance.now();
        const [one] = await db
          .select()
          .from(rateEnquiries)
          .where(
            and(eq(rateEnquiries.id, space.firstId + pick), eq(rateEnquiries.companyId, space.companyId)),
          );
        times.read = performance.now() - t0;
        if (!one) throw new Error('the primary-key read found nothing');
        if (i < WARM_UP) continue;
        for (const key of Object.keys(ms) as (keyof typeof ms)[]) ms[key].push(times[key] ?? 0);
      }
      if (counts.laneDeep !== PAGE_SIZE || counts.statusLane !== PAGE_SIZE) {
        throw new Error(`a measured page is short: ${JSON.stringify(counts)}`);
      }
      const read = median(ms.read);
      const µs = (values: number[]) =>
        `${fmt(median(values) * 1000, 0)} µs (p95 ${fmt(quantile(values, 0.95) * 1000, 0)})`;
      const setting = `${SAMPLES} samples over ${ENQUIRIES.toLocaleString('en')} enquiries (+${OTHER_TENANT.toLocaleString('en')} of another forwarder, generated in ${fmt(loadSeconds, 1)} s); primary-key read ${µs(ms.read)}`;
      const figures: [string, keyof typeof ms, string][] = [
        ['status + lane, page 1', 'statusLane', `${space.statusLaneRows} rows match`],
        ['lane, page 1', 'lane', `${space.laneRows} rows match`],
        [`lane, page ${DEEP_PAGE}`, 'laneDeep', `offset ${(DEEP_PAGE - 1) * PAGE_SIZE}`],
      ];
      for (const [name, key, matched] of figures) {
        const ratio = median(ms[key]) / read;
        worst = Math.max(worst, ratio);
        report(
          `Enquiry list ${name}, ${subject.label} (wall, median list ÷ median primary-key read)`,
          ratio,
          `≤ ${TARGET.list}`,
          ratio <= TARGET.list,
          `list ${µs(ms[key])}, ${matched}; ${setting}`,
        );
      }
      const deep = median(ms.laneDeep) / median(ms.lane);
      report(
        `Enquiry list page ${DEEP_PAGE} ÷ page 1 (lane), ${subject.label}`,
        deep,
        `≤ ${TARGET.deep}`,
        deep <= TARGET.deep,
        `page ${DEEP_PAGE} ${µs(ms.laneDeep)}, page 1 ${µs(ms.lane)}`,
      );
      for (const [name, list] of Object.entries(lists)) {
        for (const plan of await explainList(subject.database, space.auth, list)) {
          console.log(`Enquiry list plan (${name}), ${subject.label}: ${plan}`);
        }
      }
    } finally {
      await subject.close();
    }
  }
  return worst;
}

type EnquirySpace = {
  companyId: number;
  auth: AuthContext;
  /** The id of the forwarder's first enquiry; its enquiries' ids run on from it. */
  firstId: number;
  /** The busy lane (origin, destination): half the enquiries. */
  lane: [number, number];
  laneRows: number;
  statusLaneRows: number;
};

/**
 * The enquiries, made by the database itself (INSERT … SELECT generate_series): one forwarder's
 * 10,000 over two years, every status (most of them closed, as an established forwarder's list
 * is), sea FCL, sea LCL and air, 25 customers with their KYCs and 5 sales people; every other
 * enquiry on one busy sea lane, the rest on 60 others. Another forwarder holds 2,000 more. Then
 * VACUUM ANALYZE, as autovacuum would after such a load.
 */
async function generateEnquiries(database: Database): Promise<EnquirySpace> {
  const [companyId, otherId] = await createForwarders(database, 2);
  if (companyId === undefined || otherId === undefined) throw new Error('no forwarder created');
  const intArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  /** A forwarder's sales people, and its customers with their approved KYCs (each sold by one of them). */
  const tenant = async (forwarderId: number, customerCount: number) => {
    const staff = (
      await rows<{ id: number }>(
        database,
        sql`insert into users (company_id, username, email, full_name, password_hash, is_first_login)
            select ${forwarderId}, 'sales' || ${forwarderId}::int || '.' || n, 'sales' || ${forwarderId}::int || '.' || n || '@bench.example',
                   'Bench Sales ' || n, 'x', false
              from generate_series(1, ${SALES_PEOPLE}) n returning id`,
      )
    ).map((r) => r.id);
    const customers = await rows<{ id: number }>(
      database,
      sql`insert into companies (name, short_name, category_code, is_system_verified, parent_company_id)
          select 'Bench Customer ' || ${forwarderId}::int || '.' || n, 'benchcus' || ${forwarderId}::int || '.' || n,
                 ${COMPANY_CATEGORY.customer}, true, ${forwarderId}
            from generate_series(1, ${customerCount}) n returning id`,
    );
    const customerIds = customers.map((r) => r.id);
    const kycs = await rows<{ id: number; customer: number }>(
      database,
      sql`insert into customer_kycs (company_id, customer_company_id, status, sales_person_id, email)
          select ${forwarderId}, c, 'approved', (${intArray(staff)})[1 + (k % ${staff.length})::int], 'kyc' || c || '@bench.example'
            from unnest(${intArray(customerIds)}) with ordinality as t(c, k)
          returning id, customer_company_id as customer`,
    );
    // Pairs: the enquiry's customer company is its KYC's.
    return { staff, customers: kycs.map((r) => r.customer), kycs: kycs.map((r) => r.id) };
  };
  const main = await tenant(companyId, CUSTOMERS);
  const other = await tenant(otherId, 5);
  const portIds = async (type: 'sea' | 'air', count: number) =>
    (
      await rows<{ id: number }>(
        database,
        sql`select id from ports where type = ${type} and company_id is null order by code limit ${count}`,
      )
    ).map((r) => r.id);
  const sea = await portIds('sea', 40);
  const air = await portIds('air', 20);
  const sizeIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from container_sizes where iso_code in ('22G1', '42G1', '45G1') order by iso_code`,
    )
  ).map((r) => r.id);
  const [laneFrom, laneTo] = sea;
  if (
    sea.length < 40 ||
    air.length < 20 ||
    sizeIds.length !== 3 ||
    laneFrom === undefined ||
    laneTo === undefined
  ) {
    throw new Error('the reference data lacks ports or container sizes');
  }
  // Of every 20 enquiries: 2 received, 2 accepted, 2 rejected, 1 negotiating, 1 selected, 9 booked, 3 cancelled.
  const statusCycle = [
    ...Array<string>(2).fill('received'),
    ...Array<string>(2).fill('accepted'),
    ...Array<string>(2).fill('rejected'),
    'negotiating',
    'selected',
    ...Array<string>(9).fill('booked'),
    ...Array<string>(3).fill('cancelled'),
  ];
  if (!ENQUIRY_STATUSES.every((s) => statusCycle.includes(s)))
    throw new Error('a status is missing from the cycle');
  const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);
  const insert = (forwarderId: number, total: number, people: Awaited<ReturnType<typeof tenant>>) =>
    database.db.execute(sql`
      with g as (select i from generate_series(0, ${total - 1}::int) i),
      d as (
        select i,
               (${textArray(statusCycle)})[1 + (i * 7) % ${statusCycle.length}::int] as status,
               -- every other one on the busy lane (sea FCL); the rest sea FCL, sea LCL or air on 60 lanes
               case when i % 2 = 0 then 'main' when i % 8 in (1, 5) then 'fcl' when i % 8 = 3 then 'lcl' else 'air' end as kind,
               i % ${people.kycs.length}::int as k,
               now() - make_interval(mins => ((${total}::int - i) * 105)) as created
          from g
      )
      insert into rate_enquiries (company_id, reference, status, version, customer_company_id, customer_kyc_id, created_via,
        created_by, sales_person_id, mode, load_type, containers, packages, legs, origin_port_id, destination_port_id,
        commodity_type, cargo_ready_date, chargeable_weight_kg, revenue_tons, gross_weight_kg, created_at, updated_at)
      select ${forwarderId}, 'RE-' || extract(year from created)::int || '-' || lpad((i + 1)::text, 6, '0'), status, 2,
             (${intArray(people.customers)})[1 + k], (${intArray(people.kycs)})[1 + k], case when i % 3 = 0 then 'sales' else 'customer' end,
             (${intArray(people.staff)})[1 + i % ${SALES_PEOPLE}::int], (${intArray(people.staff)})[1 + k % ${SALES_PEOPLE}::int],
             case when kind = 'air' then 'air' else 'sea' end,
             case kind when 'air' then null when 'lcl' then 'LCL' else 'FCL' end,
             case when kind in ('main', 'fcl') then jsonb_build_array(jsonb_build_object('containerSizeId', (${intArray(sizeIds)})[1 + i % 3], 'count', 1 + i % 4)) else '[]'::jsonb end,
             case when kind in ('lcl', 'air') then jsonb_build_array(jsonb_build_object('count', 1 + i % 9, 'length', 120, 'width', 100, 'height', 120,
               'dimensionUnit', 'Centimeter', 'grossWeight', 100 + i % 900, 'weightUnit', 'Kgs', 'packageTypeCode', 'PX')) else '[]'::jsonb end,
             '{"originPickupPoint":false,"originCustomPoint":false,"originPort":false,"freightCharge":true,"destinationPort":true,"destinationCustomPoint":false,"destinationFinalPoint":false}'::jsonb,
             case kind when 'main' then ${laneFrom}::int
                       when 'air' then (${intArray(air)})[1 + i % 20]
                       else (${intArray(sea)})[2 + i % 39] end,
             case kind when 'main' then ${laneTo}::int
                       when 'air' then (${intArray(air)})[1 + (i % 20 + 1 + (i / 20) % 19) % 20]
                       else (${intArray(sea)})[1 + (i % 39 + 1 + (i / 39) % 38) % 39 + 1] end,
             'GNRL', (created + interval '10 days')::date,
             case when kind = 'air' then (100 + i % 900)::numeric else null end,
             case when kind = 'lcl' then 1.44 * (1 + i % 9) else null end,
             case when kind in ('lcl', 'air') then (100 + i % 900)::numeric else null end,
             created, created
        from d`);
  // The other forwarder's first, so the measured forwarder's ids run on from one start.
  await insert(otherId, OTHER_TENANT, other);
  await insert(companyId, ENQUIRIES, main);
  await database.db.execute(sql`vacuum analyze rate_enquiries`);
  const [stats] = await rows<{ first: number; lane: number; status_lane: number; bad: number }>(
    database,
    sql`select min(id)::int as first,
               count(*) filter (where origin_port_id = ${laneFrom} and destination_port_id = ${laneTo})::int as lane,
               count(*) filter (where origin_port_id = ${laneFrom} and destination_port_id = ${laneTo} and status = 'booked')::int as status_lane,
               count(*) filter (where origin_port_id = destination_port_id)::int as bad
          from rate_enquiries where company_id = ${companyId}`,
  );
  if (!stats || stats.lane < DEEP_PAGE * PAGE_SIZE)
    throw new Error(`the busy lane holds ${stats?.lane} enquiries`);
  const admin = main.staff[0] as number;
  return {
    companyId,
    auth: {
      userId: admin,
      sessionId: 'bench',
      username: `sales${companyId}.1`,
      companyId,
      categoryCode: COMPANY_CATEGORY.freightForwarder,
      // Sees every enquiry of the company (enquiryReach: all).
      permissions: [PERMISSIONS.businessAdmin],
      isSuperAdmin: false,
      isPlatformAdmin: false,
      isCompanyApproved: true,
      isFirstLogin: false,
    },
    firstId: stats.first,
    lane: [laneFrom, laneTo],
    laneRows: stats.lane,
    statusLaneRows: stats.status_lane,
  };
}

/**
 * Each statement the list runs, EXPLAIN ANALYZE'd: the list is run once through a second drizzle
 * client on the same connection whose logger keeps the statements, then each is explained with its
 * parameters. One line per statement: its execution time and its plan's nodes.
 */
async function explainList(database: Database, auth: AuthContext, query: EnquiryListQuery) {
  const logged: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => logged.push({ sql: text, params }) };
  const client = database.pool
    ? drizzleNodePg({ client: database.pool, schema, logger })
    : database.pglite
      ? drizzlePglite({ client: database.pglite, schema, logger })
      : null;
  if (!client) return ['(no client to explain with)'];
  await listEnquiries(client as unknown as Database['db'], auth, query);
  const plans: string[] = [];
  for (const statement of logged) {
    const text = `explain (analyze, format json) ${statement.sql}`;
    const result = database.pool
      ? await database.pool.query(text, statement.params)
      : await database.pglite?.query(text, statement.params);
    const cell = (result?.rows[0] as Record<string, unknown> | undefined)?.['QUERY PLAN'];
    const [top] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
      { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number },
    ];
    const nodes: string[] = [];
    const walk = (node: PlanNode, depth: number) => {
      nodes.push(
        `${'  '.repeat(depth)}${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''} (rows ${node['Actual Rows']}, ${fmt(node['Actual Total Time'], 3)} ms)`,
      );
      for (const child of node.Plans ?? []) walk(child, depth + 1);
    };
    walk(top.Plan, 0);
    plans.push(
      `planning ${fmt(top['Planning Time'], 3)} ms, execution ${fmt(top['Execution Time'], 3)} ms: ${statement.sql.slice(0, 80)}…\n${nodes.join('\n')}`,
    );
  }
  return plans;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Total Time': number;
  Plans?: PlanNode[];
};
