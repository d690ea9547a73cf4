import {
  type ChangePasswordRequest,
  type FirstLoginPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  MESSAGES,
  REFRESH_TOKEN_TTL_SECONDS,
  type RefreshResponse,
  type ResetPasswordRequest,
  tooManyAttemptsMessage,
} from '@fastforward/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, userSessions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashPassword, hashToken, verifyPassword } from '../../lib/crypto';
import { openSessionWithLoginState } from './login-state';
import {
  findLiveLink,
  LINK_PURPOSE,
  sendResetPasswordLink,
  setFirstLoginPassword,
  setPasswordThroughLink,
} from './password-links';
import { revokeUserSessions } from './user-sessions';

type ClientInfo = { ip: string; userAgent: string | undefined };

const unauthorized = () => new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
const tooManyAttempts = (retryAfterSeconds: number) =>
  AppError.tooManyRequests(tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds);

const findUserByUsername = (db: DbOrTx, username: string) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then((rows) => rows[0]);

async function issueRefreshToken(db: DbOrTx, sessionId: string, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** The reset e-mail is the job's work, so the request does the same for a known and an unknown name. */
const FORGOT_PASSWORD_JOB = 'forgot-password';

export function createAuthService(deps: AppDeps) {
  const { db, config, limiter, clock, accessTokens, jobs } = deps;
  const limits = config.loginLimits;

  jobs.define<{ username: string }>(FORGOT_PASSWORD_JOB, async ({ username }) => {
    const user = await findUserByUsername(db, username);
    if (!user || user.isDisabled) return;
    await sendResetPasswordLink(deps, user);
  });

  /**
   * Only failed sign-ins count, per address and per account: an office behind one address signs in
   * all day. Each attempt takes its place on both counters before any hash is computed, so parallel
   * guesses cannot all slip under the limit; a refusal gives both places back, a success gives the
   * address its place back and clears the account's failures (not the address's: one's own account
   * would otherwise wipe the failures of guesses at others). Over either limit even the right
   * password is refused until the window passes, so guessing cannot go on.
   */
  async function reserveLoginAttempt(username: string, ip: string) {
    const ipKey = `login:failed:ip:${ip}`;
    const accountKey = `login:failed:account:${username.toLowerCase()}`;
    const decisions = await Promise.all([
      limiter.hit(ipKey, limits.perIp, limits.windowSeconds),
      limiter.hit(accountKey, limits.perAccount, limits.windowSeconds),
    ]);
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length > 0) {
      await Promise.all([limiter.release(ipKey), limiter.release(accountKey)]);
      throw tooManyAttempts(Math.max(...refused.map((decision) => decision.retryAfterSeconds)));
    }
    return { succeeded: () => Promise.all([limiter.release(ipKey), limiter.reset(accountKey)]) };
  }

  return {
    async login(input: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
      const attempt = await reserveLoginAttempt(input.username, client.ip);
      const user = await findUserByUsername(db, input.username);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      // A failure keeps its places on the counters.
      if (!user || !valid || user.isDisabled) throw unauthorized();
      await attempt.succeeded();
      const now = clock();
      const { sessionId, refreshToken, state } = await openSessionWithLoginState(db, {
        userId: user.id,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        now,
      });
      return {
        token: accessTokens.sign({ userId: user.id, sessionId }, now),
        refreshToken,
        ...state,
        clientIp: client.ip,
      };
    },

    /**
     * Rotates a refresh token. A token that was already rotated coming back means it was copied:
     * the whole family (session) is revoked, the thief's copy and the owner's alike.
     */
    async refresh(presented: string, clientIp: string): Promise<RefreshResponse> {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            sessionId: refreshTokens.sessionId,
            rotatedAt: refreshTokens.rotatedAt,
            expiresAt: refreshTokens.expiresAt,
            revokedAt: userSessions.revokedAt,
            userId: userSessions.userId,
            isDisabled: users.isDisabled,
          })
          .from(refreshTokens)
          .innerJoin(userSessions, eq(userSessions.id, refreshTokens.sessionId))
          .innerJoin(users, eq(users.id, userSessions.userId))
          .where(eq(refreshTokens.tokenHash, hashToken(presented)))
          .for('update', { of: refreshTokens });
        if (!row || row.revokedAt || row.isDisabled || row.expiresAt <= now) return null;
        if (row.rotatedAt) {
          await tx
            .update(userSessions)
            .set({ revokedAt: now, revokedReason: 'refresh-token-reuse' })
            .where(eq(userSessions.id, row.sessionId));
          return 'reused' as const;
        }
        await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
        await tx.update(userSessions).set({ lastUsedAt: now }).where(eq(userSessions.id, row.sessionId));
        const refreshToken = await issueRefreshToken(tx, row.sessionId, now);
        const token = accessTokens.sign({ userId: row.userId, sessionId: row.sessionId }, now);
        return { token, refreshToken, clientIp };
      });
      // The revocation of a reused family must commit, so the error is thrown after the transaction.
      if (outcome === null || outcome === 'reused')
        throw new AppError('UNAUTHORIZED', 'Invalid refresh token');
      return outcome;
    },

    async logout(sessionId: string): Promise<void> {
      await db
        .update(userSessions)
        .set({ revokedAt: clock(), revokedReason: 'logout' })
        .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
    },

    async changePassword(userId: number, input: ChangePasswordRequest): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
      // A first-login user has just proved the password; everyone else proves it again.
      if (!user.isFirstLogin) {
        const current = input.currentPassword ?? '';
        if (!(await verifyPassword(user.passwordHash, current))) {
          throw AppError.fieldError('currentPassword', 'Current password is incorrect');
        }
      }
      if (await verifyPassword(user.passwordHash, input.password)) {
        throw AppError.fieldError('password', 'The new password must differ from the current one');
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, isFirstLogin: false, passwordChangedAt: now })
          .where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, 'password-change', now);
      });
    },

    /**
     * Same answer, and the same work, whether or not the account exists: the request only queues
     * the name; the job sends the link to the account's own address.
     */
    async forgotPassword(username: string, ip: string): Promise<void> {
      const decision = await limiter.hit(`forgot:ip:${ip}`, limits.perIp, limits.windowSeconds);
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      await jobs.enqueue(db, FORGOT_PASSWORD_JOB, { username });
    },

    /** Whether a reset link is still usable: unknown, used and expired tokens answer alike. */
    async checkResetLink(username: string, token: string): Promise<boolean> {
      return (await findLiveResetLink(db, username, token, clock())) !== undefined;
    },

    async updatePassword(input: ResetPasswordRequest): Promise<void> {
      const now = clock();
      const link = await findLiveResetLink(db, input.username, input.token, now);
      if (!link) throw AppError.fieldError('token', MESSAGES.resetLinkExpired);
      await setPasswordThroughLink(db, link, input.password, now, {
        reason: 'password-reset',
        verifiesEmail: false,
      });
    },

    /** Whether a first-login link is still usable: unknown, used and expired tokens answer alike. */
    async checkFirstLoginLink(token: string): Promise<boolean> {
      return (await findLiveLink(db, LINK_PURPOSE.firstLogin, token, clock())) !== undefined;
    },

    async setFirstLoginPassword(input: FirstLoginPasswordRequest): Promise<void> {
      await setFirstLoginPassword(db, input, clock());
    },
  };
}

/** A live reset link, only for the username the link names. */
async function findLiveResetLink(db: DbOrTx, username: string, token: string, now: Date) {
  const link = await findLiveLink(db, LINK_PURPOSE.resetPassword, token, now);
  return link && link.username.toLowerCase() === username.toLowerCase() ? link : undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;
