import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The row count of every table in the public schema, so a test can assert that a request changed
 * nothing. The tables are read from the catalogue, so a table added later is covered too.
 */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute(sql`
    select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`);
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return counts;
}

/** Every user's password hash by id: "no password changed" in one comparison. */
export async function passwordHashes(db: Db): Promise<Record<number, string>> {
  const result = await db.execute(sql`select id, password_hash from users order by id`);
  const rows = (result as unknown as { rows: { id: number; password_hash: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.id, r.password_hash]));
}
