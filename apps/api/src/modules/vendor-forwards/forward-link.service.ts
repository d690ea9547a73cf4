import {
  FORWARD_LINK_MESSAGES,
  type ForwardLinkAnswerRequest,
  type ForwardLinkDeclineRequest,
} from '@fastforward/domain';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enquiryForwards } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/crypto';
import { enforceRateLimit } from '../../lib/rate-limiter';
import {
  type AnswerDeps,
  type LockedForward,
  lockForward,
  storeForwardAnswer,
  storeForwardDecline,
} from './forward-answers';
import { readVendorForwards, type VendorForwardItem } from './vendor-forward-view';

/**
 * The e-mail-only vendor's door: /rateEnquiryResponseForm?token=… without sign-in. The token is
 * the only key (PRODUCT §6): random, stored hashed on its one forward, expiring, and read-only once
 * the forward is answered or declined.
 */

/** Calls per IP and hour: a vendor opens and answers a few forms; a guesser gets nowhere fast. */
const LIMITS = { view: 300, write: 120, windowSeconds: 60 * 60 } as const;

const limit = ({ limiter }: Pick<AppDeps, 'limiter'>, kind: 'view' | 'write', ip: string) =>
  enforceRateLimit(limiter, `forward-link:${kind}:${ip}`, LIMITS[kind], LIMITS.windowSeconds);

/**
 * One answer for every link that does not open (unknown, expired, another's), and for every write
 * a link no longer takes (used, expired, unknown, its enquiry closed): a caller learns nothing
 * about which it was. Named on `token`, so the form shows it where the key is.
 */
const linkRefused = (code: 'NOT_FOUND' | 'CONFLICT') =>
  new AppError(code, FORWARD_LINK_MESSAGES.linkInvalid, {
    errors: [{ field: 'token', defaultMessage: FORWARD_LINK_MESSAGES.linkInvalid }],
  });

/** The live link's forward: the token's hash is the forward's, and the link has not expired (app clock). */
const liveLink = (token: string, now: Date) =>
  and(
    isNotNull(enquiryForwards.tokenHash),
    eq(enquiryForwards.tokenHash, hashToken(token)),
    gt(enquiryForwards.tokenExpiresAt, now),
  );

/**
 * GET by token: the vendor's view. A link already answered shows its answer read-only until it
 * expires; one still unanswered whose enquiry has closed no longer opens (docs/decisions.md).
 */
export async function openForwardLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limiter'>,
  token: string,
  ip: string,
): Promise<VendorForwardItem> {
  await limit(deps, 'view', ip);
  const [item] = await readVendorForwards(deps.db, liveLink(token, deps.clock()), true);
  if (!item || (item.status === 'received' && !item.canAnswer)) throw linkRefused('NOT_FOUND');
  return item;
}

/** A write through a live link: any refusal of the forward's state is the one link answer. */
async function writeThroughLink(
  deps: AnswerDeps & Pick<AppDeps, 'db' | 'limiter'>,
  token: string,
  ip: string,
  write: (tx: DbOrTx, forward: LockedForward) => Promise<void>,
): Promise<VendorForwardItem> {
  await limit(deps, 'write', ip);
  return deps.db.transaction(async (tx) => {
    const forward = await lockForward(tx, liveLink(token, deps.clock()));
    if (!forward) throw linkRefused('CONFLICT');
    try {
      await write(tx, forward);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw linkRefused('CONFLICT');
      throw error;
    }
    const [item] = await readVendorForwards(tx, eq(enquiryForwards.id, forward.id), true);
    if (!item) throw linkRefused('CONFLICT');
    return item;
  });
}

export function answerForwardLink(
  deps: AnswerDeps & Pick<AppDeps, 'db' | 'limiter'>,
  { token, ...answer }: ForwardLinkAnswerRequest,
  ip: string,
) {
  return writeThroughLink(deps, token, ip, (tx, forward) =>
    storeForwardAnswer(tx, deps, forward, answer, 'vendorLink', null),
  );
}

export function declineForwardLink(
  deps: AnswerDeps & Pick<AppDeps, 'db' | 'limiter'>,
  { token, reason }: ForwardLinkDeclineRequest,
  ip: string,
) {
  return writeThroughLink(deps, token, ip, (tx, forward) =>
    storeForwardDecline(tx, deps, forward, reason, null),
  );
}
