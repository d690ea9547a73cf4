import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../secret-box';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);

/** Flips one character of a base64url part, keeping it valid base64url. */
const flip = (part: string, at = 0) =>
  part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);

describe('secret box (AES-256-GCM)', () => {
  it.each(['smtp-password', '', 'ünïcødé 🔐 with spaces ', 'x'.repeat(4096)])(
    'opens what it sealed: %#',
    (plain) => {
      const sealed = sealSecret(KEY, plain);
      expect(openSecret(KEY, sealed)).toBe(plain);
    },
  );

  it('never stores the clear text and uses a new IV every time', () => {
    const a = sealSecret(KEY, 'the-same-secret');
    const b = sealSecret(KEY, 'the-same-secret');
    expect(a).not.toContain('the-same-secret');
    expect(a).not.toBe(b);
    const [versionA, ivA] = a.split('.');
    const [, ivB] = b.split('.');
    expect(versionA).toBe('v1');
    expect(Buffer.from(ivA ?? '', 'base64url')).toHaveLength(12);
    expect(ivA).not.toBe(ivB);
  });

  it('refuses a changed ciphertext, tag or IV, and the wrong key', () => {
    const sealed = sealSecret(KEY, 'auth-token-123');
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    expect(() => openSecret(KEY, [version, iv, tag, flip(body)].join('.'))).toThrow();
    expect(() => openSecret(KEY, [version, iv, flip(tag), body].join('.'))).toThrow();
    expect(() => openSecret(KEY, [version, flip(iv), tag, body].join('.'))).toThrow();
    expect(() => openSecret(OTHER_KEY, sealed)).toThrow();
  });

  it('refuses what is not a sealed secret', () => {
    expect(() => openSecret(KEY, 'plain-text-password')).toThrow('Unreadable sealed secret');
    expect(() => openSecret(KEY, sealSecret(KEY, 'x').replace(/^v1/, 'v2'))).toThrow(
      'Unreadable sealed secret',
    );
  });
});
