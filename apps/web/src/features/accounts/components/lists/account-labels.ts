import {
  AGEING_BUCKETS,
  type AgeingBucket,
  ageingBucketDueRange,
  INVOICE_STATUS,
  type InvoiceStatus,
  JOB_ROUTES,
} from '@fastforward/domain';
import { writeInvoiceFilters } from './invoice-filters';

/** A margin the API answers ('12.50'), as '12.50 %'; a dash when nothing was sold. */
export const formatMargin = (value: string | null) => (value === null ? '—' : `${value} %`);

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
