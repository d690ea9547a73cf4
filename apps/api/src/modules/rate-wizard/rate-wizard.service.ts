import {
  type ChargeBasis,
  chargeableWeightKg,
  grossKg,
  KYC_STATUS,
  matchWeightSlabs,
  type OptionHeader,
  type PageQuery,
  type PricedOption,
  type PricingCharge,
  type PricingContext,
  type PricingTier,
  priceLine,
  priceOption,
  type RateWizardCustomer,
  type RateWizardRequest,
  type RateWizardResponse,
  type RouteLeg,
  routeLegRuleBreach,
  salesScope,
  sortPricedOptions,
  type TierMarginType,
  type TransportPoints,
  toHundredths,
  volumeCbm,
} from '@fastforward/domain';
import { and, asc, type Column, desc, eq, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cities,
  companySettings,
  containerSizes,
  customerKycs,
  exchangeRates,
  localCharges,
  ports,
  shippingCompanies,
  tiers,
  transportCharges,
  validRates,
  vendors,
  weightSlabs,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage, type Page } from '../../lib/list-query';
import { validOn } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { chargeTermColumns } from '../charges/charges.service';
import { usableBy } from '../company-records/references';
import { kycCompanyName } from '../customer-kycs/customer-kycs.service';
import { validRateTermColumns } from '../valid-rates/valid-rates.service';

/** Who prices: the company of the verified token, and whether they reach every customer or their own. */
type Caller = Pick<AuthContext, 'companyId' | 'userId' | 'permissions'>;

const customerNotFound = () => AppError.fieldError('customerKycId', 'Customer not found', 'NOT_FOUND');

const tierRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * The approved customers of the caller's company; holders of view-customer-query-sales alone
 * (not view-all, not the business administrator) reach only those whose sales person they are.
 */
function customersOf(caller: Caller): SQL | undefined {
  const own = salesScope(caller.permissions) !== 'all';
  return and(
    eq(customerKycs.companyId, caller.companyId),
    eq(customerKycs.status, KYC_STATUS.approved),
    own ? eq(customerKycs.salesPersonId, caller.userId) : undefined,
  );
}

/** The customers the caller may price for, searched by name. */
export async function listRateWizardCustomers(
  db: DbOrTx,
  caller: Caller,
  query: PageQuery,
): Promise<Page<RateWizardCustomer>> {
  const page = await findPage(
    db,
    {
      from: customerKycs,
      joins: (q) => q.leftJoin(tiers, eq(tiers.id, customerKycs.tierId)),
      columns: { id: customerKycs.id, name: kycCompanyName, tierId: tiers.id, tierName: tiers.name },
      where: customersOf(caller),
      search: (pattern) => ilike(kycCompanyName, pattern),
      sorts: { name: kycCompanyName },
    },
    { ...query, sort: 'name', order: 'asc' },
  );
  return {
    ...page,
    items: page.items.map((row) => ({ id: row.id, name: row.name, tier: tierRef(row.tierId, row.tierName) })),
  };
}

type Customer = { id: number; name: string; tier: PricingTier | null };

/** The customer KYC `id` among those `reach` holds (the caller's, or any of a company's), with its tier. */
async function findCustomer(db: DbOrTx, reach: SQL | undefined, id: number): Promise<Customer> {
  const [row] = await db
    .select({
      id: customerKycs.id,
      name: kycCompanyName,
      tierId: tiers.id,
      tierName: tiers.name,
      currency: tiers.currency,
      seaMarginType: tiers.seaMarginType,
      seaMargin: tiers.seaMargin,
      seaMinMargin: tiers.seaMinMargin,
      airMarginType: tiers.airMarginType,
      airMargin: tiers.airMargin,
      airMinMargin: tiers.airMinMargin,
    })
    .from(customerKycs)
    .leftJoin(tiers, eq(tiers.id, customerKycs.tierId))
    .where(and(eq(customerKycs.id, id), reach));
  if (!row) throw customerNotFound();
  const tier =
    row.tierId === null
      ? null
      : {
          id: row.tierId,
          name: row.tierName ?? '',
          currency: row.currency ?? '',
          seaMarginType: row.seaMarginType as TierMarginType,
          seaMargin: row.seaMargin ?? '0',
          seaMinMargin: row.seaMinMargin,
          airMarginType: row.airMarginType as TierMarginType,
          airMargin: row.airMargin ?? '0',
          airMinMargin: row.airMinMargin,
        };
  return { id: row.id, name: row.name, tier };
}

