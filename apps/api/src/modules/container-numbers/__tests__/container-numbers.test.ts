import { CONTAINER_NUMBER_PATHS, CONTAINER_NUMBER_MESSAGES as M, MESSAGES } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerSizeCategories, containerSizes } from '../../../db/schema';
import {
  expectHostileRefused,
  getList,
  type HostileCase,
  injectAs,
  LONG,
  NUL,
} from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = CONTAINER_NUMBER_PATHS.containerNumbers;

type ContainerNumber = {
  id: number;
  number: string;
  containerSize: { id: number; size: string } | null;
  remarks: string | null;
};

let t: TestApp;
let oceanic: string;
let horizon: string;
let sizeId: number;

beforeAll(async () => {
  t = await createTestApp();
  oceanic = (await t.login('ffd.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
  const [category] = await t.db
    .insert(containerSizeCategories)
    .values({ code: 'TEST_CONTAINER_NUMBERS', name: 'Container number tests', displayOrder: 99 })
    .returning({ id: containerSizeCategories.id });
  const [size] = await t.db
    .insert(containerSizes)
    .values({ categoryId: category?.id ?? 0, size: 'Test 40 ft HC', isoCode: '45G1', displayOrder: 1 })
    .returning({ id: containerSizes.id });
  sizeId = size?.id ?? 0;
});
afterAll(() => t.close());

const create = async (token: string, body: object) => {
  const res = await injectAs(t, 'POST', PATH, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { item: ContainerNumber } }>().data.item;
};

describe('container numbers', () => {
  it('creates a number normalised, reads, updates and deletes it', async () => {
    const created = await create(oceanic, {
      number: 'csqu 305438-3',
      containerSizeId: String(sizeId),
      remarks: ' On hire ',
    });
    expect(created).toMatchObject({
      number: 'CSQU3054383',
      containerSize: { id: sizeId, size: 'Test 40 ft HC' },
      remarks: 'On hire',
    });
    expect((await injectAs(t, 'GET', `${PATH}/${created.id}`, oceanic)).json().data.item).toEqual(created);

    const updated = await injectAs(t, 'PUT', `${PATH}/${created.id}`, oceanic, {
      number: 'BICU 123456 5',
      containerSizeId: null,
      remarks: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.item).toMatchObject({
      id: created.id,
      number: 'BICU1234565',
      containerSize: null,
      remarks: null,
    });

    const deleted = await injectAs(t, 'DELETE', `${PATH}/${created.id}`, oceanic);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    const gone = await injectAs(t, 'GET', `${PATH}/${created.id}`, oceanic);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('refuses a wrong check digit with 400 on number, saying which digit was expected', async () => {
    const before = await countRows(t.db);
    const res = await injectAs(t, 'POST', PATH, oceanic, { number: 'CSQU3054384' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'number', defaultMessage: 'Container number check digit does not match (expected 3)' },
    ]);
    for (const [number, message] of [
      ['CSQA3054383', M.category],
      ['CSQU305438', M.length],
      ['', M.required],
    ]) {
      const refused = await injectAs(t, 'POST', PATH, oceanic, { number });
      expect(refused.json().errors[0], number).toEqual({ field: 'number', defaultMessage: message });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a number the company already has (in any spelling) with 409; another company may hold it', async () => {
    await create(oceanic, { number: 'MSKU9070323' });
    const again = await injectAs(t, 'POST', PATH, oceanic, { number: 'msku 907032-3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'number', defaultMessage: M.duplicate }]);

    const other = await create(oceanic, { number: 'TOLU4734787' });
    const renamed = await injectAs(t, 'PUT', `${PATH}/${other.id}`, oceanic, { number: 'MSKU9070323' });
    expect(renamed.statusCode).toBe(409);

    await create(horizon, { number: 'MSKU9070323' });
  });

  it('refuses an unknown container size on its field', async () => {
    const res = await injectAs(t, 'POST', PATH, oceanic, {
      number: 'FCIU8290457',
      containerSizeId: 2_147_483_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'containerSizeId', defaultMessage: M.containerSizeNotFound },
    ]);
  });

  it('pages, searches by number as typed or by remarks, and sorts', async () => {
    const { token } = await t.login('nova.admin');
    const numbers = [
      'CSQU3054383',
      'BICU1234565',
      'MSKU9070323',
      'MSCU6634360',
      'TOLU4734787',
      'OOLU8240880',
    ];
    const more = ['FCIU8290457', 'APZU4812090', 'GVTU3000389', 'CSQJ3054386', 'CSQZ3054387'];
    for (const number of [...numbers, ...more]) {
      await create(token, { number, remarks: number.startsWith('CSQ') ? 'Leased from Triton' : null });
    }
    const first = await getList<ContainerNumber>(t, token, PATH);
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.items[0]?.number).toBe('APZU4812090');
    expect((await getList<ContainerNumber>(t, token, `${PATH}?page=2`)).items.map((c) => c.number)).toEqual([
      'TOLU4734787',
    ]);
    expect(
      (await getList<ContainerNumber>(t, token, `${PATH}?search=msku%20907`)).items.map((c) => c.number),
    ).toEqual(['MSKU9070323']);
    expect((await getList<ContainerNumber>(t, token, `${PATH}?search=triton`)).total).toBe(3);
    // Only the number is compared without spaces and dashes: a dash alone is no wildcard.
    expect((await getList<ContainerNumber>(t, token, `${PATH}?search=-`)).total).toBe(0);
    const last = await getList<ContainerNumber>(t, token, `${PATH}?sort=number&order=desc&pageSize=1`);
    expect(last.items[0]?.number).toBe('TOLU4734787');
  });

  it("keeps one company's numbers invisible and untouchable to another (404), changing nothing", async () => {
    const mine = await create(oceanic, { number: 'OOLU8240880' });
    const seen = await getList<ContainerNumber>(t, horizon, PATH);
    expect(seen.items.map((c) => c.id)).not.toContain(mine.id);
    const before = await countRows(t.db);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { number: 'APZU4812090' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await injectAs(t, method, `${PATH}/${mine.id}`, horizon, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await injectAs(t, 'GET', `${PATH}/${mine.id}`, oceanic)).json().data.item.number).toBe(
      'OOLU8240880',
    );
  });

  it('is closed to staff without the Masters permissions, and read-only with view-masters', async () => {
    const sales = (await t.login('ffd.sales')).token;
    expect((await injectAs(t, 'GET', PATH, sales)).statusCode).toBe(403);
    const pricing = (await t.login('ffd.pricing')).token;
    expect((await injectAs(t, 'GET', PATH, pricing)).statusCode).toBe(200);
    expect((await injectAs(t, 'POST', PATH, pricing, { number: 'GVTU3000389' })).statusCode).toBe(403);
  });
});

describe('hostile bodies', () => {
  const valid = { number: 'CSQJ3054386', remarks: 'Hostile' };
  const cases: HostileCase[] = [
    { name: 'missing number', body: { remarks: 'x' }, field: 'number' },
    { name: 'number as number', body: { ...valid, number: 30543836 }, field: 'number' },
    { name: 'array number', body: { ...valid, number: ['CSQJ3054386'] }, field: 'number' },
    { name: 'object number', body: { ...valid, number: { $ne: '' } }, field: 'number' },
    { name: '10k number', body: { ...valid, number: LONG }, field: 'number' },
    { name: 'NUL in number', body: { ...valid, number: 'CSQJ305\u00004386' }, field: 'number' },
    { name: 'wrong check digit', body: { ...valid, number: 'CSQJ3054380' }, field: 'number' },
    { name: 'NUL in remarks', body: { ...valid, remarks: NUL }, field: 'remarks' },
    { name: '10k remarks', body: { ...valid, remarks: LONG }, field: 'remarks' },
    { name: 'object size id', body: { ...valid, containerSizeId: { id: 1 } }, field: 'containerSizeId' },
    { name: 'negative size id', body: { ...valid, containerSizeId: -1 }, field: 'containerSizeId' },
    { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
    {
      name: '__proto__',
      body: null,
      raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
      field: 'body',
    },
    { name: 'array body', body: [valid], field: 'body' },
    { name: 'null body', body: null, field: 'body' },
  ];

  it('refuses them on create, naming the field, storing nothing', async () => {
    await expectHostileRefused(t, oceanic, 'POST', PATH, cases);
  });

  it('refuses them on update, naming the field, changing nothing', async () => {
    const target = await create(oceanic, { number: 'GVTU3000389' });
    await expectHostileRefused(t, oceanic, 'PUT', `${PATH}/${target.id}`, cases);
    expect((await injectAs(t, 'GET', `${PATH}/${target.id}`, oceanic)).json().data.item).toEqual(target);
  });
});
