import { describe, expect, it } from 'vitest';
import {
  myMobileRequestSchema,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_GROUPS,
  notificationPreferencesRequestSchema,
  resolveNotificationPreferences,
} from '../preferences';

const first = NOTIFICATION_KINDS[0]?.kind ?? '';

describe('notification preferences', () => {
  it('lists every kind once, each in a known group', () => {
    const kinds = NOTIFICATION_KINDS.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const k of NOTIFICATION_KINDS) expect(NOTIFICATION_PREFERENCE_GROUPS).toContain(k.group);
  });

  it('fills the defaults (in the app only) and ignores stored kinds no longer listed', () => {
    const resolved = resolveNotificationPreferences([
      { kind: first, byEmail: true, bySms: false },
      { kind: 'retired-kind', byEmail: true, bySms: true },
    ]);
    expect(resolved).toHaveLength(NOTIFICATION_KINDS.length);
    expect(resolved[0]).toMatchObject({ kind: first, byEmail: true, bySms: false });
    expect(resolved.slice(1).every((p) => !p.byEmail && !p.bySms)).toBe(true);
  });

  it('refuses unknown and repeated kinds on their item', () => {
    const unknown = notificationPreferencesRequestSchema.safeParse({
      items: [{ kind: 'made-up', byEmail: true, bySms: true }],
    });
    expect(unknown.error?.issues[0]?.path).toEqual(['items', 0, 'kind']);
    const twice = notificationPreferencesRequestSchema.safeParse({
      items: [
        { kind: first, byEmail: true, bySms: true },
        { kind: first, byEmail: false, bySms: true },
      ],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['items', 1, 'kind']);
  });

  it('takes an E.164 mobile number, or empty to remove it', () => {
    expect(myMobileRequestSchema.safeParse({ mobile: '+971501234567' }).success).toBe(true);
    expect(myMobileRequestSchema.safeParse({ mobile: '' }).success).toBe(true);
    expect(myMobileRequestSchema.safeParse({ mobile: null }).success).toBe(true);
    expect(myMobileRequestSchema.safeParse({ mobile: '0501234567' }).success).toBe(false);
  });
});