/**
 * Base currency and the company's exchange rates on the day: the latest of each currency from before
 * it. The one lookup every price in the base currency uses (the engine, the answers' comparison).
 */
export async function findCurrencies(db: DbOrTx, companyId: number, date: string) {
  const [settings] = await db
    .select({ baseCurrency: companySettings.baseCurrency })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  const rows = await db
    .selectDistinctOn([exchangeRates.currencyCode], {
      currency: exchangeRates.currencyCode,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), lte(exchangeRates.validFrom, date)))
    .orderBy(asc(exchangeRates.currencyCode), desc(exchangeRates.validFrom));
  return {
    baseCurrency: settings?.baseCurrency ?? null,
    exchangeRates: Object.fromEntries(rows.map((r) => [r.currency, r.rate])),
  };
}

/** The places a selected leg needs, each as the field the form shows it under. */
const LEG_PLACE_FIELDS: Partial<Record<RouteLeg, [keyof RateWizardRequest, string]>> = {
  originPickupPoint: ['originPlaceId', 'Choose a pickup place'],
  originCustomPoint: ['originCustomPointId', 'Choose an origin custom point'],
  destinationCustomPoint: ['destinationCustomPointId', 'Choose a destination custom point'],
  destinationFinalPoint: ['finalPlaceId', 'Choose a final place of delivery'],
};

function assertLegs(request: RateWizardRequest) {
  const breach = routeLegRuleBreach(request.legs);
  if (breach) throw AppError.fieldError('legs', breach);
  for (const [leg, [field, message]] of Object.entries(LEG_PLACE_FIELDS)) {
    if (request.legs[leg as RouteLeg] && request[field] == null) throw AppError.fieldError(field, message);
  }
}

/** The names of the request's ports and places; one the caller's company cannot use is refused on its field. */
async function findPlaces(db: DbOrTx, companyId: number, request: RateWizardRequest) {
  const portFields = [
    ['originPortId', request.originPortId, 'Origin port not found'],
    ['destinationPortId', request.destinationPortId, 'Destination port not found'],
    ['originCustomPointId', request.originCustomPointId, 'Origin custom point not found'],
    ['destinationCustomPointId', request.destinationCustomPointId, 'Destination custom point not found'],
  ] as const;
  const cityFields = [
    ['originPlaceId', request.originPlaceId, 'Pickup place not found'],
    ['finalPlaceId', request.finalPlaceId, 'Final place of delivery not found'],
  ] as const;
  const portIds = portFields.map(([, id]) => id).filter((id): id is number => id != null);
  const cityIds = cityFields.map(([, id]) => id).filter((id): id is number => id != null);
  const [portRows, cityRows] = await Promise.all([
    db
      .select({ id: ports.id, name: ports.name })
      .from(ports)
      .where(and(inArray(ports.id, portIds), usableBy(companyId, ports.companyId))),
    cityIds.length === 0
      ? []
      : db
          .select({ id: cities.id, name: cities.name })
          .from(cities)
          .where(and(inArray(cities.id, cityIds), usableBy(companyId, cities.companyId))),
  ]);
  const portNames = new Map(portRows.map((r) => [r.id, r.name]));
  const cityNames = new Map(cityRows.map((r) => [r.id, r.name]));
  for (const [field, id, message] of portFields) {
    if (id != null && !portNames.has(id)) throw AppError.fieldError(field, message, 'NOT_FOUND');
  }
  for (const [field, id, message] of cityFields) {
    if (id != null && !cityNames.has(id)) throw AppError.fieldError(field, message, 'NOT_FOUND');
  }
  const name = (names: Map<number, string>, id: number | null | undefined) =>
    id == null ? undefined : names.get(id);
  return {
    originPickupPoint: name(cityNames, request.originPlaceId),
    originCustomPoint: name(portNames, request.originCustomPointId),
    originPort: name(portNames, request.originPortId),
    destinationPort: name(portNames, request.destinationPortId),
    destinationCustomPoint: name(portNames, request.destinationCustomPointId),
    destinationFinalPoint: name(cityNames, request.finalPlaceId),
  } satisfies Partial<Record<RouteLeg, string>>;
}

