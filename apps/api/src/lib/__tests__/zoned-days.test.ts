import { describe, expect, it } from 'vitest';
import { dayEndIn, dayStartIn } from '../zoned-days';

describe('company days as instants', () => {
  it('starts a day at local midnight of the zone, UTC without one', () => {
    expect(dayStartIn('2026-03-03', 'Asia/Dubai').toISOString()).toBe('2026-03-02T20:00:00.000Z');
    expect(dayEndIn('2026-03-03', 'Asia/Dubai').toISOString()).toBe('2026-03-03T20:00:00.000Z');
    expect(dayStartIn('2026-03-03', null).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    // Across a DST change (New York springs forward on 8 March 2026).
    expect(dayStartIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'Not/AZone').toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });
});
