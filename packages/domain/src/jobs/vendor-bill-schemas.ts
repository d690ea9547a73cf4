import { z } from 'zod';
import { idFieldSchema, proseSchema, requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { defineWorkflow } from '../workflow/define-workflow';
import { statusHistoryEntrySchema } from '../workflow/schemas';
import { AGEING_BUCKET_KEYS, type AgeingBucket } from './accounts-schemas';
import { fromCents, isInvoiceAmount, taxCents, toCents } from './invoice-amounts';

/**
 * Vendor bills (payables): what a vendor of the forwarder's list bills it for a job, in the bill's
 * currency, converted to the job's base currency at the bill's exchange rate (base units per one
 * bill-currency unit). Approved and paid bills are the job's actual cost; a draft is not yet.
 */

export const VENDOR_BILL_STATUS = {
  draft: 'Draft',
  approved: 'Approved',
  paid: 'Paid',
} as const;
export type VendorBillStatus = keyof typeof VENDOR_BILL_STATUS;
export const VENDOR_BILL_STATUS_CODES = Object.keys(VENDOR_BILL_STATUS) as [
  VendorBillStatus,
  ...VendorBillStatus[],
];

/** Draft → Approved (it counts as cost, it can be paid) → Paid (in full). Paid is final. */
export const vendorBillWorkflow = defineWorkflow({
  subject: 'vendor bill',
  states: VENDOR_BILL_STATUS,
  transitions: { draft: ['approved'], approved: ['paid'], paid: [] },
});

export const VENDOR_BILL_PATHS = {
  /** GET the job's vendor bills; POST a draft bill of the job. */
  jobVendorBills: '/api/v1/jobs/:id/vendor-bills',
  /** GET the job's costing: estimated (buy lines) beside actual (approved and paid bills). */
  jobCosting: '/api/v1/jobs/:id/costing',
  /** GET the payables list (filters: status, vendor, job, due, overdue). */
  vendorBills: '/api/v1/vendor-bills',
  vendorBill: '/api/v1/vendor-bills/:id',
  vendorBillApprove: '/api/v1/vendor-bills/:id/approve',
  vendorBillPayments: '/api/v1/vendor-bills/:id/payments',
  /** GET the payables ageing (approved bills with something left to pay). */
  payablesAgeing: '/api/v1/accounts/payables-ageing',
  /** GET the company's vendors by name (the bill form's and the list's vendor picker). */
  accountsVendors: '/api/v1/accounts/vendors',
} as const;

// ── Money

const RATE = /^(\d{1,10})(?:\.(\d{1,10}))?$/;
const RATE_SCALE = 10n ** 10n;

/** An exchange rate: a positive decimal with at most ten places. */
export const isExchangeRate = (value: string) =>
  RATE.test(value.trim()) && /[1-9]/.test(value.replace(/^0*\.?/, ''));

function rateUnits(rate: string): bigint {
  const match = RATE.exec(
    rate
      .trim()
      .replace(/^(\d+\.\d*?)0+$/, '$1')
      .replace(/\.$/, ''),
  );
  if (!match) throw new RangeError(`Not an exchange rate: '${rate}'`);
  return BigInt(match[1] as string) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(10, '0') || '0');
}

/** cents × rate to the cent, halves away from zero. */
export function toBaseCents(cents: bigint, rate: string): bigint {
  const product = cents * rateUnits(rate);
  const abs = product < 0n ? -product : product;
  const rounded = (2n * abs + RATE_SCALE) / (2n * RATE_SCALE);
  return product < 0n ? -rounded : rounded;
}

/** One bill line as stored and answered: amount and tax in the bill's currency, base amount at its rate. */
export const vendorBillLineSchema = z.object({
  label: z.string(),
  amount: z.string(),
  /** Tax rate in percent. */
  taxRate: z.string(),
  tax: z.string(),
  /** The amount (tax aside) in the job's base currency at the bill's exchange rate. */
  baseAmount: z.string(),
  /** The key of the booked option's buy line it settles; null for a cost outside the quote. */
  sourceLineKey: z.string().nullable(),
});
export type VendorBillLine = z.infer<typeof vendorBillLineSchema>;

const amountField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isInvoiceAmount, `${label} must be a number with at most 2 decimals`);

const taxRateField = z
  .string({ error: 'Tax rate must be a number' })
  .trim()
  .refine(
    (v) => v === '' || /^\d{1,3}(\.\d{1,2})?$/.test(v),
    'Tax rate must be a percentage with at most 2 decimals',
  )
  .refine((v) => v === '' || Number(v) <= 100, 'Tax rate must not exceed 100')
  .optional();

