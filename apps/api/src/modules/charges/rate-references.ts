import type { FreightType } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  commodityTypes,
  containerSizes,
  incoterms,
  ports,
  shippingCompanies,
  weightSlabs,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertCurrencyExists, missingReference, usableBy } from '../company-records/references';

/**
 * What valid rates and charges point at, checked the same way for both: each exists for the
 * caller's company (shipped or its own; a slab its own) and fits the mode, or a 404 or a 400
 * names the field. `noun` ('rate', 'charge') words the messages.
 */

type Noun = 'rate' | 'charge';

/** Which port types serve each mode: a sea rate or charge may be at a dry port as well. */
export const PORT_TYPES_OF_MODE = { sea: ['sea', 'dry'], air: ['air'] } as const;

/** The port exists for the company and is one of `types`; a 404 or a 400 naming `field` otherwise. */
export async function assertPortOfType(
  tx: DbOrTx,
  companyId: number,
  portId: number,
  types: readonly string[],
  field: string,
  label: string,
  wrongType: string,
) {
  const [port] = await tx
    .select({ type: ports.type })
    .from(ports)
    .where(and(eq(ports.id, portId), usableBy(companyId, ports.companyId)));
  if (!port) throw missingReference(field, label);
  if (!types.includes(port.type)) throw AppError.fieldError(field, wrongType);
}

/** The port serves the mode (PORT_TYPES_OF_MODE). */
export const assertPortOfMode = (
  tx: DbOrTx,
  companyId: number,
  portId: number,
  mode: FreightType,
  field: string,
  label: string,
  noun: Noun,
) =>
  assertPortOfType(
    tx,
    companyId,
    portId,
    PORT_TYPES_OF_MODE[mode],
    field,
    label,
    mode === 'sea'
      ? `${label} must be a sea port or a dry port for a sea ${noun}`
      : `${label} must be an airport for an air ${noun}`,
  );

/** The fields rates and charges share; null where a charge leaves one open. */
export type RateTerms = {
  mode: FreightType;
  shippingCompanyId: number | null;
  containerSizeId: number | null;
  weightSlabId: number | null;
  commodityType: string | null;
  currency: string;
  incotermCode: string | null;
};

/** Their labels: the same SPEC words on a rate and on a charge. */
export type RateTermLabels = Record<
  'shippingCompanyId' | 'containerSizeId' | 'weightSlabId' | 'commodityType' | 'incotermCode',
  string
>;

async function assertCodeExists(
  tx: DbOrTx,
  table: typeof commodityTypes | typeof incoterms,
  code: string | null,
  field: 'commodityType' | 'incotermCode',
  labels: RateTermLabels,
) {
  if (code === null) return;
  const [row] = await tx.select({ code: table.code }).from(table).where(eq(table.code, code));
  if (!row) throw missingReference(field, labels[field]);
}

/** The line, size, slab, commodity, currency and incoterm of a rate or a charge. */
export async function assertRateTermReferences(
  tx: DbOrTx,
  companyId: number,
  terms: RateTerms,
  labels: RateTermLabels,
  noun: Noun,
) {
  if (terms.shippingCompanyId !== null) {
    const [line] = await tx
      .select({ shippingMode: shippingCompanies.shippingMode })
      .from(shippingCompanies)
      .where(
        and(
          eq(shippingCompanies.id, terms.shippingCompanyId),
          usableBy(companyId, shippingCompanies.companyId),
        ),
      );
    if (!line) throw missingReference('shippingCompanyId', labels.shippingCompanyId);
    if (line.shippingMode !== terms.mode) {
      throw AppError.fieldError(
        'shippingCompanyId',
        terms.mode === 'sea'
          ? `${labels.shippingCompanyId} must be an ocean carrier for a sea ${noun}`
          : `${labels.shippingCompanyId} must be an airline for an air ${noun}`,
      );
    }
  }
  if (terms.containerSizeId !== null) {
    const [size] = await tx
      .select({ id: containerSizes.id })
      .from(containerSizes)
      .where(eq(containerSizes.id, terms.containerSizeId));
    if (!size) throw missingReference('containerSizeId', labels.containerSizeId);
  }
  if (terms.weightSlabId !== null) {
    const [slab] = await tx
      .select({ type: weightSlabs.type })
      .from(weightSlabs)
      .where(and(eq(weightSlabs.id, terms.weightSlabId), eq(weightSlabs.companyId, companyId)));
    if (!slab) throw missingReference('weightSlabId', labels.weightSlabId);
    if (slab.type !== 'air') {
      throw AppError.fieldError(
        'weightSlabId',
        `${labels.weightSlabId} must be an air slab for an air ${noun}`,
      );
    }
  }
  await assertCodeExists(tx, commodityTypes, terms.commodityType, 'commodityType', labels);
  await assertCurrencyExists(tx, terms.currency, 'currency');
  await assertCodeExists(tx, incoterms, terms.incotermCode, 'incotermCode', labels);
}
