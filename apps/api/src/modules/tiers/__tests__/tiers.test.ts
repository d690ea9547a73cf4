import { CUSTOMERS_ACCESS, KYC_STATUS, TIER_PATHS, type Tier } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerKycs } from '../../../db/schema';
import {
  expectDeleted,
  expectForbiddenDeletion,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { type HostileCase, hostileBodies, LONG } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = TIER_PATHS.list;

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const calls = () => recordCalls(t, PATH);
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t);
  other = await createAdmin(t);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gold',
  currency: 'USD',
  seaMarginType: 'percent',
  seaMargin: '12.5',
  seaMinMargin: '50',
  airMarginType: 'fixed',
  airMargin: '0.35',
  airMinMargin: '',
  remarks: 'Key accounts',
  ...overrides,
});

describe('tiers', () => {
  it('creates, reads, updates and deletes a tier, its amounts with two decimals', async () => {
    const created = await calls().create<Tier>(owner.token, body({ currency: 'usd' }));
    expect(created).toMatchObject({
      name: 'Gold',
      currency: 'USD',
      seaMarginType: 'percent',
      seaMargin: '12.50',
      seaMinMargin: '50.00',
      airMarginType: 'fixed',
      airMargin: '0.35',
      airMinMargin: null,
      remarks: 'Key accounts',
    });

    const res = await calls().put(
      owner.token,
      created.id,
      body({
        seaMarginType: 'fixed',
        seaMargin: '150',
        seaMinMargin: null,
        airMinMargin: '0.1',
        remarks: '',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await calls().item(owner.token, created.id)).toMatchObject({
      seaMarginType: 'fixed',
      seaMargin: '150.00',
      seaMinMargin: null,
      airMinMargin: '0.10',
      remarks: null,
    });
    await expectDeleted(t, PATH, owner.token, created.id);
  });

  it('keeps names unique per company whatever their case: a 409 on the name', async () => {
    const first = await calls().create<Tier>(owner.token, body({ name: 'Silver' }));
    expectFieldError(await calls().post(owner.token, body({ name: 'SILVER' })), 409, 'name');
    const bronze = await calls().create<Tier>(owner.token, body({ name: 'Bronze' }));
    expectFieldError(await calls().put(owner.token, bronze.id, body({ name: 'silver' })), 409, 'name');
    // Another forwarder may name a tier the same.
    const theirs = await calls().create<Tier>(other.token, body({ name: 'Silver' }));
    for (const [token, id] of [
      [owner.token, first.id],
      [owner.token, bronze.id],
      [other.token, theirs.id],
    ] as const) {
      await expectDeleted(t, PATH, token, id);
    }
  });

  it('refuses a currency the reference data does not know, naming the field', async () => {
    expectFieldError(await calls().post(owner.token, body({ currency: 'ZZZ' })), 404, 'currency');
  });

  it('refuses to delete a tier a customer has ("Forbidden Deletion")', async () => {
    const tier = await calls().create<Tier>(owner.token, body({ name: 'Platinum' }));
    // A customer of the forwarder on this tier, as the KYC review would leave it.
    await t.db.insert(customerKycs).values({
      companyId: owner.company.id,
      status: KYC_STATUS.invited,
      email: 'buyer@acme.test',
      tierId: tier.id,
    });
    await expectForbiddenDeletion(t, PATH, owner.token, tier.id, /This tier is used by customers/);
    expect((await calls().item(owner.token, tier.id)).name).toBe('Platinum');
  });

  it('is invisible to another forwarder (404, nothing changes)', async () => {
    const tier = await calls().create<Tier>(owner.token, body({ name: 'Hidden' }));
    await expectHiddenFromOtherCompany(t, PATH, {
      id: tier.id,
      ownerToken: owner.token,
      otherToken: other.token,
      body: body({ name: 'Taken over' }),
    });
  });

  it('pages, searches by name and sorts, ten to a page by default', async () => {
    const { token } = await createAdmin(t);
    for (let i = 1; i <= 12; i += 1) {
      await calls().create(
        token,
        body({ name: `Tier ${String(i).padStart(2, '0')}`, currency: i % 2 ? 'EUR' : 'USD' }),
      );
    }
    const first = await calls().list<Tier>(token);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((x) => x.name).slice(0, 2)).toEqual(['Tier 01', 'Tier 02']);
    expect((await calls().list(token, '?page=2')).items).toHaveLength(2);
    const desc = await calls().list<Tier>(token, '?sort=name&order=desc&pageSize=1');
    expect(desc.items[0]?.name).toBe('Tier 12');
    const byCurrency = await calls().list<Tier>(token, '?sort=currency&pageSize=100');
    expect(byCurrency.items.map((x) => x.currency).indexOf('USD')).toBe(6);
    expect((await calls().list(token, '?search=tier 1')).total).toBe(3);
    expect((await calls().list(token, '?search=%25')).total).toBe(0);
    expectFieldError(await t.as(token).get(`${PATH}?sort=margin`), 400, 'sort');
  });

  it('lets sales view, add and change tiers but not delete them; others get 403', async () => {
    const sales = await createUser(t, {
      company: owner.company,
      permissions: [
        CUSTOMERS_ACCESS.view[0],
        CUSTOMERS_ACCESS.create[0],
        CUSTOMERS_ACCESS.update[0],
      ] as string[],
    });
    const tier = await calls().create<Tier>(sales.token, body({ name: 'Sales tier' }));
    expect((await calls().put(sales.token, tier.id, body({ name: 'Sales tier 2' }))).statusCode).toBe(200);
    expect((await calls().remove(sales.token, tier.id)).statusCode).toBe(403);
    const outsider = await createUser(t, { company: owner.company, permissions: ['view-masters|Masters'] });
    expect((await calls().get(outsider.token, tier.id)).statusCode).toBe(403);
    expect((await calls().post(outsider.token, body({ name: 'Nope' }))).statusCode).toBe(403);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const valid = body({ name: 'Hostile target' });
    const formats: HostileCase[] = [
      { name: 'name of one letter', body: { ...valid, name: 'G' }, field: 'name' },
      {
        name: 'lower-case margin type',
        body: { ...valid, seaMarginType: 'PERCENT' },
        field: 'seaMarginType',
      },
      { name: 'margin type null', body: { ...valid, airMarginType: null }, field: 'airMarginType' },
      { name: 'number margin', body: { ...valid, seaMargin: 12 }, field: 'seaMargin' },
      { name: 'negative margin', body: { ...valid, airMargin: '-1' }, field: 'airMargin' },
      { name: 'three decimals', body: { ...valid, airMargin: '0.355' }, field: 'airMargin' },
      { name: 'exponent', body: { ...valid, seaMargin: '1e3' }, field: 'seaMargin' },
      { name: 'percent over 1000', body: { ...valid, seaMargin: '1000.01' }, field: 'seaMargin' },
      { name: 'eleven digits', body: { ...valid, airMargin: '12345678901' }, field: 'airMargin' },
      { name: 'minimum as text', body: { ...valid, seaMinMargin: 'fifty' }, field: 'seaMinMargin' },
      { name: 'minimum as object', body: { ...valid, airMinMargin: { $gt: 0 } }, field: 'airMinMargin' },
      { name: 'currency of two letters', body: { ...valid, currency: 'US' }, field: 'currency' },
      { name: 'currency with digits', body: { ...valid, currency: 'U5D' }, field: 'currency' },
      { name: '10k remarks', body: { ...valid, remarks: LONG }, field: 'remarks' },
      { name: 'NUL in remarks', body: { ...valid, remarks: 'a\u0000b' }, field: 'remarks' },
      { name: 'id in body', body: { ...valid, id: 1 }, field: 'id' },
    ];
    const cases = hostileBodies(valid, { required: 'seaMargin', text: 'name' }, formats);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    await expectHostileRefusedOnWrites(t, owner.token, PATH, cases, valid);
  });
});
