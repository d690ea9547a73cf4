import {
  emptyToNull,
  FAQ_MESSAGES,
  FAQ_UNCATEGORISED,
  type FaqListQuery,
  type FaqMoveDirection,
  type FaqRequest,
  type faqSchema,
  KYC_STATUS,
  MY_FAQS_LIMIT,
  type MyFaqs,
  type MyFaqsQuery,
} from '@fastforward/domain';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, customerKycs, faqs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { searchPattern } from '../../lib/list-query';
import { createCompanyRecordService, type RecordScope } from '../company-records/company-records.service';

/** An FAQ as the service gives it (dates as Date; the response schema writes them out). */
type Faq = z.input<typeof faqSchema>;

/** One past the company's highest order: a new FAQ without an order goes last. */
async function nextOrder(tx: DbOrTx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${faqs.displayOrder}), 0) + 1` })
    .from(faqs)
    .where(eq(faqs.companyId, companyId));
  return Number(row?.next ?? 1);
}

/** The forwarder's customer-care FAQs: its staff's list, read, write and delete (company records). */
export const faqService = createCompanyRecordService<FaqListQuery, FaqRequest, Faq>({
  table: faqs,
  label: 'FAQ',
  columns: {
    id: faqs.id,
    question: faqs.question,
    answer: faqs.answer,
    category: faqs.category,
    displayOrder: faqs.displayOrder,
    isPublished: faqs.isPublished,
    createdAt: faqs.createdAt,
    updatedAt: faqs.updatedAt,
  },
  search: (pattern) =>
    or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern), ilike(faqs.category, pattern)),
  filters: (query) => [
    // The customers' heading for FAQs without one names them in the filter too.
    query.category === undefined
      ? undefined
      : query.category === FAQ_UNCATEGORISED
        ? or(isNull(faqs.category), eq(faqs.category, FAQ_UNCATEGORISED))
        : eq(faqs.category, query.category),
    query.status === undefined ? undefined : eq(faqs.isPublished, query.status === 'published'),
  ],
  sorts: {
    displayOrder: faqs.displayOrder,
    question: faqs.question,
    category: faqs.category,
    updatedAt: faqs.updatedAt,
  },
  async toValues(tx, scope, input, id) {
    const values: Record<string, unknown> = {
      question: input.question,
      answer: input.answer,
      category: emptyToNull(input.category),
      updatedAt: scope.now,
    };
    if (input.isPublished !== undefined) values.isPublished = input.isPublished;
    if (input.displayOrder !== undefined) values.displayOrder = input.displayOrder;
    if (id === undefined) {
      values.createdAt = scope.now;
      values.displayOrder ??= await nextOrder(tx, scope.companyId);
    }
    return values;
  },
});

const ownFaq = (companyId: number, id: number) => and(eq(faqs.id, id), eq(faqs.companyId, companyId));

/** Publishes or unpublishes one of the company's FAQs; another company's is a 404. */
export async function setFaqPublished(
  db: Db,
  scope: RecordScope,
  id: number,
  isPublished: boolean,
): Promise<Faq> {
  const updated = await db
    .update(faqs)
    .set({ isPublished, updatedAt: scope.now })
    .where(ownFaq(scope.companyId, id))
    .returning({ id: faqs.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
  return faqService.find(db, scope, id);
}

/**
 * Moves an FAQ one place up or down among the FAQs of its category (the order customers read
 * them in): it trades places with its neighbour there, and the company's FAQs are numbered again
 * 1…n in the resulting order, so equal orders left by hand never make a move a no-op. At the top
 * (bottom) of its category it stays.
 */
export async function moveFaq(
  db: Db,
  scope: RecordScope,
  id: number,
  direction: FaqMoveDirection,
): Promise<Faq> {
  await db.transaction(async (tx) => {
    // Locks the company's FAQs: two moves at once would number from the same stale order.
    const rows = await tx
      .select({ id: faqs.id, category: faqs.category, displayOrder: faqs.displayOrder })
      .from(faqs)
      .where(eq(faqs.companyId, scope.companyId))
      .orderBy(asc(faqs.displayOrder), asc(faqs.id))
      .for('update');
    const at = rows.findIndex((r) => r.id === id);
    const moving = rows[at];
    if (!moving) throw new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);
    const step = direction === 'up' ? -1 : 1;
    let to = at + step;
    while (to >= 0 && to < rows.length && rows[to]?.category !== moving.category) to += step;
    const neighbour = rows[to];
    if (!neighbour) return;
    rows[at] = neighbour;
    rows[to] = moving;
    const changed = rows
      .map((row, index) => ({ id: row.id, displayOrder: index + 1, was: row.displayOrder }))
      .filter((row) => row.displayOrder !== row.was);
    if (changed.length === 0) return;
    const cases = sql.join(
      changed.map((row) => sql`when ${row.id} then ${row.displayOrder}`),
      sql` `,
    );
    await tx
      .update(faqs)
      .set({ displayOrder: sql`(case ${faqs.id} ${cases} end)::int` })
      .where(
        and(
          eq(faqs.companyId, scope.companyId),
          inArray(
            faqs.id,
            changed.map((row) => row.id),
          ),
        ),
      );
    await tx.update(faqs).set({ updatedAt: scope.now }).where(ownFaq(scope.companyId, id));
  });
  return faqService.find(db, scope, id);
}

/** The categories the company's FAQs use, by name (the filter's and the form's choices). */
export async function listFaqCategories(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: faqs.category })
    .from(faqs)
    .where(and(eq(faqs.companyId, companyId), isNotNull(faqs.category)))
    .orderBy(asc(faqs.category));
  return rows.flatMap((r) => (r.category ? [r.category] : []));
}

/**
 * The published FAQs of the forwarders the caller's company is an approved customer of
 * (customer_kycs), by forwarder, then in the forwarders' order. Nothing of any other forwarder,
 * nothing unpublished.
 */
export async function listMyFaqs(db: Db, customerCompanyId: number, query: MyFaqsQuery): Promise<MyFaqs> {
  const forwarders = db
    .select({ id: customerKycs.companyId })
    .from(customerKycs)
    .where(
      and(
        eq(customerKycs.customerCompanyId, customerCompanyId),
        eq(customerKycs.status, KYC_STATUS.approved),
      ),
    );
  const pattern = searchPattern(query.search);
  const conditions: (SQL | undefined)[] = [
    inArray(faqs.companyId, forwarders),
    eq(faqs.isPublished, true),
    pattern
      ? or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern), ilike(faqs.category, pattern))
      : undefined,
  ];
  const rows = await db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      forwarderId: companies.id,
      forwarderName: companies.name,
    })
    .from(faqs)
    .innerJoin(companies, eq(companies.id, faqs.companyId))
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companies.id), asc(faqs.displayOrder), asc(faqs.id))
    .limit(MY_FAQS_LIMIT + 1);
  return {
    items: rows.slice(0, MY_FAQS_LIMIT).map((r) => ({
      id: r.id,
      question: r.question,
      answer: r.answer,
      category: r.category ?? FAQ_UNCATEGORISED,
      forwarder: { id: r.forwarderId, name: r.forwarderName },
    })),
    isTruncated: rows.length > MY_FAQS_LIMIT,
  };
}
