import { z } from 'zod';
import { requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';

/**
 * A company's tax codes (VAT/GST differ by country) and the pure rules of tax per rate on an
 * invoice: which code a charge takes by default, how a negotiated discount is split across the
 * codes of the lines it discounts, and the tax of each rate (rate × that rate's net, rounded once
 * to the cent, halves away from zero). Money is integer cents (bigint) throughout.
 */

/** The categories of a tax code; only a standard code may carry a rate above 0. */
export const TAX_CATEGORY = {
  standard: 'Standard',
  zero_rated: 'Zero-rated',
  exempt: 'Exempt',
  out_of_scope: 'Out of scope',
} as const;
export type TaxCategory = keyof typeof TAX_CATEGORY;
export const TAX_CATEGORIES = Object.keys(TAX_CATEGORY) as [TaxCategory, ...TaxCategory[]];

export const TAX_CODE_PATHS = {
  /** GET list, POST create. */
  taxCodes: '/api/v1/company-settings/tax-codes',
  /** GET, PUT, DELETE one. */
  taxCode: '/api/v1/company-settings/tax-codes/:id',
} as const;

/** The web page of the company's tax codes (a Company Settings node beside Invoice Settings). */
export const TAX_CODE_ROUTES = { list: '/dashboard/companySettings/tax-codes' } as const;

export const TAX_CODE_MESSAGES = {
  duplicate: 'This code is in use by another tax code',
  notFound: 'Tax code not found',
  rateOfZeroCategory: 'Only a standard tax code may carry a rate above 0',
  chooseTaxCode: 'Choose a tax code of the company',
} as const;

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** POST and PUT a tax code. The code is stored in capitals. */
export const taxCodeRequestSchema = z
  .strictObject({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(10, 'Code must be 1 to 10 capital letters or digits')
      .overwrite((v) => v.toUpperCase())
      .regex(/^[A-Z0-9]{1,10}$/, 'Code must be 1 to 10 capital letters or digits'),
    name: requiredTextSchema('Name', 100),
    category: z.enum(TAX_CATEGORIES, { error: 'Choose a category' }),
    rate: z
      .string({ error: 'Rate must be a number' })
      .trim()
      .regex(RATE, 'Rate must be a number with at most 2 decimals')
      .refine((v) => Number(v) <= 100, 'Rate must be between 0 and 100'),
    isActive: z.boolean().optional(),
  })
  .refine((v) => v.category === 'standard' || !RATE.test(v.rate) || Number(v.rate) === 0, {
    path: ['rate'],
    message: TAX_CODE_MESSAGES.rateOfZeroCategory,
  });
export type TaxCodeRequest = z.output<typeof taxCodeRequestSchema>;

export type TaxCodeFormValues = {
  code: string;
  name: string;
  category: TaxCategory;
  rate: string;
  isActive: boolean;
};
export const EMPTY_TAX_CODE_FORM: TaxCodeFormValues = {
  code: '',
  name: '',
  category: 'standard',
  rate: '0',
  isActive: true,
};

export const TAX_CODE_SORTS = ['code', 'name', 'rate', 'createdAt'] as const;
export const taxCodeListQuerySchema = sortedPageQuerySchema(TAX_CODE_SORTS);
export type TaxCodeListQuery = z.infer<typeof taxCodeListQuerySchema>;

export const taxCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: z.enum(TAX_CATEGORIES),
  rate: z.string(),
  isActive: z.boolean(),
  createdAt: timestampSchema,
});
export type TaxCode = z.infer<typeof taxCodeSchema>;

/**
 * The codes a company without any gets on first need (decisions.md): SR at the invoice settings'
 * tax rate, ZR, EX and OS at 0 %.
 */
export function defaultTaxCodes(standardRate: string): TaxCodeRequest[] {
  return [
    { code: 'SR', name: 'Standard rated', category: 'standard', rate: standardRate, isActive: true },
    { code: 'ZR', name: 'Zero-rated', category: 'zero_rated', rate: '0', isActive: true },
    { code: 'EX', name: 'Exempt', category: 'exempt', rate: '0', isActive: true },
    { code: 'OS', name: 'Out of scope', category: 'out_of_scope', rate: '0', isActive: true },
  ];
}

/** International freight (leg freightCharge) is zero-rated by default; every other charge standard. */
export const defaultTaxCategoryOfLeg = (leg: string): TaxCategory =>
  leg === 'freightCharge' ? 'zero_rated' : 'standard';

// ── Amount rules (integer cents)

const abs = (v: bigint) => (v < 0n ? -v : v);

