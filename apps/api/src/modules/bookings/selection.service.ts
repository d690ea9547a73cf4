import {
  BOOKING_NOTIFICATION_KIND,
  type EnquiryStatus,
  enquiryStatusLabel,
  type QuoteStatus,
  type SelectQuoteOptionRequest,
  type SelectQuoteOptionResult,
} from '@fastforward/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { companyNameOf } from '../../db/queries';
import { negotiations, quoteOptions, quotes, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { notifyUser } from '../notifications/notifications.service';
import { staffEnquiryLink } from '../rate-enquiries/enquiry-notices';
import {
  assertEnquiryVersion,
  enquiryTransitions,
  loadCustomerEnquiry,
  lockEnquiry,
} from '../rate-enquiries/enquiry-records';
import { issueBookingLink } from './booking-links';
import { forwarderRecipients, mailNotified, quoteReferenceOf } from './booking-records';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>;

const SELECTABLE: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

const optionRefused = (message: string, code: 'CONFLICT' | 'NOT_FOUND' = 'CONFLICT') =>
  AppError.fieldError('quoteOptionId', message, code);

/**
 * The customer selects one option of its enquiry's latest sent quote (PRODUCT §2.6): the quote
 * still valid, the enquiry Accepted or Negotiating with no counter-offer waiting. The option is
 * marked (one per enquiry, by the partial unique key), the enquiry becomes Selected, a booking
 * link is mailed to the customer user and the forwarder's handler is told.
 */
export async function selectQuoteOption(
  deps: Deps,
  auth: AuthContext,
  enquiryId: number,
  input: SelectQuoteOptionRequest,
): Promise<SelectQuoteOptionResult> {
  const loaded = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  const now = deps.clock();
  try {
    return await deps.db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, loaded);
      assertEnquiryVersion(enquiry, input.version);
      if (!SELECTABLE.includes(enquiry.status as EnquiryStatus)) {
        throw AppError.fieldError(
          'status',
          `An option can be selected only while the enquiry is Accepted or Negotiating; it is ${enquiryStatusLabel(enquiry.status)}`,
          'CONFLICT',
        );
      }
      const [open] = await tx
        .select({ id: negotiations.id })
        .from(negotiations)
        .where(and(eq(negotiations.enquiryId, enquiry.id), isNull(negotiations.decision)));
      if (open) {
        throw AppError.fieldError(
          'status',
          'A counter-offer is waiting for the forwarder’s answer; select once it is answered',
          'CONFLICT',
        );
      }
      const [option] = await tx
        .select({
          id: quoteOptions.id,
          title: quoteOptions.title,
          offeredSell: quoteOptions.offeredSell,
          quoteId: quotes.id,
          quoteNumber: quotes.number,
          quoteStatus: quotes.status,
          validTill: quotes.validTill,
          currency: quotes.baseCurrency,
        })
        .from(quoteOptions)
        .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
        .where(
          and(
            eq(quoteOptions.id, input.quoteOptionId),
            eq(quoteOptions.enquiryId, enquiry.id),
            eq(quoteOptions.companyId, enquiry.companyId),
          ),
        );
      // A draft is the forwarder's alone: to the customer it does not exist.
      if (!option || option.quoteStatus === ('draft' satisfies QuoteStatus)) {
        throw optionRefused('Quote option not found', 'NOT_FOUND');
      }
      const [latest] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.enquiryId, enquiry.id), eq(quotes.status, 'sent' satisfies QuoteStatus)))
        .orderBy(desc(quotes.number))
        .limit(1);
      if (option.quoteId !== latest?.id) {
        throw optionRefused(
          'This option belongs to a quote that is no longer current; select an option of the latest quote',
        );
      }
      if (option.validTill < dayOf(now)) {
        throw optionRefused(`The quote was valid till ${option.validTill}; ask for a new quote`);
      }

      await tx
        .update(quoteOptions)
        .set({ selectedAt: now, selectedBy: auth.userId })
        .where(eq(quoteOptions.id, option.id));
      const moved = await enquiryTransitions.move(tx, {
        companyId: enquiry.companyId,
        id: enquiry.id,
        expectedVersion: enquiry.version,
        to: 'selected' satisfies EnquiryStatus,
        remarks: `Selected ${option.title} (${quoteReferenceOf(enquiry.reference, option.quoteNumber)})`,
        userId: auth.userId,
        at: now,
      });

      const [selector] = await tx
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, auth.userId));
      if (selector) await issueBookingLink(tx, deps, enquiry, selector, auth.userId);

      const customer = (await companyNameOf(tx, enquiry.customerCompanyId)) ?? 'Your customer';
      const message = {
        kind: BOOKING_NOTIFICATION_KIND.selected,
        title: `${customer} selected an option on ${enquiry.reference}`,
        body: `${customer} selected "${option.title}" at ${option.offeredSell} ${option.currency} (quote Q${option.quoteNumber}). The booking form has been sent to them.`,
        link: staffEnquiryLink(enquiry.id),
      };
      for (const userId of await forwarderRecipients(tx, enquiry, { operations: false })) {
        const recipients = await notifyUser(tx, userId, message);
        await mailNotified(deps, tx, recipients, enquiry.companyId, message, deps.config.publicAppUrl);
      }
      return {
        enquiryId: enquiry.id,
        quoteOptionId: option.id,
        status: moved.status as EnquiryStatus,
        version: moved.version,
      };
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'quote_options_selected_key') {
      throw optionRefused('An option of this enquiry has been selected already');
    }
    throw error;
  }
}