async function findContainers(db: DbOrTx, request: RateWizardRequest) {
  if (request.mode !== 'sea') return [];
  const ids = [...new Set(request.containers.map((c) => c.containerSizeId))];
  const rows = await db
    .select({ id: containerSizes.id, size: containerSizes.size })
    .from(containerSizes)
    .where(inArray(containerSizes.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.size]));
  // The same size twice counts once, with both counts.
  return ids.map((id, index) => {
    const name = names.get(id);
    if (name === undefined) {
      throw AppError.fieldError(
        `containers.${index}.containerSizeId`,
        'Container size not found',
        'NOT_FOUND',
      );
    }
    const count = request.containers.filter((c) => c.containerSizeId === id).reduce((s, c) => s + c.count, 0);
    return { containerSizeId: id, count, name };
  });
}

/**
 * The company's slabs of the mode that hold the weight (air: chargeable kg; sea: gross kg of the
 * packages, a sea slab of a container size only for that size).
 */
async function findSlabs(
  db: DbOrTx,
  companyId: number,
  mode: 'sea' | 'air',
  kg: number | null,
  sizeIds: number[],
) {
  if (kg === null) return [];
  const rows = await db
    .select({
      id: weightSlabs.id,
      name: weightSlabs.name,
      min: weightSlabs.minWeight,
      max: weightSlabs.maxWeight,
      measurementIn: weightSlabs.measurementIn,
      containerSizeId: weightSlabs.containerSizeId,
    })
    .from(weightSlabs)
    .where(and(eq(weightSlabs.companyId, companyId), eq(weightSlabs.type, mode)));
  const slabs = rows
    .filter((r) => r.containerSizeId === null || sizeIds.includes(r.containerSizeId))
    .map((r) => ({
      ...r,
      min: r.min === null ? null : Number(r.min),
      max: r.max === null ? null : Number(r.max),
    }));
  return matchWeightSlabs(slabs, kg);
}

type RateRow = Awaited<ReturnType<typeof findRates>>[number];

/** One indexed read of the lane (valid_rates_lane_idx): the rest filters the lane's few rows. */
function findRates(db: DbOrTx, companyId: number, request: RateWizardRequest, slabIds: number[]) {
  const unit =
    request.mode === 'sea'
      ? inArray(
          validRates.containerSizeId,
          request.containers.map((c) => c.containerSizeId),
        )
      : inArray(validRates.weightSlabId, slabIds);
  return db
    .select({
      id: validRates.id,
      shippingCompanyId: validRates.shippingCompanyId,
      shippingLineName: shippingCompanies.name,
      vendorId: validRates.vendorId,
      vendorName: vendors.name,
      containerSizeId: validRates.containerSizeId,
      weightSlabId: validRates.weightSlabId,
      ...validRateTermColumns,
    })
    .from(validRates)
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, validRates.shippingCompanyId))
    .leftJoin(vendors, and(eq(vendors.id, validRates.vendorId), eq(vendors.companyId, companyId)))
    .where(
      and(
        eq(validRates.companyId, companyId),
        eq(validRates.originPortId, request.originPortId),
        eq(validRates.destinationPortId, request.destinationPortId),
        validOn(validRates, request.date),
        eq(validRates.mode, request.mode),
        eq(validRates.commodityType, request.commodityType),
        unit,
        request.shippingCompanyId == null
          ? undefined
          : eq(validRates.shippingCompanyId, request.shippingCompanyId),
      ),
    );
}

type ChargeTable = typeof localCharges | typeof transportCharges;

