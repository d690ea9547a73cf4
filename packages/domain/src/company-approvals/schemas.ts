import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { COMPANY_CATEGORY_CODES } from '../codes/company-category';
import {
  COMPANY_STATUS,
  COMPANY_STATUS_FILTERS,
  COMPANY_STATUSES,
  REJECTION_REASON_MAX_LENGTH,
} from './paths';

/**
 * The platform's company list: paged, searched by name or short name, filtered by review status
 * (the queue of pending ones unless told otherwise) and by category.
 */
export const companyApprovalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(COMPANY_STATUS_FILTERS).default(COMPANY_STATUS.pending),
  category: z.enum(COMPANY_CATEGORY_CODES).optional(),
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

/** One row of the platform's company list, as the list and the approve and reject answers give it. */
export const companyApprovalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  categoryCode: z.string(),
  createdAt: timestampSchema,
  status: z.enum(COMPANY_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  administratorEmail: z.string().nullable(),
});
export type CompanyApproval = z.infer<typeof companyApprovalSchema>;
