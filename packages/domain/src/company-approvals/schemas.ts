import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';
import { COMPANY_STATUS, COMPANY_STATUSES, REJECTION_REASON_MAX_LENGTH } from './paths';

/** The platform's company list: paged, searched by name or short name, filtered by status. */
export const companyApprovalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(COMPANY_STATUSES).default(COMPANY_STATUS.pending),
});
export type CompanyApprovalListQuery = z.infer<typeof companyApprovalListQuerySchema>;

export const companyRejectRequestSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Reason is required')
    .max(REJECTION_REASON_MAX_LENGTH, `Reason must not exceed ${REJECTION_REASON_MAX_LENGTH} characters`)
    .refine(noNul, 'Reason contains an invalid character'),
});
export type CompanyRejectRequest = z.infer<typeof companyRejectRequestSchema>;

/** One row of the platform's company list. */
export type CompanyApprovalItem = {
  id: number;
  name: string;
  shortName: string | null;
  categoryCode: string;
  createdAt: string;
  status: (typeof COMPANY_STATUSES)[number];
  rejectionReason: string | null;
  reviewedAt: string | null;
  administratorEmail: string | null;
};