/** The optional fields of a charge: null applies to anything, a value to that only. */
function chargeApplies(
  table: ChargeTable,
  companyId: number,
  request: RateWizardRequest,
  sizeIds: number[],
  slabIds: number[],
) {
  const anyOr = (column: Column, ids: number[]) =>
    ids.length === 0 ? isNull(column) : or(isNull(column), inArray(column, ids));
  return and(
    eq(table.companyId, companyId),
    validOn(table, request.date),
    eq(table.mode, request.mode),
    or(isNull(table.commodityType), eq(table.commodityType, request.commodityType)),
    anyOr(table.containerSizeId, sizeIds),
    anyOr(table.weightSlabId, slabIds),
  );
}

type ChargeRow = Awaited<ReturnType<typeof findCharges>>[number];

/** Which leg a transport charge's points serve, and the places it must join. */
function transportLegs(request: RateWizardRequest): { points: TransportPoints; leg: RouteLeg; where: SQL }[] {
  const { legs } = request;
  const t = transportCharges;
  const at = (column: Column, id: number | null | undefined) => eq(column, id ?? 0);
  const wanted: { points: TransportPoints; leg: RouteLeg; where: SQL | undefined }[] = [];
  if (legs.originPickupPoint) {
    wanted.push(
      legs.originCustomPoint
        ? {
            points: 'originPlaceToCustomPoint',
            leg: 'originPickupPoint',
            where: and(at(t.cityId, request.originPlaceId), at(t.customPointId, request.originCustomPointId)),
          }
        : {
            points: 'originPlaceToPort',
            leg: 'originPickupPoint',
            where: and(at(t.cityId, request.originPlaceId), at(t.portId, request.originPortId)),
          },
    );
  }
  if (legs.originCustomPoint) {
    wanted.push({
      points: 'originCustomPointToPort',
      leg: 'originCustomPoint',
      where: and(at(t.customPointId, request.originCustomPointId), at(t.portId, request.originPortId)),
    });
  }
  if (legs.destinationCustomPoint) {
    wanted.push({
      points: 'destinationPortToCustomPoint',
      leg: 'destinationCustomPoint',
      where: and(
        at(t.portId, request.destinationPortId),
        at(t.customPointId, request.destinationCustomPointId),
      ),
    });
  }
  if (legs.destinationFinalPoint) {
    // From the custom point when the cargo goes there, else straight from the port.
    wanted.push(
      legs.destinationCustomPoint
        ? {
            points: 'destinationCustomPointToFinalPlace',
            leg: 'destinationFinalPoint',
            where: and(
              at(t.customPointId, request.destinationCustomPointId),
              at(t.cityId, request.finalPlaceId),
            ),
          }
        : {
            points: 'destinationPortToFinalPlace',
            leg: 'destinationFinalPoint',
            where: and(at(t.portId, request.destinationPortId), at(t.cityId, request.finalPlaceId)),
          },
    );
  }
  return wanted.map((w) => ({ ...w, where: and(eq(t.transportPoints, w.points), w.where) as SQL }));
}

/**
 * The selected legs' local and transport charges valid on the day, in two indexed reads
 * (local_charges_port_idx, transport_charges_leg_idx), each row with the leg it prices.
 */