export const vendorBillLineRequestSchema = z.strictObject({
  label: requiredTextSchema('Description', 300),
  amount: amountField('Amount'),
  taxRate: taxRateField,
  sourceLineKey: z.string().max(200).nullable().optional(),
});
export type VendorBillLineRequest = z.infer<typeof vendorBillLineRequestSchema>;

export type PricedVendorBill = {
  lines: VendorBillLine[];
  subtotal: string;
  taxTotal: string;
  total: string;
  baseSubtotal: string;
};

/** Each line's tax and base amount, to the cent per line, and the bill's totals summed in cents. */
export function priceVendorBillLines(
  lines: readonly VendorBillLineRequest[],
  exchangeRate: string,
): PricedVendorBill {
  let subtotal = 0n;
  let tax = 0n;
  let base = 0n;
  const priced = lines.map((line) => {
    const amount = toCents(line.amount);
    const rate = line.taxRate ? line.taxRate : '0';
    const lineTax = taxCents(amount, rate);
    const lineBase = toBaseCents(amount, exchangeRate);
    subtotal += amount;
    tax += lineTax;
    base += lineBase;
    return {
      label: line.label,
      amount: fromCents(amount),
      taxRate: rate,
      tax: fromCents(lineTax),
      baseAmount: fromCents(lineBase),
      sourceLineKey: line.sourceLineKey ?? null,
    };
  });
  return {
    lines: priced,
    subtotal: fromCents(subtotal),
    taxTotal: fromCents(tax),
    total: fromCents(subtotal + tax),
    baseSubtotal: fromCents(base),
  };
}

// ── Requests

const dateField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
const version = z.number({ error: 'Version is required' }).int('Version is required').min(0);
const currencyField = z
  .string({ error: 'Currency is required' })
  .trim()
  .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO code');
const exchangeRateField = z
  .string({ error: 'Exchange rate is required' })
  .trim()
  .min(1, 'Exchange rate is required')
  .refine(isExchangeRate, 'Exchange rate must be a number more than 0 with at most 10 decimals');

const linesField = z
  .array(vendorBillLineRequestSchema, { error: 'Lines must be a list' })
  .min(1, 'A vendor bill needs at least one line')
  .max(200, 'At most 200 lines');

const billFields = {
  billNumber: requiredTextSchema('Bill number', 100),
  billDate: dateField('Bill date'),
  dueDate: dateField('Due date').nullable().optional(),
  currency: currencyField,
  exchangeRate: exchangeRateField,
  lines: linesField,
  notes: proseSchema('Notes', 2000).nullable().optional(),
  /** A document of the job (the vendor's bill as received), or null. */
  documentFileId: idFieldSchema('Choose a document of the job').nullable().optional(),
};

const dueAfterBill = (v: { billDate?: string; dueDate?: string | null | undefined }) =>
  !v.billDate || !v.dueDate || v.dueDate >= v.billDate;

/** POST jobVendorBills: a draft bill of the job. */
export const vendorBillCreateRequestSchema = z
  .strictObject({ vendorId: idFieldSchema('Choose a vendor'), ...billFields })
  .refine(dueAfterBill, { path: ['dueDate'], message: 'Due date must not be before the bill date' });
export type VendorBillCreateRequest = z.infer<typeof vendorBillCreateRequestSchema>;

/** PUT vendorBill (a draft only): the whole bill at the version read. */
export const vendorBillUpdateRequestSchema = z
  .strictObject({ version, vendorId: idFieldSchema('Choose a vendor'), ...billFields })
  .refine(dueAfterBill, { path: ['dueDate'], message: 'Due date must not be before the bill date' });
export type VendorBillUpdateRequest = z.infer<typeof vendorBillUpdateRequestSchema>;

/** POST vendorBillApprove: the draft becomes cost, at the version read. */
export const vendorBillApproveRequestSchema = z.strictObject({ version });
export type VendorBillApproveRequest = z.infer<typeof vendorBillApproveRequestSchema>;

/** POST vendorBillPayments: money paid to the vendor; more than 0 and at most what is left. */
export const vendorBillPaymentRequestSchema = z.strictObject({
  paidOn: dateField('Paid on'),
  amount: amountField('Amount').refine(
    (v) => !isInvoiceAmount(v) || toCents(v) > 0n,
    'Amount must be more than 0',
  ),
  reference: requiredTextSchema('Reference', 100),
  remarks: proseSchema('Remarks', 1000).nullable().optional(),
});
export type VendorBillPaymentRequest = z.infer<typeof vendorBillPaymentRequestSchema>;

// ── Answers

const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), fullName: z.string() });

export const vendorBillPaymentSchema = z.object({
  id: z.number().int(),
  paidOn: z.string(),
  amount: z.string(),
  reference: z.string(),
  remarks: z.string().nullable(),
  recordedBy: person.nullable(),
  createdAt: timestampSchema,
});
export type VendorBillPayment = z.infer<typeof vendorBillPaymentSchema>;

