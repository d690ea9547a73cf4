import { z } from 'zod';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';

/** A notification as the API answers it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** SPEC §3: the lists are kept with an unread count and a total count. */
export const notificationCountsSchema = z.object({ unreadCount: z.number().int(), total: z.number().int() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
