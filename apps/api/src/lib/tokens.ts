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
    // Verified tokens are remembered (keyed by a hash of the token); `exp` is still checked below.
    cache: 10_000,
  });
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
        typeof payload.exp === 'number' &&
        payload.exp * 1000 > now.getTime();
      return valid ? { userId, sessionId: payload.sid as string } : null;
    },
  };
}