async function findCharges(
  db: DbOrTx,
  companyId: number,
  request: RateWizardRequest,
  sizeIds: number[],
  slabIds: number[],
) {
  const sides: { leg: RouteLeg; where: SQL | undefined }[] = [];
  if (request.legs.originPort) {
    sides.push({
      leg: 'originPort',
      where: and(eq(localCharges.portType, 'origin'), eq(localCharges.portId, request.originPortId)),
    });
  }
  if (request.legs.destinationPort) {
    sides.push({
      leg: 'destinationPort',
      where: and(
        eq(localCharges.portType, 'destination'),
        eq(localCharges.portId, request.destinationPortId),
      ),
    });
  }
  const transport = transportLegs(request);
  const [local, moved] = await Promise.all([
    sides.length === 0
      ? []
      : db
          .select({ ...chargeTermColumns(localCharges), portType: localCharges.portType })
          .from(localCharges)
          .where(
            and(
              chargeApplies(localCharges, companyId, request, sizeIds, slabIds),
              or(...sides.map((s) => s.where)),
            ),
          ),
    transport.length === 0
      ? []
      : db
          .select({
            ...chargeTermColumns(transportCharges),
            transportPoints: transportCharges.transportPoints,
          })
          .from(transportCharges)
          .where(
            and(
              chargeApplies(transportCharges, companyId, request, sizeIds, slabIds),
              or(...transport.map((w) => w.where)),
            ),
          ),
  ]);
  const legOfPoints = new Map(transport.map((w) => [w.points as string, w.leg]));
  return [
    ...local.map((row) => ({
      ...row,
      leg: (row.portType === 'origin' ? 'originPort' : 'destinationPort') as RouteLeg,
      sourceType: 'localCharge' as const,
    })),
    ...moved.map((row) => ({
      ...row,
      leg: legOfPoints.get(row.transportPoints) as RouteLeg,
      sourceType: 'transportCharge' as const,
    })),
  ];
}

/** Of charges of the same leg, name and size, the most specific wins: line, incoterm, commodity, slab. */
const specificity = (row: ChargeRow) =>
  (row.shippingCompanyId === null ? 0 : 8) +
  (row.incotermCode === null ? 0 : 4) +
  (row.commodityType === null ? 0 : 2) +
  (row.weightSlabId === null ? 0 : 1);

const isPreferred = (a: ChargeRow, b: ChargeRow) =>
  (specificity(a) - specificity(b) || a.validFrom.localeCompare(b.validFrom) || a.id - b.id) > 0;

/**
 * The charges of one option: those of its line (or of no line) and of its rates' incoterms (or of
 * none); of the same leg, name and size only the preferred one, so nothing is charged twice.
 */
function chargesFor(rows: readonly ChargeRow[], lineId: number | null, incoterms: ReadonlySet<string>) {
  const best = new Map<string, ChargeRow>();
  for (const row of rows) {
    if (row.shippingCompanyId !== null && row.shippingCompanyId !== lineId) continue;
    if (row.incotermCode !== null && !incoterms.has(row.incotermCode)) continue;
    const key = `${row.leg}|${row.label.trim().toLowerCase()}|${row.containerSizeId ?? ''}`;
    const current = best.get(key);
    if (!current || isPreferred(row, current)) best.set(key, row);
  }
  return [...best.values()].map(
    (row): PricingCharge => ({
      leg: row.leg,
      label: row.label,
      basis: row.basis as ChargeBasis,
      currency: row.currency,
      buyRate: row.buyRate,
      sellRate: row.rate,
      source: { type: row.sourceType, id: row.id },
      containerSizeId: row.containerSizeId,
    }),
  );
}

type Labels = { containers: Map<number, string>; slabs: Map<number, string> };

const freightOf = (rate: RateRow, labels: Labels): PricingCharge => ({
  leg: 'freightCharge',
  label:
    rate.containerSizeId === null
      ? `Air Freight ${labels.slabs.get(rate.weightSlabId ?? 0) ?? ''}`.trim()
      : `Ocean Freight ${labels.containers.get(rate.containerSizeId) ?? ''}`.trim(),
  basis: rate.containerSizeId === null ? 'perKg' : 'perContainer',
  currency: rate.currency,
  buyRate: rate.buyRate,
  sellRate: rate.sellRate,
  source: { type: 'validRate', id: rate.id },
  containerSizeId: rate.containerSizeId,
});

/**
 * What the customer pays for a rate, comparable across currencies: its sell in the base currency,
 * or, unconverted, after every converted one.
 */
function costOf(rate: RateRow, labels: Labels, ctx: PricingContext): [number, bigint] {
  const charge = freightOf(rate, labels);
  const line = priceLine(charge, [charge], ctx);
  return line.baseSell === null ? [1, toHundredths(line.sell)] : [0, toHundredths(line.baseSell)];
}

const compareCost = (a: [number, bigint], b: [number, bigint]) =>
  a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** The cheapest rate of each container size (sea) or of the held slabs (air), ties to the latest, then the newest. */
