import type { Database } from '@fastforward/api/src/db/client';
import { jobs } from '@fastforward/api/src/db/schema';
import { createRoleWithPermissions } from '@fastforward/api/src/db/seed/roles';
import { hashPassword } from '@fastforward/api/src/lib/crypto';
import { listJobs } from '@fastforward/api/src/modules/jobs/jobs.service';
import { acceptTerms, findApplicableTerms } from '@fastforward/api/src/modules/terms/terms.service';
import type { AuthContext } from '@fastforward/api/src/plugins/auth';
import {
  API_PATHS,
  COMPANY_CATEGORY,
  JOB_MAIN_LINE,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobListQuerySchema,
} from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildInjectApp } from './lib/app-under-test';
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
import { fmt } from './lib/stats';

const JOBS = 20_000;
/** Another forwarder's jobs in the same tables, which the board must never read through. */
const OTHER_TENANT = 2_000;
const CUSTOMERS = 25;
const STAFF = 5;
const WARM_UP = 30;
const SAMPLES = 200;
const PAGE_SIZE = 10;
const DEEP_PAGE = 150;
const TARGET = { list: 3 };
const PASSWORD = 'Bench-Ops-1';

/**
 * The job board (GET JOB_PATHS.jobs?status=TRNT, the route the board calls, through app.inject:
 * token check, permission hook, query schema, the list, the response schema) over 20,000 jobs of
 * one forwarder, on PGlite and on PostgreSQL: page 1 and page 150 of 10 a page, each as the ratio
 * of its median wall time to that of a primary-key read of one job, interleaved on the same
 * database after a warm-up. Then each statement the list runs, EXPLAIN ANALYZE'd, with its plan's
 * nodes.
 */
