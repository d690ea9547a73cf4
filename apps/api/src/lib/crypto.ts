import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** ≥ 128 bits of randomness, URL-safe (PRODUCT §6 asks for at least 128; we use 256). */
export const createOpaqueToken = () => randomBytes(32).toString('base64url');

/** Opaque tokens are stored as SHA-256: high-entropy input needs no slow hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Algorithm is an ambient const enum (unusable under isolatedModules): 2 is Argon2id.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
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