function cheapestRates(rates: readonly RateRow[], labels: Labels, ctx: PricingContext): RateRow[] {
  const best = new Map<string, { rate: RateRow; cost: [number, bigint] }>();
  for (const rate of rates) {
    const key = rate.containerSizeId === null ? 'air' : String(rate.containerSizeId);
    const cost = costOf(rate, labels, ctx);
    const current = best.get(key);
    const better =
      !current ||
      (compareCost(cost, current.cost) ||
        current.rate.validFrom.localeCompare(rate.validFrom) ||
        current.rate.id - rate.id) < 0;
    if (better) best.set(key, { rate, cost });
  }
  return [...best.values()].map((b) => b.rate);
}

/** ISO days compare as text. */
const latest = (days: string[]) => days.reduce((a, b) => (a.localeCompare(b) >= 0 ? a : b));
const earliest = (days: string[]) => days.reduce((a, b) => (a.localeCompare(b) <= 0 ? a : b));
const nonNull = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

/** An option priced, and the rates and charges it was priced from (to price it again with other sells). */
export type PricedCandidate = { option: PricedOption; charges: PricingCharge[] };

const priceCandidate = (header: OptionHeader, charges: PricingCharge[], ctx: PricingContext) => ({
  option: priceOption(header, charges, ctx),
  charges,
});

/** Options per (shipping line, vendor): their cheapest rates with the charges of their line. */
function freightOptions(
  rates: readonly RateRow[],
  charges: readonly ChargeRow[],
  labels: Labels,
  ctx: PricingContext,
): PricedCandidate[] {
  const groups = new Map<string, RateRow[]>();
  for (const rate of rates) {
    const key = `line-${rate.shippingCompanyId ?? 'none'}-vendor-${rate.vendorId ?? 'none'}`;
    groups.set(key, [...(groups.get(key) ?? []), rate]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const chosen = cheapestRates(group, labels, ctx);
    const first = chosen[0] as RateRow;
    const transit = nonNull(chosen.map((r) => r.transitDays));
    const free = nonNull(chosen.map((r) => r.freeDays));
    const header: OptionHeader = {
      key,
      shippingCompanyId: first.shippingCompanyId,
      shippingLineName: first.shippingLineName,
      vendorId: first.vendorId,
      vendorName: first.vendorName,
      validFrom: latest(chosen.map((r) => r.validFrom)),
      validTill: earliest(chosen.map((r) => r.validTill)),
      transitDays: transit.length === 0 ? null : Math.max(...transit),
      freeDays: free.length === 0 ? null : Math.min(...free),
    };
    const incoterms = new Set(chosen.map((r) => r.incotermCode).filter((c): c is string => c !== null));
    return priceCandidate(
      header,
      [
        ...chosen.map((r) => freightOf(r, labels)),
        ...chargesFor(charges, first.shippingCompanyId, incoterms),
      ],
      ctx,
    );
  });
}

/** Without the freight leg: one option of the selected legs' charges (of the asked line, or of none). */
function chargesOnlyOption(
  charges: readonly ChargeRow[],
  request: RateWizardRequest,
  ctx: PricingContext,
): PricedCandidate {
  const chosen = chargesFor(charges, request.shippingCompanyId ?? null, new Set());
  const rows = charges.filter((row) =>
    chosen.some((c) => c.source.type === row.sourceType && c.source.id === row.id),
  );
  const header: OptionHeader = {
    key: 'charges',
    shippingCompanyId: request.shippingCompanyId ?? null,
    shippingLineName: null,
    vendorId: null,
    vendorName: null,
    validFrom: rows.length === 0 ? request.date : latest(rows.map((r) => r.validFrom)),
    validTill: rows.length === 0 ? request.date : earliest(rows.map((r) => r.validTill)),
    transitDays: null,
    freeDays: null,
  };
  return priceCandidate(header, chosen, ctx);
}

