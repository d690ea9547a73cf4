import {
  AGEING_BUCKETS,
  type AgeingBucket,
  ageingBucketDueRange,
  INVOICE_STATUS,
  type InvoiceStatus,
  JOB_ROUTES,
} from '@fastforward/domain';
import { writeInvoiceFilters } from './invoice-filters';

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount the API answers as a decimal string, grouped with two decimals ('1,250.00'); a dash otherwise. */
export const formatAmount = (value: string | null | undefined) => {
  const n = Number(value);
  return value != null && value !== '' && Number.isFinite(n) ? MONEY.format(n) : '—';
};

/** 'USD 1,250.00'. */
export const formatMoney = (currency: string, value: string | null | undefined) =>
  `${currency} ${formatAmount(value)}`;

/** A margin the API answers ('12.50'), as '12.50 %'; a dash when nothing was sold. */
export const formatMargin = (value: string | null) => (value === null ? '—' : `${value} %`);

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'green',
  cancelled: 'red',
};

export const invoiceStatusLabel = (status: InvoiceStatus) => INVOICE_STATUS[status];

export const bucketLabel = (bucket: AgeingBucket) =>
  AGEING_BUCKETS.find((b) => b.key === bucket)?.label ?? bucket;

/**
 * The invoices list showing what makes up a bucket of the ageing: the customer's issued invoices
 * due within the bucket's days (overdue only, past the current bucket).
 */
export function bucketInvoicesLink(bucket: AgeingBucket, asOf: string, customerCompanyId?: number) {
  const params = writeInvoiceFilters({
    status: 'issued',
    ...(customerCompanyId ? { customerCompanyId } : {}),
    ...ageingBucketDueRange(bucket, asOf),
    ...(bucket === 'current' ? {} : { overdue: true }),
  });
  return `${JOB_ROUTES.invoices}?${params.toString()}`;
}
