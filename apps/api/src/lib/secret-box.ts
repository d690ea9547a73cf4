import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Credentials the product must use later in clear (a company's SMTP password, its SMS provider's
 * secret) cannot be hashed; they are sealed with AES-256-GCM under the installation's secrets key.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>` in base64url, so a row read straight from the database
 * shows no secret, and a changed byte fails to open instead of yielding garbage.
 */
const VERSION = 'v1';

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
