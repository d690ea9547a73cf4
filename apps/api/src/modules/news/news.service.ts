import {
  type NewsListQuery,
  type NewsRequest,
  type NewsStatus,
  type newsSchema,
  newsStatusOf,
} from '@fastforward/domain';
import { and, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { news } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';

type NewsItem = z.input<typeof newsSchema>;

/** The SQL of `newsStatusOf`: the same window, so the filter and the shown status agree. */
export function statusIs(status: NewsStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'scheduled':
      return gt(news.publishFrom, now);
    case 'published':
      return and(lte(news.publishFrom, now), or(isNull(news.publishUntil), gt(news.publishUntil, now)));
    case 'expired':
      return and(isNotNull(news.publishUntil), lte(news.publishUntil, now));
  }
}

/** News a company publishes to its staff and/or customers within a window. */
export const newsService = createCompanyRecordService<NewsListQuery, NewsRequest, NewsItem>({
  table: news,
  label: 'News',
  columns: {
    id: news.id,
    title: news.title,
    body: news.body,
    audience: news.audience,
    publishFrom: news.publishFrom,
    publishUntil: news.publishUntil,
    createdAt: news.createdAt,
  },
  search: (pattern) => or(ilike(news.title, pattern), ilike(news.body, pattern)),
  filters: (query, scope) => [
    query.status ? statusIs(query.status, scope.now) : undefined,
    query.audience ? eq(news.audience, query.audience) : undefined,
  ],
  sorts: { publishFrom: news.publishFrom, title: news.title, createdAt: news.createdAt },
  async toValues(_tx, scope, input, id) {
    return {
      title: input.title,
      body: input.body,
      audience: input.audience,
      publishFrom: new Date(input.publishFrom),
      publishUntil: input.publishUntil ? new Date(input.publishUntil) : null,
      ...(id === undefined ? { createdBy: scope.userId } : {}),
    };
  },
  toItem: (row, scope) => {
    const item = row as Omit<NewsItem, 'status'>;
    return { ...item, status: newsStatusOf(item, scope.now) };
  },
});
