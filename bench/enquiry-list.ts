import type { Database } from '@fastforward/api/src/db/client';
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
import { benchDatabases, createForwarders, rows } from './lib/bench-database';
import {
  createTenantPeople,
  explainStatements,
  intArray,
  micros,
  reportListRatios,
  sampleLists,
  type TenantPeople,
  textArray,
} from './lib/list-bench';
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
      let pick = 0;
      const { ms, counts } = await sampleLists({
        lists: Object.fromEntries(
          Object.entries(lists).map(([key, list]) => [
            key,
            async () => (await listEnquiries(db, space.auth, list)).items.length,
          ]),
        ) as Record<keyof typeof lists, () => Promise<number>>,
        read: async () => {
          pick = (pick + 7919) % ENQUIRIES;
          const [one] = await db
            .select()
            .from(rateEnquiries)
            .where(
              and(eq(rateEnquiries.id, space.firstId + pick), eq(rateEnquiries.companyId, space.companyId)),
            );
          if (!one) throw new Error('the primary-key read found nothing');
        },
        warmUp: WARM_UP,
        samples: SAMPLES,
      });
      if (counts.laneDeep !== PAGE_SIZE || counts.statusLane !== PAGE_SIZE) {
        throw new Error(`a measured page is short: ${JSON.stringify(counts)}`);
      }
      const setting = `${SAMPLES} samples over ${ENQUIRIES.toLocaleString('en')} enquiries (+${OTHER_TENANT.toLocaleString('en')} of another forwarder, generated in ${fmt(loadSeconds, 1)} s); primary-key read ${micros(ms.read)}`;
      worst = Math.max(
        worst,
        reportListRatios(
          (name) => `Enquiry list ${name}, ${subject.label} (wall, median list ÷ median primary-key read)`,
          ms,
          [
            ['status + lane, page 1', 'statusLane', `${space.statusLaneRows} rows match`],
            ['lane, page 1', 'lane', `${space.laneRows} rows match`],
            [`lane, page ${DEEP_PAGE}`, 'laneDeep', `offset ${(DEEP_PAGE - 1) * PAGE_SIZE}`],
          ],
          TARGET.list,
          setting,
        ),
      );
      const deep = median(ms.laneDeep) / median(ms.lane);
      report(
        `Enquiry list page ${DEEP_PAGE} ÷ page 1 (lane), ${subject.label}`,
        deep,
        `≤ ${TARGET.deep}`,
        deep <= TARGET.deep,
        `page ${DEEP_PAGE} ${micros(ms.laneDeep)}, page 1 ${micros(ms.lane)}`,
      );
      for (const [name, list] of Object.entries(lists)) {
        for (const plan of await explainStatements(subject.database, (client) =>
          listEnquiries(client, space.auth, list),
        )) {
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
  const tenant = (forwarderId: number, customerCount: number) =>
    createTenantPeople(database, forwarderId, {
      role: 'sales',
      staff: SALES_PEOPLE,
      customers: customerCount,
      passwordHash: 'x',
    });
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
  const insert = (forwarderId: number, total: number, people: TenantPeople) =>
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
