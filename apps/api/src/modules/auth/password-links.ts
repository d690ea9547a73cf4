import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  encodeLinkTimestamp,
  FIRST_LOGIN_LINK_TTL_SECONDS,
  type FirstLoginPasswordRequest,
  MESSAGES,
  REGISTRATION_ROUTES,
  RESET_LINK_TTL_SECONDS,
} from '@fastforward/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { linkTokens, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashPassword, hashToken } from '../../lib/crypto';
import { revokeUserSessions } from './user-sessions';

export const LINK_PURPOSE = {
  resetPassword: 'reset-password',
  firstLogin: 'first-login',
  verifyEmail: 'verify-email',
} as const;
type LinkPurpose = (typeof LINK_PURPOSE)[keyof typeof LINK_PURPOSE];

type LinkUser = { id: number; username: string; email: string; fullName: string; companyId: number };

/** A new single-use token for a link (PRODUCT §6), stored hashed; it replaces any earlier one of its purpose. */
async function issueLinkToken(
  tx: DbOrTx,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
  ttlSeconds: number,
) {
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await tx
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
  await tx
    .insert(linkTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Issues the token and writes its e-mail in one transaction — the caller's (`tx`, so the user the
 * link is for and the link exist together) or its own: never a live token without its mail.
 */
async function mailLink(
  { db, mailer, clock }: AppDeps,
  user: LinkUser,
  link: { purpose: LinkPurpose; ttlSeconds: number },
  compose: (token: string, expiresAt: Date) => { subject: string; text: string },
  tx?: DbOrTx,
) {
  const write = async (inTx: DbOrTx) => {
    const { token, expiresAt } = await issueLinkToken(inTx, user.id, link.purpose, clock(), link.ttlSeconds);
    await mailer.send({ to: user.email, companyId: user.companyId, ...compose(token, expiresAt) }, inTx);
  };
  if (tx) await write(tx);
  else await db.transaction(write);
}

/** E-mails a password reset link to the user's own address (forgot-password, and an admin's reset). */
export async function sendResetPasswordLink(deps: AppDeps, user: LinkUser) {
  await mailLink(
    deps,
    user,
    { purpose: LINK_PURPOSE.resetPassword, ttlSeconds: RESET_LINK_TTL_SECONDS },
    (token, expiresAt) => {
      const link = `${deps.config.publicAppUrl}/update-password/${encodeURIComponent(user.username)}/${expiresAt.getTime()}?token=${token}`;
      return {
        subject: 'FastForward: reset your password',
        text: `Hello ${user.fullName},\n\nA password reset was requested for your FastForward account "${user.username}".\nOpen this link to choose a new password (valid until ${expiresAt.toISOString()}):\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
      };
    },
  );
}

/**
 * E-mails a new staff member the first-login link: SPEC §2's /change-password with the expiry
 * base64-encoded twice, plus the single-use token the API requires (PRODUCT §6).
 */
export async function sendInvitationLink(
  deps: AppDeps,
  user: LinkUser & { companyName: string },
  tx?: DbOrTx,
) {
  await mailLink(
    deps,
    user,
    { purpose: LINK_PURPOSE.firstLogin, ttlSeconds: FIRST_LOGIN_LINK_TTL_SECONDS },
    (token, expiresAt) => {
      const t = encodeURIComponent(encodeLinkTimestamp(expiresAt.getTime()));
      const link = `${deps.config.publicAppUrl}/change-password?t=${t}&token=${token}`;
      return {
        subject: `FastForward: ${user.companyName} invites you`,
        text: `Hello ${user.fullName},\n\n${user.companyName} has created a FastForward account for you. Your username is "${user.username}".\nOpen this link to choose your password (valid until ${expiresAt.toISOString()}):\n\n${link}\n\nThe link works once.`,
      };
    },
    tx,
  );
}

/**
 * E-mails the link that proves the address (/verify-email?token=…): to a registering administrator,
 * whose company the platform reviews, or to a customer whose KYC `reviewer` (its forwarder) reviews.
 */
export async function sendEmailVerificationLink(
  deps: AppDeps,
  user: LinkUser,
  tx?: DbOrTx,
  reviewer?: { forwarderName: string },
) {
  const afterwards = reviewer
    ? `After that, ${reviewer.forwarderName} reviews your company's details; you will receive the link to choose your password when it is approved.`
    : 'After that, the FastForward team reviews your company; we will e-mail you when it is approved.';
  await mailLink(
    deps,
    user,
    { purpose: LINK_PURPOSE.verifyEmail, ttlSeconds: EMAIL_VERIFICATION_TTL_SECONDS },
    (token, expiresAt) => {
      const link = `${deps.config.publicAppUrl}${REGISTRATION_ROUTES.verifyEmail}?token=${token}`;
      return {
        subject: 'FastForward: verify your e-mail address',
        text: `Hello ${user.fullName},\n\nThank you for registering on FastForward. Your username is "${user.username}".\nOpen this link to verify your e-mail address (valid until ${expiresAt.toISOString()}):\n\n${link}\n\n${afterwards}`,
      };
    },
    tx,
  );
}

/** The live link of a token: unknown, used, expired and disabled-user tokens are all undefined. */
export async function findLiveLink(db: DbOrTx, purpose: LinkPurpose, token: string, now: Date) {
  const [row] = await db
    .select({ id: linkTokens.id, userId: linkTokens.userId, username: users.username })
    .from(linkTokens)
    .innerJoin(users, eq(users.id, linkTokens.userId))
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(token)),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
        eq(users.isDisabled, false),
      ),
    );
  return row;
}

/**
 * Sets a password through a live link, once: the link is claimed inside the transaction, so
 * concurrent submits cannot both use it; every session of the user ends.
 */
export async function setPasswordThroughLink(
  db: DbOrTx,
  link: { id: number; userId: number },
  password: string,
  now: Date,
  options: { reason: string; verifiesEmail: boolean },
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(linkTokens)
      .set({ usedAt: now })
      .where(and(eq(linkTokens.id, link.id), isNull(linkTokens.usedAt)))
      .returning({ id: linkTokens.id });
    if (claimed.length === 0) throw AppError.fieldError('token', MESSAGES.resetLinkExpired);
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        isFirstLogin: false,
        // The invitation reached the address: following it proves the e-mail.
        ...(options.verifiesEmail ? { isEmailVerified: true } : {}),
      })
      .where(eq(users.id, link.userId));
    await revokeUserSessions(tx, link.userId, options.reason, now);
  });
}

/** The first-login password change of an invitation link (POST /api/firstLoginPassword). */
export async function setFirstLoginPassword(db: DbOrTx, input: FirstLoginPasswordRequest, now: Date) {
  const link = await findLiveLink(db, LINK_PURPOSE.firstLogin, input.token, now);
  if (!link) throw AppError.fieldError('token', MESSAGES.resetLinkExpired);
  await setPasswordThroughLink(db, link, input.password, now, { reason: 'first-login', verifiesEmail: true });
}
