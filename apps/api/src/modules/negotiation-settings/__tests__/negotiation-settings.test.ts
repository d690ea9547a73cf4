import {
  CUSTOMERS_ACCESS,
  NEGOTIATION_SETTINGS_PATH,
  type NegotiationSettings,
  PERMISSIONS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createAdmin, createCompany, createUser, type TestUser } from '../../../test/factories';
import { expectHostileRefused, type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t);
});
afterAll(() => t.close());

const read = async (token: string) =>
  expectItem<NegotiationSettings>(await t.as(token).get(NEGOTIATION_SETTINGS_PATH));
const save = (token: string, body: object) => t.as(token).put(NEGOTIATION_SETTINGS_PATH, body);

describe('negotiation settings', () => {
  it('answers no discount without approval before the first save, then what was saved', async () => {
    const { token } = await createUser(t, {
      permissions: [...CUSTOMERS_ACCESS.view, ...CUSTOMERS_ACCESS.update],
    });
    expect(await read(token)).toEqual({ maxDiscountPercent: '0.00', isDefault: true, approvers: [] });
    const saved = expectItem<NegotiationSettings>(await save(token, { maxDiscountPercent: ' 7.5 ' }));
    expect(saved).toMatchObject({ maxDiscountPercent: '7.50', isDefault: false });
    expect(await read(token)).toEqual(saved);
    expectItem(await save(token, { maxDiscountPercent: '100' }));
    expect((await read(token)).maxDiscountPercent).toBe('100.00');
  });

  it('names the active staff of the company who hold the approve-negotiation permission', async () => {
    const company = await createCompany(t);
    const { token } = await createUser(t, { company, permissions: [CUSTOMERS_ACCESS.view[0] as string] });
    const approver = await createUser(t, {
      company,
      fullName: 'Zara Approver',
      permissions: [PERMISSIONS.approveNegotiation],
    });
    await createUser(t, {
      company,
      fullName: 'Adam Approver',
      permissions: [PERMISSIONS.approveNegotiation, PERMISSIONS.businessAdmin],
    });
    const gone = await createUser(t, {
      company,
      fullName: 'Gone Approver',
      permissions: [PERMISSIONS.approveNegotiation],
    });
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, gone.id));
    // Another forwarder's approver is none of this company's business.
    await createUser(t, { fullName: 'Elsewhere Approver', permissions: [PERMISSIONS.approveNegotiation] });

    const { approvers } = await read(token);
    expect(approvers.map((a) => a.fullName)).toEqual(['Adam Approver', 'Zara Approver']);
    expect(approvers[1]).toEqual({ id: approver.id, fullName: 'Zara Approver' });
  });

  it("keeps each forwarder's settings to itself", async () => {
    const first = await createAdmin(t);
    const second = await createAdmin(t);
    expectItem(await save(first.token, { maxDiscountPercent: '12.25' }));
    const before = await countRows(t.db);
    expect(await read(second.token)).toMatchObject({ maxDiscountPercent: '0.00', isDefault: true });
    expectItem(await save(second.token, { maxDiscountPercent: '3' }));
    expect((await read(first.token)).maxDiscountPercent).toBe('12.25');
    expect((await read(second.token)).maxDiscountPercent).toBe('3.00');
    // The second save added the second company's row, and touched nothing else.
    expect(await countRows(t.db)).toEqual({
      ...before,
      negotiation_settings: (before.negotiation_settings ?? 0) + 1,
    });
  });

  it('lets Customers viewers read and updaters save; others get 403', async () => {
    const company = owner.company;
    const viewer = await createUser(t, { company, permissions: [CUSTOMERS_ACCESS.view[0] as string] });
    expect((await t.as(viewer.token).get(NEGOTIATION_SETTINGS_PATH)).statusCode).toBe(200);
    expect((await save(viewer.token, { maxDiscountPercent: '50' })).statusCode).toBe(403);
    const updater = await createUser(t, { company, permissions: [CUSTOMERS_ACCESS.update[0] as string] });
    expect((await save(updater.token, { maxDiscountPercent: '5' })).statusCode).toBe(200);
    const outsider = await createUser(t, { company, permissions: [PERMISSIONS.approveNegotiation] });
    expect((await t.as(outsider.token).get(NEGOTIATION_SETTINGS_PATH)).statusCode).toBe(403);
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    const valid = { maxDiscountPercent: '5' };
    const formats: HostileCase[] = [
      { name: 'over 100', body: { maxDiscountPercent: '100.01' }, field: 'maxDiscountPercent' },
      { name: 'negative', body: { maxDiscountPercent: '-1' }, field: 'maxDiscountPercent' },
      { name: 'three decimals', body: { maxDiscountPercent: '1.005' }, field: 'maxDiscountPercent' },
      { name: 'exponent', body: { maxDiscountPercent: '1e2' }, field: 'maxDiscountPercent' },
      { name: 'empty', body: { maxDiscountPercent: '' }, field: 'maxDiscountPercent' },
      { name: 'null', body: { maxDiscountPercent: null }, field: 'maxDiscountPercent' },
      { name: 'approvers', body: { ...valid, approvers: [{ id: 1 }] }, field: 'approvers' },
    ];
    const cases = hostileBodies(
      valid,
      { required: 'maxDiscountPercent', text: 'maxDiscountPercent' },
      formats,
    );
    await expectHostileRefused(t, owner.token, 'PUT', NEGOTIATION_SETTINGS_PATH, cases);
    expectFieldError(await save(owner.token, { maxDiscountPercent: 7 }), 400, 'maxDiscountPercent');
  });
});
