import { z } from 'zod';
import { proseSchema, requiredProseSchema, requiredTextSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import { defineWorkflow } from '../workflow/define-workflow';
import { statusHistoryEntrySchema } from '../workflow/schemas';
import { INVOICE_KIND_CODES, INVOICE_STATUS, INVOICE_STATUS_CODES } from './codes';
import {
  isInvoiceAmount,
  isInvoiceQuantity,
  isSignedInvoiceAmount,
  lineAmountCents,
  toCents,
  toThousandths,
} from './invoice-amounts';

/**
 * Invoices, credit notes and debit notes of a job (PRODUCT §2.9), as both doors answer them, and
 * the requests that draft, issue, pay and correct them. Amounts are decimal strings with two
 * decimals; every sum is made by invoice-amounts.ts on integer cents.
 */

/**
 * Draft → Issued → Paid, or Issued → Cancelled (a credit note for what is left to pay); Paid and
 * Cancelled are final. A draft is deleted, never cancelled: nothing outside knows it.
 */
export const invoiceWorkflow = defineWorkflow({
  subject: 'invoice',
  states: INVOICE_STATUS,
  transitions: {
    draft: ['issued'],
    issued: ['paid', 'cancelled'],
    paid: [],
    cancelled: [],
  },
});

const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), fullName: z.string() });
const amount = z.string();

const version = z
  .number({ error: 'Version is required' })
  .int('Version is required')
  .min(0, 'Version is required');

const dateField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/** An amount typed by the user: > 0 unless `allowZero`, two decimals at most. */
const amountField = (label: string, { allowZero = false } = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isInvoiceAmount, `${label} must be a number with at most 2 decimals`)
    .refine((v) => !isInvoiceAmount(v) || allowZero || toCents(v) > 0n, `${label} must be more than 0`);

const quantityField = z
  .string({ error: 'Quantity is required' })
  .trim()
  .min(1, 'Quantity is required')
  .refine(isInvoiceQuantity, 'Quantity must be a number with at most 3 decimals')
  .refine((v) => !isInvoiceQuantity(v) || toThousandths(v) > 0n, 'Quantity must be more than 0');

