import { describe, expect, it } from 'vitest';
import {
  CHANNEL_LIMITS,
  channelPostRequestSchema,
  channelThreadRequestSchema,
  findMentions,
  MAX_MENTIONS_PER_POST,
} from '../channel-schemas';
import { channelApiPath, threadPagePath } from '../paths';

describe('findMentions', () => {
  it.each([
    ['@ffd.admin hello', ['ffd.admin']],
    ['thanks @ffd.admin.', ['ffd.admin']],
    ['(@acme.buyer) and @ffd.sales, @FFD.SALES again', ['acme.buyer', 'ffd.sales']],
    ['mail ops@ffd.admin or a.b@c', []],
    ['@ alone, @@double', []],
    ['line\n@swift.vendor-', ['swift.vendor']],
    ['techart-admin@x and @techart-admin', ['techart-admin']],
  ])('%j mentions %j', (body, expected) => {
    expect(findMentions(body)).toEqual(expected);
  });

  it(`names at most ${MAX_MENTIONS_PER_POST} users`, () => {
    const body = Array.from({ length: 50 }, (_, i) => `@user${i}`).join(' ');
    expect(findMentions(body)).toHaveLength(MAX_MENTIONS_PER_POST);
  });
});

describe('thread and post bodies', () => {
  it('are trimmed, bounded and free of NUL', () => {
    expect(channelPostRequestSchema.parse({ body: '  Hi  ' })).toEqual({ body: 'Hi' });
    expect(channelPostRequestSchema.safeParse({ body: 'a\u0000b' }).success).toBe(false);
    expect(channelPostRequestSchema.safeParse({ body: 'x'.repeat(CHANNEL_LIMITS.body + 1) }).success).toBe(
      false,
    );
    expect(channelPostRequestSchema.safeParse({ body: 'x', extra: 1 }).success).toBe(false);
    // Prose keeps the marks right-to-left text needs; a title is a name and refuses them.
    expect(channelPostRequestSchema.safeParse({ body: 'مرحبا\u200F' }).success).toBe(true);
    expect(channelThreadRequestSchema.safeParse({ title: 'a\u202Eb', body: 'x' }).success).toBe(false);
  });
});

describe('paths', () => {
  it('fill the ids in', () => {
    expect(channelApiPath.post(1, 2, 3)).toBe('/api/v1/public-channels/1/threads/2/posts/3');
    expect(threadPagePath(4, 5)).toBe('/dashboard/public-channel/4/threads/5');
  });
});
