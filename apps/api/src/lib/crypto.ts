import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** ≥ 128 bits of randomness, URL-safe (PRODUCT §6 asks for at least 128; we use 256). */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Opaque tokens are stored as SHA-256: high-entropy input needs no slow hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * argon2id with RFC 9106's second recommended memory and passes (64 MiB, t = 3), one lane so that
 * concurrent sign-ins spread over the cores: ~57 ms per hash here. Stronger than the OWASP minimum
 * (19 MiB, t = 2, ~11 ms); sign-ins are rare and rate-limited, so the cost buys margin, and the
 * work around the hash stays small beside it (docs/decisions.md). Hashes keep their parameters, so
 * a change here never locks out an existing password. Algorithm is an ambient const enum
 * (unusable under isolatedModules): 2 is Argon2id.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** Verified against for unknown users, so both answers cost the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword(createOpaqueToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
