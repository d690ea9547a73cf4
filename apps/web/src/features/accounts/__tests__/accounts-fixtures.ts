import type { AccountsInvoiceListItem, AgeingReport } from '@fastforward/domain';
import { draftInvoiceItem } from '../../../test/invoice-fixtures';

/** An issued invoice 12 days overdue, as the accounts list answers it; a test overrides what it is about. */
export const invoiceItem = (overrides: Partial<AccountsInvoiceListItem> = {}): AccountsInvoiceListItem => ({
  ...draftInvoiceItem({
    id: 71,
    number: 'INV-1001',
    status: 'issued',
    version: 1,
    customer: { id: 7, name: 'Acme Imports' },
    issueDate: '2026-10-13',
    dueDate: '2026-11-12',
    paidTotal: '50.00',
    balance: '1000.00',
    isOverdue: true,
    hasPdf: true,
    createdAt: '2026-10-13T08:00:00.000Z',
  }),
  daysOverdue: 12,
  ...overrides,
});

const buckets = (current: string, d30: string, d60: string, d90: string, over: string) => ({
  current,
  days1to30: d30,
  days31to60: d60,
  days61to90: d90,
  over90: over,
});

/** Two customers in USD and one in EUR, as of 2026-11-24. */
export const ageingReport = (): AgeingReport => ({
  asOf: '2026-11-24',
  baseCurrency: 'USD',
  rows: [
    {
      customer: { id: 7, name: 'Acme Imports' },
      currency: 'USD',
      buckets: buckets('250.00', '1000.00', '0.00', '0.00', '75.00'),
      total: '1325.00',
      documentCount: 3,
    },
    {
      customer: { id: 8, name: 'Zenith Traders' },
      currency: 'USD',
      buckets: buckets('0.00', '0.00', '400.00', '0.00', '0.00'),
      total: '400.00',
      documentCount: 1,
    },
    {
      customer: { id: 8, name: 'Zenith Traders' },
      currency: 'EUR',
      buckets: buckets('0.00', '0.00', '0.00', '90.00', '0.00'),
      total: '90.00',
      documentCount: 1,
    },
  ],
  totals: [
    { currency: 'EUR', buckets: buckets('0.00', '0.00', '0.00', '90.00', '0.00'), total: '90.00' },
    { currency: 'USD', buckets: buckets('250.00', '1000.00', '400.00', '0.00', '75.00'), total: '1725.00' },
  ],
});