/** a / b rounded to the nearest integer, halves away from zero; b > 0. */
const divideRounding = (a: bigint, b: bigint) =>
  a >= 0n ? (2n * a + b) / (2n * b) : -((2n * -a + b) / (2n * b));

/**
 * Splits `total` (cents, any sign) over `weights` (cents, ≥ 0) in proportion, by largest
 * remainder: the parts always add up to `total` exactly, and each is within one cent of its exact
 * share. With no positive weight everything goes to the first part. Ties go to the earlier part.
 */
export function splitInProportion(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + (w > 0n ? w : 0n), 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0n));
  const sign = total < 0n ? -1n : 1n;
  const magnitude = abs(total);
  const floors = weights.map((w) => ((w > 0n ? w : 0n) * magnitude) / sum);
  const remainders = weights.map((w, i) => (w > 0n ? w : 0n) * magnitude - (floors[i] as bigint) * sum);
  let left = magnitude - floors.reduce((s, f) => s + f, 0n);
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    floors[i] = (floors[i] as bigint) + 1n;
    left -= 1n;
  }
  return floors.map((f) => sign * f);
}

/** A rate in percent ('5', '7.5') as hundredths of a percent. */
const rateHundredths = (rate: string) => {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?0*$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a tax rate: '${rate}'`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
};

/** rate × net, rounded once to the cent, halves away from zero. */
export const taxOfRateCents = (netCents: bigint, rate: string) =>
  divideRounding(netCents * rateHundredths(rate), 10_000n);

export type TaxedAmount = { taxCode: string | null; taxRate: string; amountCents: bigint };
export type TaxPerRate = { taxCode: string | null; taxRate: string; netCents: bigint; taxCents: bigint };

/** The same rate written two ways ('5', '5.00') is one rate. */
const rateKey = (rate: string) => rateHundredths(rate).toString();

/**
 * Tax per rate: the lines grouped by tax code and rate (in the order first met), each group's tax
 * rate × its net rounded once; the invoice's tax total is the sum of these.
 */
export function taxPerRate(lines: readonly TaxedAmount[]): TaxPerRate[] {
  const groups = new Map<string, TaxPerRate>();
  for (const line of lines) {
    const key = `${line.taxCode ?? ''}|${rateKey(line.taxRate)}`;
    const group = groups.get(key);
    if (group) group.netCents += line.amountCents;
    else
      groups.set(key, {
        taxCode: line.taxCode,
        taxRate: line.taxRate,
        netCents: line.amountCents,
        taxCents: 0n,
      });
  }
  return [...groups.values()].map((g) => ({ ...g, taxCents: taxOfRateCents(g.netCents, g.taxRate) }));
}

/** The invoice's tax: Σ tax per rate. */
export const taxTotalCents = (perRate: readonly TaxPerRate[]) =>
  perRate.reduce((sum, g) => sum + g.taxCents, 0n);

export type TaxCodeRef = { code: string; rate: string; category: TaxCategory };

/**
 * A discount (or surcharge) of `amountCents` split across the tax codes of the other lines in
 * proportion to their net per code (largest remainder, so the parts add up to the cent). Parts of
 * 0 are dropped; with nothing to weigh it by, all of it goes to `fallback`.
 */
export function splitAdjustment(
  amountCents: bigint,
  others: readonly { taxCode: TaxCodeRef; amountCents: bigint }[],
  fallback: TaxCodeRef,
): { taxCode: TaxCodeRef; amountCents: bigint }[] {
  const codes: TaxCodeRef[] = [];
  const weights: bigint[] = [];
  for (const line of others) {
    const at = codes.findIndex((c) => c.code === line.taxCode.code);
    if (at === -1) {
      codes.push(line.taxCode);
      weights.push(line.amountCents);
    } else weights[at] = (weights[at] as bigint) + line.amountCents;
  }
  if (!weights.some((w) => w > 0n)) return [{ taxCode: fallback, amountCents: amountCents }];
  return splitInProportion(amountCents, weights)
    .map((part, i) => ({ taxCode: codes[i] as TaxCodeRef, amountCents: part }))
    .filter((p) => p.amountCents !== 0n);
}

/** 'Negotiated discount (zero-rated)'; the code is named too when two codes share a category. */
export function splitLabel(label: string, code: TaxCodeRef, all: readonly TaxCodeRef[]) {
  const category = TAX_CATEGORY[code.category].toLowerCase();
  const shared = all.filter((c) => c.category === code.category).length > 1;
  return `${label} (${shared ? `${category}, ${code.code}` : category})`;
}
