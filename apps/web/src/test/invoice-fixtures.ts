import type { Invoice, InvoiceListItem } from '@fastforward/domain';

/**
 * Invoices as the API answers them, for the job page's invoices tab and the Accounts invoice page:
 * one draft for both features' tests; a test overrides what it is about.
 */

/** Job 9's draft invoice 5 for Acme Exports, as a list answers it. */
export const draftInvoiceItem = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 5,
  kind: 'invoice',
  number: null,
  status: 'draft',
  version: 0,
  job: { id: 9, reference: 'JOB-2026-000009' },
  customer: { id: 3, name: 'Acme Exports' },
  relatedInvoice: null,
  currency: 'USD',
  issueDate: null,
  dueDate: null,
  total: '1050.00',
  paidTotal: '0.00',
  balance: '1050.00',
  isOverdue: false,
  hasPdf: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

/** The same draft as read one by one: two lines (1000.00) and 5% tax, just created. */
export const draftInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  ...draftInvoiceItem(),
  enquiryReference: 'RE-2026-000009',
  lines: [
    {
      label: 'Ocean freight',
      quantity: '2',
      unitPrice: '450.00',
      amount: '900.00',
      sourceLineKey: 'freight',
      taxCode: 'SR',
      taxRate: '5.00',
    },
    {
      label: 'Terminal handling',
      quantity: '2',
      unitPrice: '50.00',
      amount: '100.00',
      sourceLineKey: 'thc',
      taxCode: 'SR',
      taxRate: '5.00',
    },
  ],
  subtotal: '1000.00',
  taxRate: '5.00',
  taxPerRate: [{ taxCode: 'SR', taxRate: '5.00', net: '1000.00', tax: '50.00' }],
  taxTotal: '50.00',
  exchangeRate: null,
  exchangeRateOn: null,
  convertedFrom: null,
  creditedTotal: '0.00',
  notes: null,
  createdBy: { id: 1, fullName: 'Alex Accounts' },
  issuedBy: null,
  issuedAt: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  payments: [],
  corrections: [],
  history: [
    {
      id: 1,
      fromStatus: null,
      toStatus: 'draft',
      changedBy: { id: 1, fullName: 'Alex Accounts' },
      changedAt: '2026-11-24T10:00:00.000Z',
      remarks: null,
    },
  ],
  ...overrides,
});