/** One line of an invoice or a note, as stored and answered: amount = quantity × unit price, to the cent. */
export const invoiceLineSchema = z.object({
  label: z.string(),
  quantity: z.string(),
  unitPrice: amount,
  amount,
  /** The key of the quote line it came from; null for a line added by hand. */
  sourceLineKey: z.string().nullable(),
  /** The company's tax code (SR, ZR …); null on a line stored before tax codes. */
  taxCode: z.string().nullable(),
  /** A copy of the code's rate when priced (an old line: the invoice's tax rate). */
  taxRate: z.string(),
  /**
   * A credit note's line only: the tax backed out of the tax-inclusive amount credited at this
   * rate (amount − net), so the note credits exactly what was asked.
   */
  taxAmount: z.string().optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A line as the draft editor sends it; the server computes its amount. */
export const invoiceLineRequestSchema = z.strictObject({
  label: requiredTextSchema('Description', 300),
  quantity: quantityField,
  /** Negative for a discount line; the lines together never add up to less than 0. */
  unitPrice: z
    .string({ error: 'Unit price is required' })
    .trim()
    .min(1, 'Unit price is required')
    .refine(isSignedInvoiceAmount, 'Unit price must be a number with at most 2 decimals'),
  sourceLineKey: z.string().max(200).nullable().optional(),
  /**
   * One of the company's tax codes; absent: the default rule (freight zero-rated, other charges
   * standard; the negotiated discount split across the other lines' codes). Its rate is copied.
   */
  taxCode: z
    .string()
    .trim()
    .max(10, 'Tax code must be at most 10 characters')
    .overwrite((v) => v.toUpperCase())
    .nullable()
    .optional(),
});
export type InvoiceLineRequest = z.infer<typeof invoiceLineRequestSchema>;

export const MAX_INVOICE_LINES = 200;

const linesField = z
  .array(invoiceLineRequestSchema, { error: 'Lines must be a list' })
  .min(1, 'An invoice needs at least one line')
  .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines`)
  .refine(
    (lines) =>
      lines.some((l) => !isInvoiceQuantity(l.quantity) || !isSignedInvoiceAmount(l.unitPrice)) ||
      lines.reduce((sum, l) => sum + lineAmountCents(l.quantity, l.unitPrice), 0n) >= 0n,
    'The lines may not add up to less than 0: a discount cannot exceed what is billed',
  );

/** One rate of an invoice's tax: the net of its lines and rate × net, rounded once to the cent. */
export const invoiceTaxPerRateSchema = z.object({
  taxCode: z.string().nullable(),
  taxRate: z.string(),
  net: amount,
  tax: amount,
});
export type InvoiceTaxPerRate = z.infer<typeof invoiceTaxPerRateSchema>;

/** A payment received against an issued invoice or debit note. */
export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  paidOn: z.string(),
  amount,
  reference: z.string(),
  remarks: z.string().nullable(),
  recordedBy: person.nullable(),
  createdAt: timestampSchema,
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** A row of an invoice list (the job's, the accounts', the customer's). */
export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KIND_CODES),
  /** Null while a draft. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUS_CODES),
  version: z.number().int(),
  job: z.object({ id: z.number().int(), reference: z.string() }),
  customer: named,
  /** A credit or debit note: the invoice it corrects. */
  relatedInvoice: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  total: amount,
  paidTotal: amount,
  /** What is left to pay: total − paid − credited (0 for a credit note, a draft's total). */
  balance: amount,
  /** Issued, something left to pay, and the due date passed (the app clock's today). */
  isOverdue: z.boolean(),
  hasPdf: z.boolean(),
  createdAt: timestampSchema,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** One invoice or note with its lines, payments, corrections and history (the staff's invoice page). */
export const invoiceSchema = invoiceListItemSchema.extend({
  enquiryReference: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotal: amount,
  /** The invoice settings' rate when drafted: what an old line without a tax code is taxed at. */
  taxRate: z.string(),
  /** Each rate's net and tax (rate × net, rounded once); their tax adds up to taxTotal. */
  taxPerRate: z.array(invoiceTaxPerRateSchema),
  taxTotal: amount,
  /**
   * Base-currency units per one unit of the foreign currency involved (the invoice's, or the
   * quote's its lines were converted from), and the day of that rate; null when none was.
   */
  exchangeRate: z.string().nullable(),
  exchangeRateOn: z.string().nullable(),
  /** The currency the lines were converted from, when they were. */
  convertedFrom: z.string().nullable(),
  /** The sum of the issued credit notes against it. */
  creditedTotal: amount,
  notes: z.string().nullable(),
  createdBy: person.nullable(),
  issuedBy: person.nullable(),
  issuedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
  payments: z.array(invoicePaymentSchema),
  /** The credit and debit notes issued against it. */
  corrections: z.array(invoiceListItemSchema),
  history: z.array(statusHistoryEntrySchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const notesField = proseSchema('Notes', 2000).nullable().optional();

/**
 * POST jobInvoices: a draft from the job's sell lines, with optional notes, in the quote's
 * currency (the default) or the company's base currency (converted at the company's exchange rate
 * of the day).
 */
export const invoiceDraftCreateRequestSchema = z.strictObject({
  notes: notesField,
  currency: z
    .string({ error: 'Currency must be a currency code' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter currency code')
    .optional(),
});
export type InvoiceDraftCreateRequest = z.infer<typeof invoiceDraftCreateRequestSchema>;

/** PUT invoice (a draft only): its whole lines, notes and due date, at the version read. */
export const invoiceDraftUpdateRequestSchema = z.strictObject({
  version,
  lines: linesField,
  notes: notesField,
  /** Null: the payment terms set it at issue. */
  dueDate: dateField('Due date').nullable().optional(),
});
export type InvoiceDraftUpdateRequest = z.infer<typeof invoiceDraftUpdateRequestSchema>;

/** POST invoiceIssue: numbers and freezes the draft at the version read. */
export const invoiceIssueRequestSchema = z.strictObject({ version });
export type InvoiceIssueRequest = z.infer<typeof invoiceIssueRequestSchema>;

/** POST invoicePayments: money received; more than 0 and at most what is left to pay. */
export const invoicePaymentRequestSchema = z.strictObject({
  paidOn: dateField('Paid on'),
  amount: amountField('Amount'),
  reference: requiredTextSchema('Reference', 100),
  remarks: proseSchema('Remarks', 1000).nullable().optional(),
});
export type InvoicePaymentRequest = z.infer<typeof invoicePaymentRequestSchema>;

/**
 * POST invoiceCreditNote: an amount off what is left to pay (tax included; absent: all of it,
 * which cancels the invoice) and why.
 */
export const invoiceCreditNoteRequestSchema = z.strictObject({
  amount: amountField('Amount').optional(),
  reason: requiredProseSchema('Reason', 500),
});
export type InvoiceCreditNoteRequest = z.infer<typeof invoiceCreditNoteRequestSchema>;

/**
 * POST invoiceDebitNote: what more the customer owes, as lines or one amount (before tax: the
 * invoice's tax rate is added), and why.
 */
export const invoiceDebitNoteRequestSchema = z
  .strictObject({
    lines: linesField.optional(),
    amount: amountField('Amount').optional(),
    reason: requiredProseSchema('Reason', 500),
  })
  .refine((v) => (v.lines === undefined) !== (v.amount === undefined), {
    path: ['amount'],
    message: 'Give either lines or an amount',
  });
export type InvoiceDebitNoteRequest = z.infer<typeof invoiceDebitNoteRequestSchema>;

/** What the customer's notifications about its invoices are. */
export const INVOICE_NOTIFICATION_KIND = {
  issued: 'invoice-issued',
  creditNote: 'credit-note-issued',
  debitNote: 'debit-note-issued',
} as const;
