import { z } from 'zod';
import { accountSchema, staffCreateRequestSchema, staffListQuerySchema } from '../organisation/schemas';

/** A new platform administrator: the staff invitation's identity fields, and nothing else. */
export const platformAdminInviteRequestSchema = staffCreateRequestSchema.pick({
  username: true,
  email: true,
  fullName: true,
});
export type PlatformAdminInviteRequest = z.infer<typeof platformAdminInviteRequestSchema>;

/** The platform's administrators: paged, searched by username, name or e-mail, by status. */
export const platformAdminListQuerySchema = staffListQuerySchema.pick({
  page: true,
  pageSize: true,
  search: true,
  sort: true,
  order: true,
  status: true,
});
export type PlatformAdminListQuery = z.infer<typeof platformAdminListQuerySchema>;

/** A platform administrator: a staff member's account without company departments and roles. */
export const platformAdminSchema = accountSchema.extend({ isSuperAdmin: z.boolean() });
export type PlatformAdmin = z.infer<typeof platformAdminSchema>;
