import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  commodityTypes,
  containerSizes,
  currencies,
  incoterms,
  ports,
  shippingCompanies,
  weightSlabs,
} from '../../db/schema';
import { buildImportLookups, type ImportLookups } from './sheet/lookups';

/**
 * What a company's sheet is resolved against: the shipped ports and lines and the company's own
 * (its own first, so its port repeating a shipped code wins), the sizes, its weight slabs and the
 * reference codes. Read once per parse.
 */
export async function loadImportLookups(db: DbOrTx, companyId: number): Promise<ImportLookups> {
  const [portRows, lineRows, sizeRows, slabRows, currencyRows, incotermRows, commodityRows] =
    await Promise.all([
      db
        .select({
          id: ports.id,
          type: ports.type,
          code: ports.code,
          name: ports.name,
          icaoCode: ports.icaoCode,
        })
        .from(ports)
        .where(or(isNull(ports.companyId), eq(ports.companyId, companyId)))
        .orderBy(sql`${ports.companyId} is null`, asc(ports.id)),
      db
        .select({
          id: shippingCompanies.id,
          name: shippingCompanies.name,
          shippingMode: shippingCompanies.shippingMode,
          scacCode: shippingCompanies.scacCode,
          iataCode: shippingCompanies.iataCode,
          iataPrefix: shippingCompanies.iataPrefix,
        })
        .from(shippingCompanies)
        .where(or(isNull(shippingCompanies.companyId), eq(shippingCompanies.companyId, companyId)))
        .orderBy(sql`${shippingCompanies.companyId} is null`, asc(shippingCompanies.id)),
      db
        .select({ id: containerSizes.id, size: containerSizes.size, isoCode: containerSizes.isoCode })
        .from(containerSizes)
        .orderBy(asc(containerSizes.displayOrder), asc(containerSizes.id)),
      db
        .select({ id: weightSlabs.id, name: weightSlabs.name, type: weightSlabs.type })
        .from(weightSlabs)
        .where(eq(weightSlabs.companyId, companyId))
        .orderBy(asc(weightSlabs.id)),
      db.select({ code: currencies.code }).from(currencies),
      db.select({ code: incoterms.code }).from(incoterms),
      db.select({ code: commodityTypes.code }).from(commodityTypes),
    ]);
  return buildImportLookups({
    ports: portRows,
    lines: lineRows,
    sizes: sizeRows,
    slabs: slabRows,
    currencies: currencyRows.map((row) => row.code),
    incoterms: incotermRows.map((row) => row.code),
    commodityTypes: commodityRows.map((row) => row.code),
  });
}
