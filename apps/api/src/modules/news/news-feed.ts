import {
  COMPANY_CATEGORY,
  NEWS_FEED_AUDIENCES,
  NEWS_FEED_LIMIT,
  NEWS_FEED_PATH,
  newsFeedItemSchema,
} from '@fastforward/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, news } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, requireAuth } from '../../plugins/auth';
import { statusIs } from './news.service';

/** Published news for the caller: its company's for staff, or its forwarder's for a customer. */
export async function findPublishedNews(db: Db, auth: AuthContext, now: Date) {
  let companyId: number | null = auth.companyId;
  let audiences = NEWS_FEED_AUDIENCES.staff;
  if (auth.categoryCode === COMPANY_CATEGORY.customer) {
    const [own] = await db
      .select({ parent: companies.parentCompanyId })
      .from(companies)
      .where(eq(companies.id, auth.companyId));
    companyId = own?.parent ?? null;
    audiences = NEWS_FEED_AUDIENCES.customers;
  }
  if (companyId === null) return [];
  return db
    .select({ id: news.id, title: news.title, body: news.body, publishFrom: news.publishFrom })
    .from(news)
    .where(
      and(eq(news.companyId, companyId), inArray(news.audience, [...audiences]), statusIs('published', now)),
    )
    .orderBy(desc(news.publishFrom), desc(news.id))
    .limit(NEWS_FEED_LIMIT);
}

/** The dashboard's news card: any signed-in user, never another company's news. */
export function registerNewsFeedRoute(app: FastifyInstance, { db, clock }: AppDeps): void {
  app.withTypeProvider<ApiTypeProvider>().get(
    NEWS_FEED_PATH,
    {
      config: { access: { auth: true } },
      schema: {
        tags: ['news'],
        response: { 200: successEnvelope(z.object({ items: z.array(newsFeedItemSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await findPublishedNews(db, requireAuth(request), clock()) },
    }),
  );
}
