import { ACCESS_TOKEN_TTL_SECONDS } from '@fastforward/domain';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type AccessClaims = { userId: number; sessionId: string };

const ISSUER = 'fastforward';
const AUDIENCE = 'fastforward-api';

export type AccessTokens = {
  sign(claims: AccessClaims, now: Date): string;
  /** Only HS256 access tokens of ours, unexpired at `now`; anything else is null. */
  verify(token: string, now: Date): AccessClaims | null;
};

type VerifiedClaims = AccessClaims & { expiresAtMs: number };

/** Verified tokens remembered at most: a full cache starts again (a burst of new tokens, not a leak). */
const MAX_VERIFIED = 10_000;

/**
 * HS256 access tokens through fast-jwt: synchronous node:crypto HMAC, ~10× cheaper per request
 * than WebCrypto (docs/decisions.md). Time comes from the app's clock, so `exp` is checked here.
 */
export function createAccessTokens(secret: Uint8Array): AccessTokens {
  const key = Buffer.from(secret);
  // The payload carries iat (from the app's clock), which fast-jwt keeps.
  const signer = createSigner({ key, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE });
  const verifier = createVerifier({
    key,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'sid', 'typ', 'iat', 'exp'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
  });
  // Verified tokens are remembered by their exact text: a hit costs a map lookup, where fast-jwt's
  // own cache hashes every token with SHA-256 first, about as dear as the HMAC it saves.
  // `exp` is still checked against the app's clock on every call.
  const verified = new Map<string, VerifiedClaims>();

  const verifySignature = (token: string): VerifiedClaims | null => {
    let payload: Record<string, unknown>;
    try {
      payload = verifier(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const userId = Number(payload.sub);
    const valid =
      payload.typ === 'access' &&
      typeof payload.sid === 'string' &&
      Number.isInteger(userId) &&
      typeof payload.exp === 'number';
    return valid
      ? { userId, sessionId: payload.sid as string, expiresAtMs: (payload.exp as number) * 1000 }
      : null;
  };

  return {
    sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return signer({
        sub: String(claims.userId),
        sid: claims.sessionId,
        typ: 'access',
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      });
    },
    verify(token, now) {
      let claims = verified.get(token);
      if (!claims) {
        const checked = verifySignature(token);
        if (!checked) return null;
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, checked);
        claims = checked;
      }
      return claims.expiresAtMs > now.getTime() ? claims : null;
    },
  };
}
