import {
  answerLineLeg,
  type ChargeBasis,
  type ForwardAnswerLine,
  missingLegMessage,
  type OptionHeader,
  optionTitleOf,
  type PricedOption,
  type PricingCharge,
  type PricingContext,
  priceOption,
  type QuoteLineSource,
  type QuoteSuggestion,
  type QuoteSuggestionLine,
  type QuoteSuggestionSource,
  type RateWizardRequest,
  REQUIRED_CHARGE,
  type RequiredCharge,
  ROUTE_LEGS,
  type RouteLegSelection,
  toHundredths,
} from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enquiryForwards, forwardAnswers, shippingCompanies, vendors } from '../../db/schema';
import { type EnquiryRow, namedRef } from '../rate-enquiries/enquiry-records';
import { type LanePricing, priceLaneForCustomer } from '../rate-wizard/rate-wizard.service';

/** One charge of a candidate: the engine's input, the line's key within the candidate and its provenance. */
export type CandidateCharge = {
  key: string;
  charge: PricingCharge;
  source: { type: QuoteLineSource; id: number | null };
};

/** A candidate option: what it is, the charges it is priced from, and its priced form. */
export type Candidate = {
  key: string;
  source: QuoteSuggestionSource;
  answerId: number | null;
  title: string;
  header: OptionHeader;
  shippingLineName: string | null;
  vendorName: string | null;
  charges: CandidateCharge[];
  priced: PricedOption;
  lines: QuoteSuggestionLine[];
};

/** The enquiry as the rate engine's request: its lane, cargo, legs and places on its cargo ready date. */
export function laneRequestOf(enquiry: EnquiryRow): RateWizardRequest {
  return {
    customerKycId: enquiry.customerKycId,
    mode: enquiry.mode as RateWizardRequest['mode'],
    originPortId: enquiry.originPortId,
    destinationPortId: enquiry.destinationPortId,
    date: enquiry.cargoReadyDate,
    commodityType: enquiry.commodityType as RateWizardRequest['commodityType'],
    containers: enquiry.containers as RateWizardRequest['containers'],
    packages: enquiry.packages as RateWizardRequest['packages'],
    legs: enquiry.legs as RouteLegSelection,
    originPlaceId: enquiry.originPlaceId,
    originCustomPointId: enquiry.originCustomPointId,
    destinationCustomPointId: enquiry.destinationCustomPointId,
    finalPlaceId: enquiry.finalPlaceId,
    shippingCompanyId: null,
    sort: 'rate_asc',
  };
}

/** The line key of a record's charge: its source; of a vendor's answer line: the answer, the line and the size. */
const keyOf = (candidateKey: string, lineKey: string) => `${candidateKey}/${lineKey}`;

/** The candidate a stored line came from: the part of its key before the line's own. */
export const candidateKeyOfLine = (lineKey: string): string | null =>
  lineKey.includes('/') ? lineKey.slice(0, lineKey.lastIndexOf('/')) : null;

/** Route order, as the engine prices them: a line keeps its charge's place, so lines and charges pair by index. */
const inRouteOrder = (charges: CandidateCharge[]) =>
  [...charges].sort((a, b) => ROUTE_LEGS.indexOf(a.charge.leg) - ROUTE_LEGS.indexOf(b.charge.leg));

/**
 * A selected leg that no line prices is flagged, whatever the engine said (an LCL freight leg, a
 * leg an answer left out): a quote missing a charge must never read as the cheaper one. A freight
 * line charged per shipment covers every container.
 */
function withUnpricedLegs(option: PricedOption, legs: RouteLegSelection, ctx: PricingContext): PricedOption {
  const lumpSumFreight = option.lines.some((l) => l.leg === 'freightCharge' && l.basis !== 'perContainer');
  const flags = option.flags.filter(
    (f) => !(lumpSumFreight && f.leg === 'freightCharge' && f.message.startsWith('No freight rate for')),
  );
  for (const leg of ROUTE_LEGS) {
    if (!legs[leg] || option.lines.some((l) => l.leg === leg) || flags.some((f) => f.leg === leg)) continue;
    flags.push({
      leg,
      message: leg === 'freightCharge' ? 'No freight rate' : missingLegMessage(leg, ctx.legPlaces[leg]),
    });
  }
  return { ...option, flags };
}

/**
 * Prices `charges` as one option with the engine (priceOption) and gives every line its key and
 * provenance: the engine names only its own records, the candidate knows the rest (a vendor's
 * answer, a line typed by hand).
 */
export function priceCharges(
  header: OptionHeader,
  charges: CandidateCharge[],
  ctx: PricingContext,
): { priced: PricedOption; lines: QuoteSuggestionLine[] } {
  const ordered = inRouteOrder(charges);
  const priced = withUnpricedLegs(
    priceOption(
      header,
      ordered.map((c) => c.charge),
      ctx,
    ),
    ctx.legs,
    ctx,
  );
  const lines = priced.lines.map((line, i): QuoteSuggestionLine => {
    const from = ordered[i] as CandidateCharge;
    return {
      key: from.key,
      leg: line.leg,
      label: line.label,
      basis: line.basis,
      quantity: line.quantity,
      currency: line.currency,
      unitBuy: line.unitBuy,
      unitSell: line.unitSell,
      buy: line.buy,
      sell: line.sell,
      baseBuy: line.baseBuy,
      baseSell: line.baseSell,
      exchangeRate: line.exchangeRate,
      source: from.source,
      sellRule: line.sellRule,
      tier: line.tier,
      warning: line.warning,
    };
  });
  return { priced, lines };
}