export const vendorBillListItemSchema = z.object({
  id: z.number().int(),
  billNumber: z.string(),
  status: z.enum(VENDOR_BILL_STATUS_CODES),
  version: z.number().int(),
  vendor: named,
  job: z.object({ id: z.number().int(), reference: z.string() }),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  exchangeRate: z.string(),
  subtotal: z.string(),
  taxTotal: z.string(),
  total: z.string(),
  baseSubtotal: z.string(),
  paidTotal: z.string(),
  /** total − paid (a draft's whole total). */
  balance: z.string(),
  /** Approved, something left to pay, and the due date passed. */
  isOverdue: z.boolean(),
  daysOverdue: z.number().int(),
  createdAt: timestampSchema,
});
export type VendorBillListItem = z.infer<typeof vendorBillListItemSchema>;

export const vendorBillSchema = vendorBillListItemSchema.extend({
  lines: z.array(vendorBillLineSchema),
  notes: z.string().nullable(),
  documentFileId: z.number().int().nullable(),
  createdBy: person.nullable(),
  approvedBy: person.nullable(),
  approvedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
  payments: z.array(vendorBillPaymentSchema),
  history: z.array(statusHistoryEntrySchema),
});
export type VendorBill = z.infer<typeof vendorBillSchema>;

export const VENDOR_BILL_SORTS = ['dueDate', 'billDate', 'billNumber', 'total', 'createdAt'] as const;

const querySwitch = (label: string) => z.stringbool({ error: `${label} must be true or false` }).optional();

/** The payables list's filters: status, vendor, job, due between, overdue only, search. */
export const vendorBillListQuerySchema = sortedPageQuerySchema(VENDOR_BILL_SORTS, 'asc').extend({
  status: z.enum(VENDOR_BILL_STATUS_CODES, { error: 'Choose a vendor bill status' }).optional(),
  vendorId: queryIdSchema,
  jobId: queryIdSchema,
  dueFrom: dateField('Due from').optional(),
  dueTo: dateField('Due to').optional(),
  overdue: querySwitch('Overdue'),
});
export type VendorBillListQuery = z.infer<typeof vendorBillListQuerySchema>;

// ── Job costing

export const jobCostingLineSchema = z.object({
  /** The buy line's key; null for the actual cost billed against no buy line. */
  key: z.string().nullable(),
  label: z.string(),
  /** The buy line's own currency and amount (unitBuy × quantity), what a bill line prefills from. */
  currency: z.string(),
  buy: z.string(),
  /** The quote's rate of the line's currency to the base currency. */
  exchangeRate: z.string(),
  /** The estimate in the base currency (the line's baseBuy). */
  estimated: z.string(),
  /** Approved and paid bill lines settling it, in the base currency. */
  actual: z.string(),
  /** actual − estimated. */
  difference: z.string(),
});
export type JobCostingLine = z.infer<typeof jobCostingLineSchema>;

export const jobCostingSchema = z.object({
  jobId: z.number().int(),
  currency: z.string(),
  lines: z.array(jobCostingLineSchema),
  sell: z.string(),
  estimatedCost: z.string(),
  actualCost: z.string(),
  difference: z.string(),
  estimatedProfit: z.string(),
  /** sell − actual cost; null until a bill of the job is approved. */
  actualProfit: z.string().nullable(),
  draftBillCount: z.number().int(),
});
export type JobCosting = z.infer<typeof jobCostingSchema>;

// ── Payables ageing

const bucketAmounts = z.object(
  Object.fromEntries(AGEING_BUCKET_KEYS.map((k) => [k, z.string()])) as Record<AgeingBucket, z.ZodString>,
);

export const payablesAgeingRowSchema = z.object({
  vendor: named,
  currency: z.string(),
  buckets: bucketAmounts,
  total: z.string(),
  documentCount: z.number().int(),
});
export type PayablesAgeingRow = z.infer<typeof payablesAgeingRowSchema>;

/** Approved bills with something left to pay, per vendor and currency, by days past due. */
export const payablesAgeingSchema = z.object({
  asOf: z.string(),
  rows: z.array(payablesAgeingRowSchema),
  totals: z.array(z.object({ currency: z.string(), buckets: bucketAmounts, total: z.string() })),
});
export type PayablesAgeing = z.infer<typeof payablesAgeingSchema>;

export const accountsVendorSchema = named;
export type AccountsVendor = z.infer<typeof accountsVendorSchema>;

/** What the accounts dashboard and the profit list say of actual cost. */
export const VENDOR_BILL_COST_STATUSES = ['approved', 'paid'] as const satisfies readonly VendorBillStatus[];
