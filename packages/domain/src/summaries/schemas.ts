import { z } from 'zod';
import { COMPANY_CATEGORY } from '../codes/company-category';

const count = z.number().int();

/** The platform administrators' dashboard figures. */
export const platformSummarySchema = z.object({
  companies: z.object({
    total: count,
    byCategory: z.object({
      [COMPANY_CATEGORY.freightForwarder]: count,
      [COMPANY_CATEGORY.customer]: count,
      [COMPANY_CATEGORY.admin]: count,
    }),
    pendingVerification: count,
  }),
  users: z.object({ total: count, active: count, disabled: count }),
  activeSessions: count,
  /** stored: kept in the outbox because no SMTP server is configured. */
  mailOutbox: z.object({ queued: count, sent: count, failed: count, stored: count }),
});
export type PlatformSummary = z.infer<typeof platformSummarySchema>;
