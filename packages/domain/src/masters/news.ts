import { z } from 'zod';
import { requiredProseSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { nameField } from './master-fields';

/** Who reads a piece of news. */
export const NEWS_AUDIENCES = ['staff', 'customers', 'all'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];
export const NEWS_AUDIENCE_LABELS: Record<NewsAudience, string> = {
  staff: 'Staff',
  customers: 'Customers',
  all: 'Staff and customers',
};

/** Where a piece of news stands against its publish window now. */
export const NEWS_STATUSES = ['scheduled', 'published', 'expired'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  scheduled: 'Scheduled',
  published: 'Published',
  expired: 'Expired',
};

/**
 * Scheduled before `publishFrom`, published from it until `publishUntil` (exclusive; never ends
 * without one), expired from `publishUntil` on.
 */
export function newsStatusOf(
  window: { publishFrom: Date | string; publishUntil: Date | string | null },
  now: Date,
): NewsStatus {
  const time = now.getTime();
  if (new Date(window.publishFrom).getTime() > time) return 'scheduled';
  if (window.publishUntil !== null && new Date(window.publishUntil).getTime() <= time) return 'expired';
  return 'published';
}

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

/** POST and PUT of news; the window is ISO 8601 instants, the end after the start. */
export const newsRequestSchema = z
  .strictObject({
    title: nameField('Title', 200),
    body: requiredProseSchema('Text', 10_000),
    audience: z.enum(NEWS_AUDIENCES, { error: 'Choose an audience' }),
    publishFrom: instant('Publish from'),
    publishUntil: instant('Publish until').nullable().optional(),
  })
  .superRefine((news, ctx) => {
    if (news.publishUntil && new Date(news.publishUntil) <= new Date(news.publishFrom)) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishUntil'],
        message: 'Publish until must be after publish from',
      });
    }
  });
export type NewsRequest = z.infer<typeof newsRequestSchema>;

export const NEWS_SORTS = ['publishFrom', 'title', 'createdAt'] as const;

export const newsListQuerySchema = sortedPageQuerySchema(NEWS_SORTS, 'desc').extend({
  status: z.enum(NEWS_STATUSES).optional(),
  audience: z.enum(NEWS_AUDIENCES).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** A piece of news as the API answers it; its status is computed against the clock. */
export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(NEWS_AUDIENCES),
  publishFrom: timestampSchema,
  publishUntil: timestampSchema.nullable(),
  status: z.enum(NEWS_STATUSES),
  createdAt: timestampSchema,
});
export type News = z.infer<typeof newsSchema>;

/**
 * The news a signed-in user reads on the dashboard (NEWS_FEED_PATH): a company's staff read its
 * news for staff and all; a customer's users read their forwarder's news for customers and all.
 */
export const NEWS_FEED_LIMIT = 5;
export const NEWS_FEED_AUDIENCES: Record<'staff' | 'customers', readonly NewsAudience[]> = {
  staff: ['staff', 'all'],
  customers: ['customers', 'all'],
};

/** A piece of news on the dashboard's card. */
export const newsFeedItemSchema = newsSchema.pick({ id: true, title: true, body: true, publishFrom: true });
export type NewsFeedItem = z.infer<typeof newsFeedItemSchema>;
