/**
 * Invoice money as integer counts: amounts in cents, quantities in thousandths, tax rates in
 * hundredths of a percent. Every sum and product runs on bigint, and each rounding (a line's
 * amount, the tax) is to the cent, halves away from zero, so a total never drifts by a float.
 */

import {
  defaultTaxCategoryOfLeg,
  splitAdjustment,
  splitLabel,
  type TaxCodeRef,
  taxPerRate,
} from './tax-codes';

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
// A line's unit price may be negative: a discount line (the negotiated discount of a quote).
const SIGNED_AMOUNT = /^(-?\d{1,12})(?:\.(\d{1,2}))?$/;
const QUANTITY = /^(\d{1,9})(?:\.(\d{1,3}))?$/;
const RATE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A non-negative amount with at most two decimals and twelve whole digits (numeric(14, 2)). */
export const isInvoiceAmount = (value: string) => AMOUNT.test(value);
/** An amount that may be negative (a discount line's unit price), otherwise as isInvoiceAmount. */
export const isSignedInvoiceAmount = (value: string) => SIGNED_AMOUNT.test(value);
/** A quantity with at most three decimals. */
export const isInvoiceQuantity = (value: string) => QUANTITY.test(value);

function scaled(value: string, pattern: RegExp, decimals: number, what: string): bigint {
  // A numeric column answers trailing zeros past the scale ('12.5000'): they carry nothing.
  const trimmed = value
    .trim()
    .replace(/^(-?\d+\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  const match = pattern.exec(trimmed);
  if (!match) throw new RangeError(`Not ${what}: '${value}'`);
  const digits = match[1] as string;
  const whole = BigInt(digits);
  const fraction = BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  const abs = (whole < 0n ? -whole : whole) * 10n ** BigInt(decimals) + fraction;
  return digits.startsWith('-') ? -abs : abs;
}

/** '12.5' → 1250n, '-85' → -8500n. */
export const toCents = (value: string) =>
  scaled(value, SIGNED_AMOUNT, 2, 'an amount with at most 2 decimals');
/** '2.25' → 2250n. */
export const toThousandths = (value: string) =>
  scaled(value, QUANTITY, 3, 'a quantity with at most 3 decimals');
/** A tax rate in percent, '5' → 500n. */
export const toRateHundredths = (value: string) =>
  scaled(value, RATE, 2, 'a tax rate with at most 2 decimals');

/** 1250n → '12.50'; a negative count keeps its sign. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** 2250n → '2.25', 2000n → '2' (no trailing zeros: a quantity reads as typed). */
export function fromThousandths(value: bigint): string {
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** a / b rounded to the nearest integer, halves away from zero; b > 0. */
const divideRounding = (a: bigint, b: bigint) =>
  a >= 0n ? (2n * a + b) / (2n * b) : -((2n * -a + b) / (2n * b));

/** A line's amount: quantity × unit price, to the cent. */
export const lineAmountCents = (quantity: string, unitPrice: string) =>
  divideRounding(toThousandths(quantity) * toCents(unitPrice), 1000n);

/** The tax on a subtotal at a rate in percent, to the cent. */
export const taxCents = (subtotalCents: bigint, taxRate: string) =>
  divideRounding(subtotalCents * toRateHundredths(taxRate), 10_000n);

/**
 * The net part of a gross amount at a tax rate (gross / (1 + rate)), to the cent; the tax is the
 * rest, so net + tax is exactly the gross.
 */
export const netOfGrossCents = (grossCents: bigint, taxRate: string) =>
  divideRounding(grossCents * 10_000n, 10_000n + toRateHundredths(taxRate));

export type InvoiceLineInput = {
  label: string;
  quantity: string;
  unitPrice: string;
  sourceLineKey?: string | null;
  /** The company's tax code; absent on old lines, which are taxed at the invoice's rate. */
  taxCode?: string | null;
  /** A copy of the code's rate when the line was priced. */
  taxRate?: string;
};
export type PricedInvoiceLine = {
  label: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  sourceLineKey: string | null;
  taxCode: string | null;
  taxRate: string;
};
type InvoiceTaxPerRate = { taxCode: string | null; taxRate: string; net: string; tax: string };
export type InvoiceTotals = {
  subtotal: string;
  taxTotal: string;
  total: string;
  taxPerRate: InvoiceTaxPerRate[];
};

/**
 * Tax per rate in decimal strings: each rate's net and rate × net, rounded once to the cent. A
 * rate whose lines all carry their tax (a credit note's, backed out of a gross) sums that instead.
 */
export function invoiceTaxPerRate(
  lines: readonly { amount: string; taxCode?: string | null; taxRate?: string; taxAmount?: string }[],
  invoiceTaxRate: string,
): InvoiceTaxPerRate[] {
  const withRate = lines.map((l) => ({
    taxCode: l.taxCode ?? null,
    taxRate: fromRateHundredths(toRateHundredths(l.taxRate ?? invoiceTaxRate)),
    amountCents: toCents(l.amount),
    taxAmount: l.taxAmount,
  }));
  return taxPerRate(withRate).map((g) => {
    const own = withRate.filter((l) => l.taxCode === g.taxCode && l.taxRate === g.taxRate);
    const carried = own.every((l) => l.taxAmount !== undefined)
      ? own.reduce((sum, l) => sum + toCents(l.taxAmount as string), 0n)
      : g.taxCents;
    return { taxCode: g.taxCode, taxRate: g.taxRate, net: fromCents(g.netCents), tax: fromCents(carried) };
  });
}

/** 500n → '5.00'. */
const fromRateHundredths = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/**
 * Each line's amount and the document's subtotal, tax per rate, tax and total, all to the cent. A
 * line without a tax code is taxed at `taxRate` (the invoice's); the tax total is the sum of the
 * tax per rate, each rounded once.
 */
export function priceInvoiceLines(
  lines: readonly InvoiceLineInput[],
  taxRate: string,
): { lines: PricedInvoiceLine[] } & InvoiceTotals {
  let subtotal = 0n;
  const priced = lines.map((line) => {
    const amount = lineAmountCents(line.quantity, line.unitPrice);
    subtotal += amount;
    return {
      label: line.label,
      quantity: fromThousandths(toThousandths(line.quantity)),
      unitPrice: fromCents(toCents(line.unitPrice)),
      amount: fromCents(amount),
      sourceLineKey: line.sourceLineKey ?? null,
      taxCode: line.taxCode ?? null,
      taxRate: fromRateHundredths(toRateHundredths(line.taxRate ?? taxRate)),
    };
  });
  const perRate = invoiceTaxPerRate(priced, taxRate);
  const tax = perRate.reduce((sum, g) => sum + toCents(g.tax), 0n);
  return {
    lines: priced,
    subtotal: fromCents(subtotal),
    taxTotal: fromCents(tax),
    total: fromCents(subtotal + tax),
    taxPerRate: perRate,
  };
}

/**
 * An amount converted at `rate` (units of the target per one unit of the source, up to ten
 * decimals), to the cent, halves away from zero.
 */
export function convertCents(cents: bigint, rate: string): bigint {
  const match = /^(\d{1,10})(?:\.(\d{1,10}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not an exchange rate: '${rate}'`);
  const scaledRate = BigInt(match[1] as string) * 10n ** 10n + BigInt((match[2] ?? '').padEnd(10, '0'));
  return divideRounding(cents * scaledRate, 10n ** 10n);
}

/**
 * An invoice line from a quote line of the job's option, in the quote's base currency. A line in
 * the base currency keeps its quantity and unit sell; a converted one keeps the quantity when its
 * converted unit price times the quantity gives the base sell to the cent, and is otherwise one
 * unit of the base sell (the conversion named in the label), so the invoice totals what was sold.
 */
export function invoiceLineFromQuoteLine(
  line: {
    key: string;
    label: string;
    quantity: string;
    currency: string;
    unitSell: string;
    baseSell: string;
    exchangeRate: string;
  },
  baseCurrency: string,
): InvoiceLineInput {
  const baseSell = toCents(line.baseSell);
  const quantity = fromThousandths(toThousandths(line.quantity));
  if (line.currency === baseCurrency && lineAmountCents(quantity, line.unitSell) === baseSell) {
    return {
      label: line.label,
      quantity,
      unitPrice: fromCents(toCents(line.unitSell)),
      sourceLineKey: line.key,
    };
  }
  const thousandths = toThousandths(quantity);
  if (thousandths > 0n) {
    const unit = divideRounding(baseSell * 1000n, thousandths);
    if (divideRounding(thousandths * unit, 1000n) === baseSell) {
      return { label: line.label, quantity, unitPrice: fromCents(unit), sourceLineKey: line.key };
    }
  }
  return {
    label: `${line.label} (${quantity} x ${line.currency} ${line.unitSell} at ${line.exchangeRate})`,
    quantity: '1',
    unitPrice: fromCents(baseSell),
    sourceLineKey: line.key,
  };
}

/** A line to tax: its quote line's leg when it came from one, and whether it is the price adjustment. */
export type TaxableInvoiceLine = InvoiceLineInput & { leg?: string | null; isAdjustment?: boolean };

/**
 * Gives each line its tax code and a copy of the code's rate. A line that names a code keeps it;
 * otherwise international freight (leg freightCharge) takes `freight` and every other charge
 * `local`. An adjustment line (the negotiated discount) without a code is split across the codes of
 * the other lines in proportion to their amounts, one line per code ("Negotiated discount
 * (zero-rated)"), the parts adding up to it to the cent, so tax per rate is taken on each net.
 * `byCode` holds the company's codes; a code it lacks is the caller's to refuse first.
 */
export function applyTaxCodes(
  lines: readonly TaxableInvoiceLine[],
  codes: { byCode: ReadonlyMap<string, TaxCodeRef>; freight: TaxCodeRef; local: TaxCodeRef },
): InvoiceLineInput[] {
  const codeOf = (line: TaxableInvoiceLine): TaxCodeRef => {
    const named = line.taxCode ? codes.byCode.get(line.taxCode) : undefined;
    if (named) return named;
    return defaultTaxCategoryOfLeg(line.leg ?? '') === 'zero_rated' ? codes.freight : codes.local;
  };
  const splits = (line: TaxableInvoiceLine) => line.isAdjustment === true && !line.taxCode;
  const others = lines
    .filter((l) => !splits(l))
    .map((l) => ({ taxCode: codeOf(l), amountCents: lineAmountCents(l.quantity, l.unitPrice) }));
  const strip = ({ leg: _leg, isAdjustment: _adjustment, ...line }: TaxableInvoiceLine) => line;
  return lines.flatMap((line): InvoiceLineInput[] => {
    if (!splits(line)) {
      const code = codeOf(line);
      return [{ ...strip(line), taxCode: code.code, taxRate: code.rate }];
    }
    const parts = splitAdjustment(lineAmountCents(line.quantity, line.unitPrice), others, codes.local);
    if (parts.length === 1) {
      const [part] = parts as [(typeof parts)[number]];
      return [{ ...strip(line), taxCode: part.taxCode.code, taxRate: part.taxCode.rate }];
    }
    const used = parts.map((p) => p.taxCode);
    return parts.map((part) => ({
      label: splitLabel(line.label, part.taxCode, used),
      quantity: '1',
      unitPrice: fromCents(part.amountCents),
      sourceLineKey: line.sourceLineKey ?? null,
      taxCode: part.taxCode.code,
      taxRate: part.taxCode.rate,
    }));
  });
}
