import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../permissions/catalogue';
import { canGrantPermission } from '../grants';
import { decodeLinkTimestamp, encodeLinkTimestamp } from '../paths';

const SALES = 'view-sales|Sales';

describe('canGrantPermission', () => {
  it.each([
    { held: [SALES], permission: SALES, expected: true },
    { held: [SALES], permission: 'delete-sales|Sales', expected: false },
    { held: [], permission: SALES, expected: false },
    { held: [PERMISSIONS.businessAdmin], permission: 'delete-sales|Sales', expected: true },
    { held: [PERMISSIONS.businessAdmin], permission: PERMISSIONS.viewMailOutbox, expected: false },
    { held: [PERMISSIONS.viewMailOutbox], permission: PERMISSIONS.viewMailOutbox, expected: false },
  ])('$held grants $permission: $expected', ({ held, permission, expected }) => {
    expect(canGrantPermission(held, permission)).toBe(expected);
  });
});

describe('first-login link timestamp', () => {
  it('round-trips through base64 twice', () => {
    const t = encodeLinkTimestamp(1_800_000_000_000);
    expect(atob(atob(t))).toBe('1800000000000');
    expect(decodeLinkTimestamp(t)).toBe(1_800_000_000_000);
  });

  it.each(['', '!!', btoa('x'), btoa(btoa('12a'))])('rejects %j', (t) => {
    expect(decodeLinkTimestamp(t)).toBeNull();
  });
});