/** A lane and cargo priced for a customer, with what pricing another option of it needs. */
export type LanePricing = {
  customer: Customer;
  baseCurrency: string | null;
  /** Air: the chargeable weight the slabs were matched with. */
  chargeableKg: number | null;
  /** The customer's tier, the cargo, the selected legs, the currencies: what priceOption reads. */
  context: PricingContext;
  /** The valid-rate options (or, without the freight leg, the one option of the legs' charges), unsorted. */
  candidates: PricedCandidate[];
  /**
   * The selected legs' local and transport charges an option of line `lineId` takes (of that line
   * or of none), one per leg, name and size: for an option priced from elsewhere (a vendor's answer).
   */
  legCharges(lineId: number | null): PricingCharge[];
};

/**
 * Prices a lane and cargo for a customer already resolved: the valid rates of the company on the
 * lane on the day, per line and vendor, with the selected legs' charges, sold by explicit sell
 * rates or the customer's tier, totalled per currency and in the base currency, flagged where a
 * selected leg has nothing priced. A handful of indexed reads, none per option.
 */
async function priceLane(
  db: DbOrTx,
  companyId: number,
  customer: Customer,
  request: RateWizardRequest,
): Promise<LanePricing> {
  const [currencies, places, containers] = await Promise.all([
    findCurrencies(db, companyId, request.date),
    findPlaces(db, companyId, request),
    findContainers(db, request),
  ]);
  const { packages, mode } = request;
  const chargeableKg = mode === 'air' ? chargeableWeightKg(packages) : null;
  const weightKg = mode === 'air' ? chargeableKg : packages.length > 0 ? grossKg(packages) : null;
  const sizeIds = containers.map((c) => c.containerSizeId);
  const slabs = await findSlabs(db, companyId, mode, weightKg, sizeIds);
  const slabIds = slabs.map((s) => s.id);
  const [rates, charges] = await Promise.all([
    request.legs.freightCharge && (mode === 'sea' || slabIds.length > 0)
      ? findRates(db, companyId, request, slabIds)
      : [],
    findCharges(db, companyId, request, sizeIds, slabIds),
  ]);
  const context: PricingContext = {
    mode,
    legs: request.legs,
    cargo: {
      containers,
      chargeableKg: weightKg,
      cbm: packages.length > 0 ? volumeCbm(packages) : null,
    },
    tier: customer.tier,
    ...currencies,
    legPlaces: places,
  };
  const labels: Labels = {
    containers: new Map(containers.map((c) => [c.containerSizeId, c.name])),
    slabs: new Map(slabs.map((s) => [s.id, s.name])),
  };
  return {
    customer,
    baseCurrency: currencies.baseCurrency,
    chargeableKg,
    context,
    candidates: request.legs.freightCharge
      ? freightOptions(rates, charges, labels, context)
      : [chargesOnlyOption(charges, request, context)],
    legCharges: (lineId) => chargesFor(charges, lineId, new Set()),
  };
}

/**
 * The Rate Wizard: prices a lane and cargo for a customer the caller may price for (sales scope),
 * sorted as asked.
 */
export async function priceRateWizard(
  db: DbOrTx,
  caller: Caller,
  request: RateWizardRequest,
): Promise<RateWizardResponse> {
  assertLegs(request);
  const customer = await findCustomer(db, customersOf(caller), request.customerKycId);
  const priced = await priceLane(db, caller.companyId, customer, request);
  const { tier } = customer;
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      tier: tier === null ? null : { id: tier.id, name: tier.name },
    },
    baseCurrency: priced.baseCurrency,
    chargeableWeightKg: priced.chargeableKg === null ? null : String(priced.chargeableKg),
    options: sortPricedOptions(
      priced.candidates.map((c) => c.option),
      request.sort,
    ),
  };
}

/**
 * Prices a lane and cargo for a customer KYC of the company that something else already resolved
 * (an enquiry's customer), whoever of the company's staff asks: the sales scope of the Rate Wizard
 * does not apply, the record that names the customer does.
 */
export async function priceLaneForCustomer(
  db: DbOrTx,
  companyId: number,
  request: RateWizardRequest,
): Promise<LanePricing> {
  assertLegs(request);
  const customer = await findCustomer(db, eq(customerKycs.companyId, companyId), request.customerKycId);
  return priceLane(db, companyId, customer, request);
}
