/**
 * Invoice money as integer counts: amounts in cents, quantities in thousandths, tax rates in
 * hundredths of a percent. Every sum and product runs on bigint, and each rounding (a line's
 * amount, the tax) is to the cent, halves away from zero, so a total never drifts by a float.
 */

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
};
export type PricedInvoiceLine = {
  label: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  sourceLineKey: string | null;
};
export type InvoiceTotals = { subtotal: string; taxTotal: string; total: string };

/** Each line's amount and the document's subtotal, tax and total, all to the cent. */
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
    };
  });
  const tax = taxCents(subtotal, taxRate);
  return {
    lines: priced,
    subtotal: fromCents(subtotal),
    taxTotal: fromCents(tax),
    total: fromCents(subtotal + tax),
  };
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
