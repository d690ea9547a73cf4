import { timestampSchema } from '@fastforward/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../serializer';

const serialize = (schema: z.ZodType) =>
  (responseSerializerCompiler as unknown as (route: { schema: z.ZodType }) => (data: unknown) => string)({
    schema,
  });

describe('timestamps in answers', () => {
  const schema = z.object({ createdAt: timestampSchema, sentAt: timestampSchema.nullable() });
  const at = new Date('2026-11-24T09:05:03.042Z');

  it('are written as JSON writes a Date: ISO 8601 text in UTC', () => {
    const write = serialize(schema);
    expect(write({ createdAt: at, sentAt: at })).toBe(JSON.stringify({ createdAt: at, sentAt: at }));
    expect(write({ createdAt: at, sentAt: null })).toBe(
      '{"createdAt":"2026-11-24T09:05:03.042Z","sentAt":null}',
    );
  });

  it('are documented as the text the client receives', () => {
    const { properties } = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as {
      properties: Record<string, { type?: string; format?: string; anyOf?: unknown[] }>;
    };
    expect(properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(properties.sentAt?.anyOf).toEqual([
      expect.objectContaining({ type: 'string', format: 'date-time' }),
      { type: 'null' },
    ]);
  });
});