type AnswerRow = Awaited<ReturnType<typeof findAnswers>>[number];

function findAnswers(db: DbOrTx, enquiry: EnquiryRow) {
  return db
    .select({
      id: forwardAnswers.id,
      lines: forwardAnswers.lines,
      shippingCompanyId: forwardAnswers.shippingCompanyId,
      shippingLineName: shippingCompanies.name,
      validFrom: forwardAnswers.validFrom,
      validTill: forwardAnswers.validTill,
      transitDays: forwardAnswers.transitDays,
      freeDays: forwardAnswers.freeDays,
      vendorId: vendors.id,
      vendorName: vendors.name,
    })
    .from(forwardAnswers)
    .innerJoin(
      enquiryForwards,
      and(eq(enquiryForwards.id, forwardAnswers.forwardId), eq(enquiryForwards.companyId, enquiry.companyId)),
    )
    .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, forwardAnswers.shippingCompanyId))
    .where(and(eq(forwardAnswers.enquiryId, enquiry.id), eq(forwardAnswers.companyId, enquiry.companyId)))
    .orderBy(asc(forwardAnswers.id));
}

/**
 * What the customer reads for a checklist charge a vendor answered under the checklist's own name
 * ("Freight (ocean or air)" is a question to the vendor, not a line of a quote); a name the vendor
 * typed stays as typed. Pricing may rename any line in the builder.
 */
const CUSTOMER_CHARGE_NAMES: Record<RequiredCharge, string> = {
  freight: 'Ocean freight',
  surcharges: 'Surcharges',
  originCharges: 'Origin charges',
  destinationCharges: 'Destination charges',
  pickup: 'Pickup',
  delivery: 'Delivery',
};

export function customerChargeName(line: Pick<ForwardAnswerLine, 'chargeKey' | 'chargeName'>, mode: string) {
  if (line.chargeKey === null || line.chargeName.trim() !== REQUIRED_CHARGE[line.chargeKey]) {
    return line.chargeName;
  }
  if (line.chargeKey === 'freight') return mode === 'air' ? 'Air freight' : 'Ocean freight';
  return CUSTOMER_CHARGE_NAMES[line.chargeKey];
}

/** "Ocean freight 40' HC": a freight line names the container size it prices, once. */
const withSize = (label: string, size: string | undefined) =>
  size === undefined || label.includes(size) ? label : `${label} ${size}`;

/**
 * A vendor's answer normalised to the enquiry's cargo: a freight line per container for every size
 * is split into one line per size of the cargo (a size the cargo lacks is dropped), so each size's
 * freight is counted and flagged like a valid rate's. The freight line carries the tier's
 * per-unit margin as a valid rate does; every other line is sold as a charge. The selected legs
 * the answer does not price take the engine's local and transport charges of the answer's line.
 */
function answerCharges(answer: AnswerRow, lane: LanePricing): CandidateCharge[] {
  const { containers } = lane.context.cargo;
  const sizes = new Set(containers.map((c) => c.containerSizeId));
  const sizeNames = new Map(containers.map((c) => [c.containerSizeId, c.name]));
  const candidateKey = `answer:${answer.id}`;
  const fromAnswer: CandidateCharge[] = [];
  for (const [index, line] of (answer.lines as ForwardAnswerLine[]).entries()) {
    const leg = answerLineLeg(line);
    const isFreight = line.chargeKey === 'freight';
    const sizeId = line.containerSizeId ?? null;
    const name = customerChargeName(line, lane.context.mode);
    const base = {
      leg,
      label: isFreight ? withSize(name, sizeId === null ? undefined : sizeNames.get(sizeId)) : name,
      basis: line.basis as ChargeBasis,
      currency: line.currency,
      buyRate: String(line.buyAmount),
      sellRate: null,
      // Priced as the engine prices a freight rate (the tier's per-unit margin) or a charge (a percentage).
      source: { type: isFreight ? 'validRate' : 'localCharge', id: answer.id },
    } as const;
    const provenance = { type: 'vendorAnswer' as const, id: answer.id };
    if (line.basis === 'perContainer' && sizeId !== null && !sizes.has(sizeId)) continue;
    if (isFreight && line.basis === 'perContainer' && sizeId === null && containers.length > 0) {
      for (const container of containers) {
        fromAnswer.push({
          key: keyOf(candidateKey, `vendorAnswer:${answer.id}:${index}:${container.containerSizeId}`),
          charge: {
            ...base,
            label: withSize(name, container.name),
            containerSizeId: container.containerSizeId,
          },
          source: provenance,
        });
      }
      continue;
    }
    fromAnswer.push({
      key: keyOf(candidateKey, `vendorAnswer:${answer.id}:${index}`),
      charge: { ...base, containerSizeId: sizeId },
      source: provenance,
    });
  }
  const answered = new Set(fromAnswer.map((c) => c.charge.leg));
  const legCharges = lane
    .legCharges(answer.shippingCompanyId)
    .filter((c) => c.leg !== 'freightCharge' && !answered.has(c.leg))
    .map((charge) => engineCharge(candidateKey, charge));
  return [...fromAnswer, ...legCharges];
}

