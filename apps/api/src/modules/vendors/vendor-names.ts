import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, vendors } from '../../db/schema';

/**
 * Every name the company's vendors go by: as its vendor list names them and, for a registered
 * vendor, the vendor company's own name. What a text addressed to a customer must not contain.
 */
export async function vendorNamesOf(db: DbOrTx, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: vendors.name, companyName: companies.name })
    .from(vendors)
    .leftJoin(companies, eq(companies.id, vendors.vendorCompanyId))
    .where(eq(vendors.companyId, companyId));
  const names = rows.flatMap((r) => (r.companyName ? [r.name, r.companyName] : [r.name]));
  return [...new Set(names)];
}
