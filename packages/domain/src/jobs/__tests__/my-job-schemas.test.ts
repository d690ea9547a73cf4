import { describe, expect, it } from 'vitest';
import { JOB_STATUS, type JobStatusCode } from '../../codes/job-status';
import {
  canCustomerReleasePayment,
  JOB_STATUS_GROUPS,
  jobStatusesOfGroup,
  jobStatusGroupOf,
  myJobListQuerySchema,
  myJobPaymentReleasedRequestSchema,
} from '../my-job-schemas';

const CODES = Object.keys(JOB_STATUS) as JobStatusCode[];

describe('job status groups', () => {
  it.each([
    ['QUED', 'open'],
    ['SPBO', 'open'],
    ['QERY', 'open'],
    ['CGLD', 'inTransit'],
    ['TRNT', 'inTransit'],
    ['AADP', 'open'],
    ['PREL', 'open'],
    ['CLOS', 'closed'],
    ['CNCL', 'closed'],
  ] as const)('%s is %s', (status, group) => {
    expect(jobStatusGroupOf(status)).toBe(group);
  });

  it('puts every status in exactly one group', () => {
    const grouped = JOB_STATUS_GROUPS.flatMap((g) => jobStatusesOfGroup(g));
    expect(grouped.toSorted()).toEqual(CODES.toSorted());
  });
});

describe('canCustomerReleasePayment', () => {
  it('only right before PREL and with an issued invoice', () => {
    const allowed = CODES.filter((status) => canCustomerReleasePayment({ status, hasIssuedInvoice: true }));
    expect(allowed).toEqual(['ADPL']);
    expect(canCustomerReleasePayment({ status: 'ADPL', hasIssuedInvoice: false })).toBe(false);
  });
});

describe('the customer requests', () => {
  it('refuses what the customer may not filter by and a hostile payment body', () => {
    expect(myJobListQuerySchema.safeParse({ customerCompanyId: '3' }).success).toBe(false);
    expect(myJobListQuerySchema.parse({ group: 'inTransit' })).toMatchObject({ group: 'inTransit', page: 1 });
    expect(myJobListQuerySchema.safeParse({ group: 'nope' }).success).toBe(false);
    expect(myJobPaymentReleasedRequestSchema.safeParse({ version: 1, reference: 'TT 123' }).success).toBe(
      true,
    );
    expect(myJobPaymentReleasedRequestSchema.safeParse({ version: 1, status: 'CLOS' }).success).toBe(false);
    expect(myJobPaymentReleasedRequestSchema.safeParse({ version: 1, reference: 'a\u0000b' }).success).toBe(
      false,
    );
    expect(myJobPaymentReleasedRequestSchema.safeParse({ reference: 'x' }).success).toBe(false);
  });
});
