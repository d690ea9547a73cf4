import {
  CHARGE_BASIS,
  COMMODITY_TYPE,
  type Enquiry,
  fromHundredths,
  LOAD_TYPE,
  ROUTE_LEG_LABELS,
  ROUTE_LEGS,
  toHundredths,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { customerKycs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { kycAddressLines, nonEmpty, readBankAccounts, readCompanyLetterhead } from '../files/generated-pdf';
import type { StoredQuoteLine } from './quote-drafts';
import type { QuotePdfData } from './quote-pdf';

/** What the document reads of an enquiry (none of its instants). */
type EnquiryFacts = Omit<Enquiry, 'createdAt' | 'updatedAt' | 'attendedAt'>;

/** The cargo in a line: '2 x 20' Standard, 1 x 40' High Cube' or '3 packages, 1,250 kg gross'. */
function cargoOf(enquiry: EnquiryFacts): string {
  if (enquiry.containers.length > 0) {
    return enquiry.containers.map((c) => `${c.count} x ${c.containerSizeName}`).join(', ');
  }
  const count = enquiry.packages.reduce((s, p) => s + p.count, 0);
  const gross = enquiry.grossWeightKg
    ? `, ${Number(enquiry.grossWeightKg).toLocaleString('en-US')} kg gross`
    : '';
  const chargeable = enquiry.chargeableWeightKg
    ? `, ${Number(enquiry.chargeableWeightKg).toLocaleString('en-US')} kg chargeable`
    : '';
  return `${count} package${count === 1 ? '' : 's'}${gross}${chargeable}`;
}

/** The route from pickup to final delivery, as far as the enquiry's legs go. */
function routeOf(enquiry: EnquiryFacts): string {
  const port = (p: Enquiry['originPort']) => (p.code ? `${p.name} (${p.code})` : p.name);
  return nonEmpty([
    enquiry.legs.originPickupPoint ? enquiry.originPlace?.name : null,
    enquiry.legs.originCustomPoint ? enquiry.originCustomPoint?.name : null,
    port(enquiry.originPort),
    port(enquiry.destinationPort),
    enquiry.legs.destinationCustomPoint ? enquiry.destinationCustomPoint?.name : null,
    enquiry.legs.destinationFinalPoint ? enquiry.finalPlace?.name : null,
  ]).join(' - ');
}

/** What the shipment section prints: mode, route, services, cargo, commodity, incoterm, ready date. */
export function shipmentRows(enquiry: EnquiryFacts): QuotePdfData['enquiry'] {
  const mode = enquiry.mode === 'sea' ? 'Sea' : 'Air';
  const commodity =
    COMMODITY_TYPE[enquiry.commodityType as keyof typeof COMMODITY_TYPE] ?? enquiry.commodityType;
  return [
    { label: 'Mode', value: enquiry.loadType ? `${mode}, ${LOAD_TYPE[enquiry.loadType]}` : mode },
    { label: 'Route', value: routeOf(enquiry) },
    {
      label: 'Services',
      value: ROUTE_LEGS.filter((leg) => enquiry.legs[leg])
        .map((leg) => ROUTE_LEG_LABELS[leg])
        .join(', '),
    },
    { label: 'Cargo', value: cargoOf(enquiry) },
    {
      label: 'Commodity',
      value: nonEmpty([
        commodity,
        enquiry.dgClassCode && `class ${enquiry.dgClassCode}`,
        enquiry.unNumber && `UN ${enquiry.unNumber}`,
        enquiry.setTemperatureC === null ? null : `${enquiry.setTemperatureC} °C`,
      ]).join(', '),
    },
    ...(enquiry.incotermCode ? [{ label: 'Incoterm', value: enquiry.incotermCode }] : []),
    { label: 'Cargo ready', value: enquiry.cargoReadyDate },
    { label: 'Enquiry', value: enquiry.reference },
  ];
}

/** '3.6725000000' → '3.6725': an exchange rate as a reader writes it. */
export const readableRate = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

export type QuoteForDocument = {
  reference: string;
  validTill: string;
  baseCurrency: string;
  terms: string | null;
  remarks: string | null;
  options: {
    title: string;
    shippingLineName: string | null;
    transitDays: number | null;
    freeDays: number | null;
    lines: StoredQuoteLine[];
    sellTotal: string;
  }[];
};

/**
 * Everything the quote's PDF prints, read for the enquiry's forwarder: letterhead, logo (PNG or
 * JPEG), bank accounts (default first), the customer's registered address, and of every option only
 * what it sells for.
 */
export async function quoteDocumentData(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  enquiry: EnquiryFacts,
  quote: QuoteForDocument,
  issuedOn: string,
): Promise<QuotePdfData> {
  const companyId = enquiry.forwarder.id;
  const [letterhead, banks, [kyc]] = await Promise.all([
    readCompanyLetterhead(deps, companyId, enquiry.forwarder.name),
    readBankAccounts(deps.db, companyId),
    deps.db
      .select({ details: customerKycs.details })
      .from(customerKycs)
      .where(and(eq(customerKycs.id, enquiry.customer.kycId), eq(customerKycs.companyId, companyId))),
  ]);
  return {
    company: letterhead,
    bankAccounts: banks,
    customer: {
      name: enquiry.customer.name,
      addressLines: kycAddressLines(kyc?.details),
    },
    reference: quote.reference,
    issuedOn,
    validTill: quote.validTill,
    enquiry: shipmentRows(enquiry),
    baseCurrency: quote.baseCurrency,
    options: quote.options.map((option) => {
      const currencies = [...new Set(option.lines.map((l) => l.currency))].sort();
      return {
        title: option.title,
        details: nonEmpty([
          option.shippingLineName && `Carrier: ${option.shippingLineName}`,
          option.transitDays === null ? null : `Transit: ${option.transitDays} days`,
          option.freeDays === null ? null : `Free days: ${option.freeDays}`,
        ]),
        // Sell only: the buy, the margins and where a price came from never reach the customer.
        lines: option.lines.map((l) => ({
          label: l.label,
          basis: CHARGE_BASIS[l.basis],
          quantity: String(Number(l.quantity)),
          currency: l.currency,
          unitSell: l.unitSell,
          sell: l.sell,
        })),
        totals: currencies.map((currency) => ({
          currency,
          sell: fromHundredths(
            option.lines
              .filter((l) => l.currency === currency)
              .reduce((s, l) => s + toHundredths(l.sell), 0n),
          ),
        })),
        exchangeRates: currencies
          .filter((c) => c !== quote.baseCurrency)
          .map((currency) => ({
            currency,
            rate: readableRate(option.lines.find((l) => l.currency === currency)?.exchangeRate ?? ''),
          })),
        total: option.sellTotal,
      };
    }),
    remarks: quote.remarks,
    terms: quote.terms,
  };
}
