import type { Database } from '@fastforward/api/src/db/client';
import * as schema from '@fastforward/api/src/db/schema';
import { COMPANY_CATEGORY } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { quantile, rows } from './bench-database';
import { fmt, median, report } from './stats';

/** A literal int[] of ids for INSERT … SELECT generate_series. */
export const intArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);

/** A literal text[] of codes (the benches' own constants, never user input). */
export const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);

/** The median of `values` (ms) in µs, with its p95. */
export const micros = (values: number[]) =>
  `${fmt(median(values) * 1000, 0)} µs (p95 ${fmt(quantile(values, 0.95) * 1000, 0)})`;

export type TenantPeople = { staff: number[]; customers: number[]; kycs: number[] };

/**
 * A forwarder's staff (`<role><forwarder>.<n>`), and its customers with their approved KYCs (each
 * sold by one of the staff). `customers` and `kycs` pair up: a record's customer company is its KYC's.
 */
export async function createTenantPeople(
  database: Database,
  forwarderId: number,
  options: { role: string; staff: number; customers: number; passwordHash: string },
): Promise<TenantPeople> {
  const { role } = options;
  const staff = (
    await rows<{ id: number }>(
      database,
      sql`insert into users (company_id, username, email, full_name, password_hash, is_first_login)
          select ${forwarderId}, ${role} || ${forwarderId}::int || '.' || n, ${role} || ${forwarderId}::int || '.' || n || '@bench.example',
                 'Bench ' || initcap(${role}) || ' ' || n, ${options.passwordHash}, false
            from generate_series(1, ${options.staff}) n returning id`,
    )
  ).map((r) => r.id);
  const customers = await rows<{ id: number }>(
    database,
    sql`insert into companies (name, short_name, category_code, is_system_verified, parent_company_id)
        select 'Bench Customer ' || ${forwarderId}::int || '.' || n, 'benchcus' || ${forwarderId}::int || '.' || n,
               ${COMPANY_CATEGORY.customer}, true, ${forwarderId}
          from generate_series(1, ${options.customers}) n returning id`,
  );
  const kycs = await rows<{ id: number; customer: number }>(
    database,
    sql`insert into customer_kycs (company_id, customer_company_id, status, sales_person_id, email)
        select ${forwarderId}, c, 'approved', (${intArray(staff)})[1 + (k % ${staff.length})::int], 'kyc' || c || '@bench.example'
          from unnest(${intArray(customers.map((r) => r.id))}) with ordinality as t(c, k)
        returning id, customer_company_id as customer`,
  );
  return { staff, customers: kycs.map((r) => r.customer), kycs: kycs.map((r) => r.id) };
}

/**
 * Each list and a primary-key read, interleaved on the same database: `warmUp` rounds unrecorded,
 * then `samples` rounds whose wall times (ms) are kept per list and for the read. Each list
 * answers how many items its page held; the last count of each is returned.
 */
export async function sampleLists<K extends string>(options: {
  lists: Record<K, () => Promise<number>>;
  read: (round: number) => Promise<void>;
  warmUp: number;
  samples: number;
}) {
  const keys = Object.keys(options.lists) as K[];
  const ms = Object.fromEntries([...keys, 'read'].map((key) => [key, [] as number[]])) as Record<
    K | 'read',
    number[]
  >;
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (let i = 0; i < options.warmUp + options.samples; i += 1) {
    const times: Partial<Record<K | 'read', number>> = {};
    for (const key of keys) {
      const t0 = performance.now();
      counts[key] = await options.lists[key]();
      times[key] = performance.now() - t0;
    }
    const t0 = performance.now();
    await options.read(i);
    times.read = performance.now() - t0;
    if (i < options.warmUp) continue;
    for (const key of Object.keys(ms) as (K | 'read')[]) ms[key].push(times[key] ?? 0);
  }
  return { ms, counts };
}

/**
 * One report line per figure: the median of its list ÷ the median primary-key read, against
 * `target`. Returns the worst ratio.
 */
export function reportListRatios<K extends string>(
  title: (name: string) => string,
  ms: Record<K | 'read', number[]>,
  figures: [name: string, key: K, matched: string][],
  target: number,
  setting: string,
) {
  const read = median(ms.read);
  let worst = 0;
  for (const [name, key, matched] of figures) {
    const ratio = median(ms[key]) / read;
    worst = Math.max(worst, ratio);
    report(
      title(name),
      ratio,
      `≤ ${target}`,
      ratio <= target,
      `list ${micros(ms[key])}, ${matched}; ${setting}`,
    );
  }
  return worst;
}

/**
 * Each statement `run` issues, EXPLAIN ANALYZE'd: it is run once through a second drizzle client
 * on the same connection whose logger keeps the statements, then each is explained with its
 * parameters. One line per statement: its execution time and its plan's nodes.
 */
export async function explainStatements(database: Database, run: (db: Database['db']) => Promise<unknown>) {
  const logged: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => logged.push({ sql: text, params }) };
  const client = database.pool
    ? drizzleNodePg({ client: database.pool, schema, logger })
    : database.pglite
      ? drizzlePglite({ client: database.pglite, schema, logger })
      : null;
  if (!client) return ['(no client to explain with)'];
  await run(client as unknown as Database['db']);
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
