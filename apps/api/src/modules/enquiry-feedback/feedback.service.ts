import {
  BOOKING_NOTIFICATION_KIND,
  ENQUIRY_ROUTES,
  type EnquiryStatus,
  enquiryStatusLabel,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  type FeedbackListQuery,
  type FeedbackRequest,
  type FeedbackSummary,
  type FeedbackSummaryQuery,
  type feedbackSchema,
} from '@fastforward/domain';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { companies, enquiryFeedback, rateEnquiries, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage, optionalEq, type Page, searchPattern } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { forwarderRecipients, mailNotified } from '../bookings/booking-records';
import { notifyUser } from '../notifications/notifications.service';
import { loadCustomerEnquiry, lockEnquiry } from '../rate-enquiries/enquiry-records';

type FeedbackItem = z.input<typeof feedbackSchema>;

const alreadyGiven = () =>
  new AppError('CONFLICT', 'You have rated this booking already', {
    errors: [{ field: 'rating', defaultMessage: 'You have rated this booking already' }],
  });

const columns = {
  id: enquiryFeedback.id,
  enquiryId: enquiryFeedback.enquiryId,
  enquiryReference: rateEnquiries.reference,
  customerId: enquiryFeedback.customerCompanyId,
  customerName: companies.name,
  rating: enquiryFeedback.rating,
  comment: enquiryFeedback.comment,
  createdById: enquiryFeedback.createdBy,
  createdByName: users.fullName,
  createdAt: enquiryFeedback.createdAt,
};

/** A row of `columns`; the names come through left joins and may be missing. */
type Row = {
  id: number;
  enquiryId: number;
  enquiryReference: string;
  customerId: number;
  customerName: string | null;
  rating: number;
  comment: string | null;
  createdById: number;
  createdByName: string | null;
  createdAt: Date;
};

const toFeedback = (r: Row): FeedbackItem => ({
  id: r.id,
  enquiryId: r.enquiryId,
  enquiryReference: r.enquiryReference,
  customer: { id: r.customerId, name: r.customerName ?? '' },
  rating: r.rating,
  comment: r.comment,
  createdBy: { id: r.createdById, fullName: r.createdByName ?? '' },
  createdAt: r.createdAt,
});

/** The feedback on an enquiry (one at most: the unique key) as answered, or null. */
async function findFeedbackOf(db: DbOrTx, enquiryId: number): Promise<FeedbackItem | null> {
  const [row] = await db
    .select(columns)
    .from(enquiryFeedback)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryFeedback.enquiryId))
    .leftJoin(companies, eq(companies.id, enquiryFeedback.customerCompanyId))
    .leftJoin(users, eq(users.id, enquiryFeedback.createdBy))
    .where(eq(enquiryFeedback.enquiryId, enquiryId));
  return row ? toFeedback(row) : null;
}

/**
 * The customer rates the service of a Booked enquiry (/feedback-form): stars 1–5 and a comment,
 * once (the unique key settles concurrent sends). The forwarder's handler hears of it.
 */
export async function giveFeedback(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  auth: AuthContext,
  enquiryId: number,
  input: FeedbackRequest,
): Promise<FeedbackItem> {
  const loaded = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, loaded);
      if (enquiry.status !== ('booked' satisfies EnquiryStatus)) {
        throw AppError.fieldError(
          'status',
          `Feedback is given once the enquiry is Booked; it is ${enquiryStatusLabel(enquiry.status)}`,
          'CONFLICT',
        );
      }
      await tx.insert(enquiryFeedback).values({
        companyId: enquiry.companyId,
        enquiryId: enquiry.id,
        customerCompanyId: enquiry.customerCompanyId,
        rating: input.rating,
        comment: input.comment || null,
        createdBy: auth.userId,
        createdAt: now,
      });
      const customer = (await companyNameOf(tx, enquiry.customerCompanyId)) ?? 'Your customer';
      const message = {
        kind: BOOKING_NOTIFICATION_KIND.feedback,
        title: `${customer} rated ${enquiry.reference}: ${input.rating} of 5`,
        body: `${customer} rated your service on ${enquiry.reference} ${input.rating} of 5.${input.comment ? ` Comment: ${input.comment}` : ''}`,
        link: ENQUIRY_ROUTES.feedback,
      };
      for (const userId of await forwarderRecipients(tx, enquiry, { operations: false })) {
        const recipients = await notifyUser(tx, userId, message);
        await mailNotified(deps, tx, recipients, enquiry.companyId, message, deps.config.publicAppUrl);
      }
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'enquiry_feedback_enquiry_key') throw alreadyGiven();
    throw error;
  }
  const given = await findFeedbackOf(deps.db, loaded.id);
  if (!given) throw new Error('enquiry_feedback row not found after insert');
  return given;
}

/** The customer's own feedback on an enquiry, or null (the feedback form shows it once given). */
export async function findCustomerFeedback(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
): Promise<FeedbackItem | null> {
  const enquiry = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  return findFeedbackOf(deps.db, enquiry.id);
}

/** The list's search: the enquiry's reference, the customer's name, the comment. */
const searchFeedback = (pattern: string): SQL | undefined =>
  or(
    ilike(rateEnquiries.reference, pattern),
    ilike(companies.name, pattern),
    ilike(enquiryFeedback.comment, pattern),
  );

/** GET feedback (forwarder): its customers' ratings, newest first; filter by stars, search reference, customer, comment. */
export async function listFeedback(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: FeedbackListQuery,
): Promise<Page<FeedbackItem>> {
  const page = await findPage(
    deps.db,
    {
      from: enquiryFeedback,
      joins: (q) =>
        q
          .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryFeedback.enquiryId))
          .leftJoin(companies, eq(companies.id, enquiryFeedback.customerCompanyId))
          .leftJoin(users, eq(users.id, enquiryFeedback.createdBy)),
      columns,
      where: eq(enquiryFeedback.companyId, auth.companyId),
      search: searchFeedback,
      filters: [optionalEq(enquiryFeedback.rating, query.rating)],
      sorts: { createdAt: enquiryFeedback.createdAt },
    },
    { ...query, sort: 'createdAt', order: 'desc' },
  );
  return { ...page, items: page.items.map(toFeedback) };
}

/**
 * GET feedback/summary (forwarder): how many ratings its customers gave, their average and how
 * many gave each star, over what the list's search finds (the rating filter would leave one bar).
 */
export async function summarizeFeedback(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: FeedbackSummaryQuery,
): Promise<FeedbackSummary> {
  const pattern = searchPattern(query.search);
  const rows = await deps.db
    .select({ rating: enquiryFeedback.rating, count: count() })
    .from(enquiryFeedback)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, enquiryFeedback.enquiryId))
    .leftJoin(companies, eq(companies.id, enquiryFeedback.customerCompanyId))
    .where(and(eq(enquiryFeedback.companyId, auth.companyId), pattern ? searchFeedback(pattern) : undefined))
    .groupBy(enquiryFeedback.rating);
  const byRating = new Map(rows.map((r) => [r.rating, Number(r.count)]));
  const distribution = [];
  for (let rating = FEEDBACK_RATING_MIN; rating <= FEEDBACK_RATING_MAX; rating++) {
    distribution.push({ rating, count: byRating.get(rating) ?? 0 });
  }
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const points = distribution.reduce((sum, d) => sum + d.rating * d.count, 0);
  // One decimal, as the summary shows it.
  const average = total === 0 ? null : Math.round((points / total) * 10) / 10;
  return { count: total, average, distribution };
}