const engineCharge = (candidateKey: string, charge: PricingCharge): CandidateCharge => ({
  key: keyOf(candidateKey, `${charge.source.type}:${charge.source.id}`),
  charge,
  source: charge.source,
});

/**
 * The candidates of an enquiry: the rate engine over the forwarder's valid rates for its lane,
 * cargo, legs and cargo ready date (or, without the freight leg, the legs' charges alone), and
 * each vendor answer given, all sold to the enquiry's customer by its tier, every line with its
 * provenance, every selected leg without a line flagged.
 */
export async function buildCandidates(
  db: DbOrTx,
  enquiry: EnquiryRow,
): Promise<{ lane: LanePricing; candidates: Candidate[] }> {
  const [lane, answers] = await Promise.all([
    priceLaneForCustomer(db, enquiry.companyId, laneRequestOf(enquiry)),
    findAnswers(db, enquiry),
  ]);
  const ctx = lane.context;
  const candidates: Candidate[] = lane.candidates.map(({ option, charges }) => {
    const isRates = option.key !== 'charges';
    const key = isRates ? `rates:${option.key}` : 'charges';
    const { flags: _flags, lines: _lines, totals: _totals, baseTotal: _base, ...header } = option;
    const items = charges.map((charge) => engineCharge(key, charge));
    return {
      key,
      source: isRates ? 'validRate' : 'charges',
      answerId: null,
      title: isRates ? optionTitleOf(option, 'Valid rate') : 'Local and transport charges',
      header,
      shippingLineName: option.shippingLineName,
      vendorName: option.vendorName,
      charges: items,
      ...priceCharges(header, items, ctx),
    };
  });
  for (const answer of answers) {
    const header: OptionHeader = {
      key: `answer:${answer.id}`,
      shippingCompanyId: answer.shippingCompanyId,
      shippingLineName: answer.shippingLineName,
      vendorId: answer.vendorId,
      vendorName: answer.vendorName,
      validFrom: answer.validFrom,
      validTill: answer.validTill,
      transitDays: answer.transitDays,
      freeDays: answer.freeDays,
    };
    const items = answerCharges(answer, lane);
    candidates.push({
      key: header.key,
      source: 'vendorAnswer',
      answerId: answer.id,
      // The customer reads the title: it never names the vendor (which one the forwarder buys from is its secret).
      title: optionTitleOf(answer, 'Vendor answer'),
      header,
      shippingLineName: answer.shippingLineName,
      vendorName: answer.vendorName,
      charges: items,
      ...priceCharges(header, items, ctx),
    });
  }
  return { lane, candidates };
}

const baseSellOf = (c: Candidate) => (c.priced.baseTotal ? toHundredths(c.priced.baseTotal.sell) : null);

/**
 * The candidates as the builder lists them, cheapest in the base currency first (an option a flag
 * or a missing exchange rate leaves incomplete after the complete ones). The cheapest complete
 * option is marked; when none is complete, the cheapest of those with a base total.
 */
export function toSuggestions(candidates: Candidate[]): QuoteSuggestion[] {
  const complete = candidates.filter((c) => c.priced.flags.length === 0 && baseSellOf(c) !== null);
  const pool = complete.length > 0 ? complete : candidates.filter((c) => baseSellOf(c) !== null);
  const cheapest = pool.reduce<bigint | null>((min, c) => {
    const sell = baseSellOf(c) as bigint;
    return min === null || sell < min ? sell : min;
  }, null);
  const rank = (c: Candidate) => (c.priced.flags.length === 0 && baseSellOf(c) !== null ? 0 : 1);
  return [...candidates]
    .sort((a, b) => {
      const x = baseSellOf(a);
      const y = baseSellOf(b);
      const byPrice =
        x === null || y === null ? Number(x === null) - Number(y === null) : x < y ? -1 : x > y ? 1 : 0;
      return rank(a) - rank(b) || byPrice || a.key.localeCompare(b.key);
    })
    .map((c) => ({
      key: c.key,
      source: c.source,
      answerId: c.answerId,
      title: c.title,
      shippingLine: namedRef(c.header.shippingCompanyId, c.shippingLineName),
      vendor: namedRef(c.header.vendorId, c.vendorName),
      validFrom: c.header.validFrom,
      validTill: c.header.validTill,
      transitDays: c.header.transitDays,
      freeDays: c.header.freeDays,
      lines: c.lines,
      totals: c.priced.totals,
      baseTotal: c.priced.baseTotal,
      flags: c.priced.flags,
      isCheapest: cheapest !== null && pool.includes(c) && baseSellOf(c) === cheapest,
    }));
}