export async function benchJobBoard() {
  let worst = 0;
  for (const open of benchDatabases()) {
    const subject = await open();
    const { app, close } = await buildInjectApp(subject.database);
    try {
      const started = performance.now();
      const space = await generateJobs(subject.database);
      const loadSeconds = (performance.now() - started) / 1000;
      const { db } = subject.database;
      const login = await app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { username: space.username, password: PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` };
      const lists = {
        transit: `${JOB_PATHS.jobs}?status=TRNT&pageSize=${PAGE_SIZE}`,
        transitDeep: `${JOB_PATHS.jobs}?status=TRNT&pageSize=${PAGE_SIZE}&page=${DEEP_PAGE}`,
      };
      let pick = 0;
      const list = (url: string) => async () => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return res.json<{ data: { items: unknown[] } }>().data.items.length;
      };
      const { ms, counts } = await sampleLists({
        lists: { transit: list(lists.transit), transitDeep: list(lists.transitDeep) },
        read: async () => {
          pick = (pick + 7919) % JOBS;
          const [one] = await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.id, space.firstId + pick), eq(jobs.companyId, space.companyId)));
          if (!one) throw new Error('the primary-key read found nothing');
        },
        warmUp: WARM_UP,
        samples: SAMPLES,
      });
      if (counts.transit !== PAGE_SIZE || counts.transitDeep !== PAGE_SIZE) {
        throw new Error(`a measured page is short: ${JSON.stringify(counts)}`);
      }
      const setting = `${SAMPLES} samples over ${JOBS.toLocaleString('en')} jobs (+${OTHER_TENANT.toLocaleString('en')} of another forwarder, generated in ${fmt(loadSeconds, 1)} s); primary-key read ${micros(ms.read)}`;
      worst = Math.max(
        worst,
        reportListRatios(
          (name) =>
            `Job board ${name} through app.inject, ${subject.label} (wall, median list ÷ median primary-key read)`,
          ms,
          [
            ['status TRNT, page 1', 'transit', `${space.transitRows} rows match`],
            [`status TRNT, page ${DEEP_PAGE}`, 'transitDeep', `offset ${(DEEP_PAGE - 1) * PAGE_SIZE}`],
          ],
          TARGET.list,
          setting,
        ),
      );
      for (const [name, page] of [
        ['page 1', 1],
        [`page ${DEEP_PAGE}`, DEEP_PAGE],
      ] as const) {
        const query = jobListQuerySchema.parse({ status: 'TRNT', pageSize: PAGE_SIZE, page });
        for (const plan of await explainStatements(subject.database, (client) =>
          listJobs(client, space.auth, query, new Date()),
        )) {
          console.log(`Job board plan (TRNT ${name}), ${subject.label}: ${plan}`);
        }
      }
    } finally {
      await close();
      await subject.close();
    }
  }
  return worst;
}

type JobSpace = {
  companyId: number;
  username: string;
  auth: AuthContext;
  /** The id of the forwarder's first job; its jobs' ids run on from it. */
  firstId: number;
  transitRows: number;
};

/**
 * The jobs, made by the database itself (INSERT … SELECT generate_series): for each, the minimum
 * a job stands on — its booked enquiry (sea FCL on 40 lanes, 25 customers with approved KYCs) and
 * its confirmed booking, all bookings on one quote option (the board never reads options). One
 * forwarder's 20,000 over two years in every held status, most of them closed as an established
 * forwarder's board is, an eighth in transit; another forwarder holds 2,000 more. An operations
 * user to sign in with. Then VACUUM ANALYZE, as autovacuum would after such a load.
 */
async function generateJobs(database: Database): Promise<JobSpace> {
  const [companyId, otherId] = await createForwarders(database, 2);
  if (companyId === undefined || otherId === undefined) throw new Error('no forwarder created');
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  const tenant = (forwarderId: number, customerCount: number) =>
    createTenantPeople(database, forwarderId, {
      role: 'ops',
      staff: STAFF,
      customers: customerCount,
      passwordHash,
    });
  const main = await tenant(companyId, CUSTOMERS);
  const other = await tenant(otherId, 5);
  const sea = (
    await rows<{ id: number }>(
      database,
      sql`select id from ports where type = 'sea' and company_id is null order by code limit 40`,
    )
  ).map((r) => r.id);
  const [size] = await rows<{ id: number }>(
    database,
    sql`select id from container_sizes where iso_code = '45G1'`,
  );
  if (sea.length < 40 || !size) throw new Error('the reference data lacks ports or container sizes');

  // Of every 16 jobs: 6 closed, 2 in transit, one in each of 8 other statuses (the pauses, cancelled).
  const statusCycle = [
    ...Array<string>(6).fill('CLOS'),
    'TRNT',
    'TRNT',
    'QUED',
    'SPBO',
    'CGLD',
    'DORE',
    'ADPL',
    'PREC',
    'QERY',
    'CNCL',
  ];
  if (
    !statusCycle.every(
      (s) => s === 'QERY' || s === 'CNCL' || (JOB_MAIN_LINE as readonly string[]).includes(s),
    )
  )
    throw new Error('a status in the cycle is not one a job holds');
  const insert = async (forwarderId: number, total: number, people: TenantPeople) => {
    await db.execute(
      sql`with g as (select i, now() - make_interval(mins => ((${total}::int - i) * 52)) as created
                       from generate_series(0, ${total - 1}::int) i)
          insert into rate_enquiries (company_id, reference, status, version, customer_company_id, customer_kyc_id, created_via,
            created_by, sales_person_id, mode, load_type, containers, packages, legs, origin_port_id, destination_port_id,
            commodity_type, cargo_ready_date, created_at, updated_at)
          select ${forwarderId}, 'RE-' || extract(year from created)::int || '-' || lpad((i + 1)::text, 6, '0'), 'booked', 3,
                 (${intArray(people.customers)})[1 + i % ${people.kycs.length}::int], (${intArray(people.kycs)})[1 + i % ${people.kycs.length}::int],
                 'customer', (${intArray(people.staff)})[1 + i % ${STAFF}::int], (${intArray(people.staff)})[1 + i % ${STAFF}::int],
                 'sea', 'FCL', jsonb_build_array(jsonb_build_object('containerSizeId', ${size.id}::int, 'count', 1 + i % 3)), '[]'::jsonb,
                 '{"originPickupPoint":false,"originCustomPoint":false,"originPort":false,"freightCharge":true,"destinationPort":true,"destinationCustomPoint":false,"destinationFinalPoint":false}'::jsonb,
                 (${intArray(sea)})[1 + i % 20], (${intArray(sea)})[21 + (i / 20) % 20],
                 'GNRL', (created + interval '10 days')::date, created, created
            from g`,
    );
    const [firstEnquiry] = await rows<{ id: number }>(
      database,
      sql`select min(id)::int as id from rate_enquiries where company_id = ${forwarderId}`,
    );
    if (!firstEnquiry) throw new Error('no enquiries made');
    // One quote option the bookings share: a booking needs one; the board never reads it.
    const [option] = await rows<{ id: number }>(
      database,
      sql`with q as (
            insert into quotes (company_id, enquiry_id, number, status, valid_till, base_currency, created_by)
            values (${forwarderId}, ${firstEnquiry.id}, 1, 'sent', current_date, 'AED', ${people.staff[0]}) returning id
          )
          insert into quote_options (company_id, quote_id, enquiry_id, position, title, lines, buy_total, sell_total, floor_sell, offered_sell)
          select ${forwarderId}, q.id, ${firstEnquiry.id}, 1, 'Bench option', '[]'::jsonb, 900, 1000, 950, 1000 from q
          returning id`,
    );
    if (!option) throw new Error('no quote option made');
    await db.execute(sql`
      insert into bookings (company_id, enquiry_id, quote_option_id, status, version, shipper, consignee, cargo, submitted_by, submitted_at)
      select e.company_id, e.id, ${option.id}, 'CONFIRMED', 0,
             '{"name":"Bench Shipper","address":"1 Quay","email":"s@bench.example","phone":"+971 4 555 0100"}'::jsonb,
             '{"name":"Bench Consignee","address":"2 Quay","email":"c@bench.example","phone":"+971 4 555 0101"}'::jsonb,
             '{"description":"General cargo","packageCount":1,"grossWeightKg":10000}'::jsonb,
             e.created_by, e.created_at + interval '1 day'
        from rate_enquiries e where e.company_id = ${forwarderId} order by e.id`);
    await db.execute(sql`
      with b as (
        select b.id as booking_id, b.enquiry_id, b.submitted_at, e.customer_company_id,
               row_number() over (order by b.id) - 1 as i
          from bookings b join rate_enquiries e on e.id = b.enquiry_id
         where b.company_id = ${forwarderId}
      )
      insert into jobs (company_id, reference, status, version, enquiry_id, booking_id, customer_company_id, assigned_to,
                        etd, eta, do_number, created_at, updated_at)
      select ${forwarderId}, 'JOB-' || extract(year from submitted_at)::int || '-' || lpad((i + 1)::text, 6, '0'),
             (${textArray(statusCycle)})[1 + (i * 7) % ${statusCycle.length}::int], 4, enquiry_id, booking_id, customer_company_id,
             (${intArray(people.staff)})[1 + i % ${STAFF}::int],
             (submitted_at + interval '5 days')::date, (submitted_at + interval '25 days')::date, null,
             submitted_at, submitted_at + interval '3 days'
        from b order by i`);
  };
  // The other forwarder's first, so the measured forwarder's ids run on from one start.
  await insert(otherId, OTHER_TENANT, other);
  await insert(companyId, JOBS, main);
  for (const table of ['rate_enquiries', 'bookings', 'jobs'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));

  const userId = main.staff[0] as number;
  const [user] = await rows<{ username: string }>(
    database,
    sql`select username from users where id = ${userId}`,
  );
  await createRoleWithPermissions(db, companyId, 'Bench Operations', null, JOB_VIEW_ACCESS).then((roleId) =>
    db.execute(sql`insert into user_roles (user_id, role_id) values (${userId}, ${roleId})`),
  );
  const terms = await findApplicableTerms(db, userId);
  if (terms.length > 0) {
    await acceptTerms(db, { userId, termsIds: terms.map((x) => x.id), ip: '127.0.0.1', at: new Date() });
  }
  const [stats] = await rows<{ first: number; transit: number }>(
    database,
    sql`select min(id)::int as first, count(*) filter (where status = 'TRNT')::int as transit
          from jobs where company_id = ${companyId}`,
  );
  if (!stats || stats.transit < DEEP_PAGE * PAGE_SIZE)
    throw new Error(`only ${stats?.transit} jobs in transit`);
  return {
    companyId,
    username: user?.username ?? '',
    auth: {
      userId,
      sessionId: 'bench',
      username: user?.username ?? '',
      companyId,
      categoryCode: COMPANY_CATEGORY.freightForwarder,
      permissions: [...JOB_VIEW_ACCESS],
      isSuperAdmin: false,
      isPlatformAdmin: false,
      isCompanyApproved: true,
      isFirstLogin: false,
    },
    firstId: stats.first,
    transitRows: stats.transit,
  };
}
