import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { companies } from './schema';

/** A user's permission names (through its roles), as a text[] expression; `userId` is SQL. */
export const permissionNamesOf = (userId: SQL) => sql`coalesce((
  select array_agg(distinct p.name order by p.name) from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
   where ur.user_id = ${userId}), '{}')`;

/** The rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `rows`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A company's name, or undefined for no such company: what mails and notifications greet with. */
export async function companyNameOf(db: DbOrTx, companyId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}
