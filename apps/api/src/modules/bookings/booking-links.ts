import { BOOKING_LINK_TTL_DAYS, BOOKING_MESSAGES, ENQUIRY_ROUTES, enquiryPath } from '@fastforward/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { bookingLinks, rateEnquiries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../lib/crypto';
import { enforceRateLimit } from '../../lib/rate-limiter';
import type { EnquiryRow } from '../rate-enquiries/enquiry-records';

/**
 * The booking links /booking-response/:refNo?token= (PRODUCT §6): a random token stored hashed,
 * for one enquiry, expiring after BOOKING_LINK_TTL_DAYS; a newer link revokes the older ones and
 * booking uses it. The reference in the path names the enquiry but grants nothing: only the token
 * opens it, and only for that enquiry.
 */

const DAY_MS = 86_400_000;

/** '8 December 2026': the expiry as the reader says it (the link's time zone is UTC). */
const dateOf = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const bookingLinkUrl = (publicAppUrl: string, reference: string, token: string) =>
  `${publicAppUrl}${enquiryPath(ENQUIRY_ROUTES.bookingResponse, { refNo: reference })}?token=${encodeURIComponent(token)}`;

/**
 * Makes the enquiry's one live booking link and mails it to `email`, in the caller's transaction:
 * every older link of the enquiry is revoked first, so only the newest works.
 */
export async function issueBookingLink(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'clock'> & { config: Pick<AppDeps['config'], 'publicAppUrl'> },
  enquiry: Pick<EnquiryRow, 'id' | 'companyId' | 'reference'>,
  recipient: { email: string; fullName: string | null },
  actorId: number | null,
): Promise<{ expiresAt: Date }> {
  const now = deps.clock();
  await tx
    .update(bookingLinks)
    .set({ revokedAt: now })
    .where(and(eq(bookingLinks.enquiryId, enquiry.id), isNull(bookingLinks.revokedAt)));
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + BOOKING_LINK_TTL_DAYS * DAY_MS);
  await tx.insert(bookingLinks).values({
    companyId: enquiry.companyId,
    enquiryId: enquiry.id,
    tokenHash: hashToken(token),
    email: recipient.email,
    expiresAt,
    createdBy: actorId,
    createdAt: now,
  });
  const forwarder = (await companyNameOf(tx, enquiry.companyId)) ?? 'Your freight forwarder';
  const link = bookingLinkUrl(deps.config.publicAppUrl, enquiry.reference, token);
  await deps.mailer.send(
    {
      to: recipient.email,
      companyId: enquiry.companyId,
      subject: `Book ${enquiry.reference} with ${forwarder}`,
      text: `Hello${recipient.fullName ? ` ${recipient.fullName}` : ''},\n\nYour selected option for ${enquiry.reference} is ready to book. Open this link to fill in the booking form (shipper, consignee, cargo and documents):\n\n${link}\n\nThe link is valid until ${dateOf(expiresAt)} and works once; a newer link from ${forwarder} replaces it. You may also book from the enquiry in FastForward.`,
    },
    tx,
  );
  return { expiresAt };
}

/** Calls per IP and hour: a customer opens and sends a few forms; a guesser gets nowhere fast. */
const LIMITS = { view: 300, write: 120, windowSeconds: 60 * 60 } as const;

export const limitBookingLink = ({ limiter }: Pick<AppDeps, 'limiter'>, kind: 'view' | 'write', ip: string) =>
  enforceRateLimit(limiter, `booking-link:${kind}:${ip}`, LIMITS[kind], LIMITS.windowSeconds);

/**
 * One answer for every link that does not work (unknown, used, revoked, expired, another
 * enquiry's, or its enquiry no longer Selected): a caller learns nothing about which it was.
 */
export const bookingLinkRefused = () =>
  new AppError('NOT_FOUND', BOOKING_MESSAGES.linkInvalid, {
    errors: [{ field: 'token', defaultMessage: BOOKING_MESSAGES.linkInvalid }],
  });

/** The live link of `token` for the enquiry referenced `refNo`, and that enquiry; else the one refusal. */
export async function findLiveBookingLink(db: DbOrTx, refNo: string, token: string, now: Date) {
  const [row] = await db
    .select({ linkId: bookingLinks.id, enquiry: rateEnquiries })
    .from(bookingLinks)
    .innerJoin(
      rateEnquiries,
      and(eq(rateEnquiries.id, bookingLinks.enquiryId), eq(rateEnquiries.companyId, bookingLinks.companyId)),
    )
    .where(
      and(
        eq(bookingLinks.tokenHash, hashToken(token)),
        isNull(bookingLinks.usedAt),
        isNull(bookingLinks.revokedAt),
        gt(bookingLinks.expiresAt, now),
        eq(rateEnquiries.reference, refNo),
        eq(rateEnquiries.status, 'selected'),
      ),
    );
  if (!row) throw bookingLinkRefused();
  return row;
}

/** Every live link of the enquiry is used: the booking is made, by link or in the app. */
export const useBookingLinks = (tx: DbOrTx, enquiryId: number, now: Date) =>
  tx
    .update(bookingLinks)
    .set({ usedAt: now })
    .where(
      and(eq(bookingLinks.enquiryId, enquiryId), isNull(bookingLinks.usedAt), isNull(bookingLinks.revokedAt)),
    );
