import { CONTAINER_NUMBER_PATHS, CONTAINER_NUMBER_MESSAGES as M, MESSAGES } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefusedOnWrites } from '../../../test/company-records';
import { createAdmin, createContainerSize, createUser, type TestCompany } from '../../../test/factories';
import { getList, type HostileCase, hostileBodies, LONG, NUL } from '../../../test/organisation';
import { expectItem } from '../../../test/responses';
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
let admin: string;
let other: string;
let company: TestCompany;
let sizeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAdmin(t);
  company = owner.company;
  admin = owner.token;
  other = (await createAdmin(t)).token;
  sizeId = (await createContainerSize(t, { size: 'Test 40 ft HC', isoCode: '45G1' })).id;
});
afterAll(() => t.close());

const create = async (token: string, body: object) =>
  expectItem<ContainerNumber>(await t.as(token).post(PATH, body), 201);

describe('container numbers', () => {
  it('creates a number normalised, reads, updates and deletes it', async () => {
    const created = await create(admin, {
      number: 'csqu 305438-3',
      containerSizeId: String(sizeId),
      remarks: ' On hire ',
    });
    expect(created).toMatchObject({
      number: 'CSQU3054383',
      containerSize: { id: sizeId, size: 'Test 40 ft HC' },
      remarks: 'On hire',
    });
    expect((await t.as(admin).get(`${PATH}/${created.id}`)).json().data.item).toEqual(created);

    const updated = await t.as(admin).put(`${PATH}/${created.id}`, {
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

    const deleted = await t.as(admin).delete(`${PATH}/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    const gone = await t.as(admin).get(`${PATH}/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('refuses a wrong check digit with 400 on number, saying which digit was expected', async () => {
    const before = await countRows(t.db);
    const res = await t.as(admin).post(PATH, { number: 'CSQU3054384' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'number', defaultMessage: 'Container number check digit does not match (expected 3)' },
    ]);
    for (const [number, message] of [
      ['CSQA3054383', M.category],
      ['CSQU305438', M.length],
      ['', M.required],
    ]) {
      const refused = await t.as(admin).post(PATH, { number });
      expect(refused.json().errors[0], number).toEqual({ field: 'number', defaultMessage: message });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a number the company already has (in any spelling) with 409; another company may hold it', async () => {
    await create(admin, { number: 'MSKU9070323' });
    const again = await t.as(admin).post(PATH, { number: 'msku 907032-3' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'number', defaultMessage: M.duplicate }]);

    const second = await create(admin, { number: 'TOLU4734787' });
    const renamed = await t.as(admin).put(`${PATH}/${second.id}`, { number: 'MSKU9070323' });
    expect(renamed.statusCode).toBe(409);

    await create(other, { number: 'MSKU9070323' });
  });

  it('refuses an unknown container size on its field', async () => {
    const res = await t.as(admin).post(PATH, {
      number: 'FCIU8290457',
      containerSizeId: 2_147_483_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'containerSizeId', defaultMessage: M.containerSizeNotFound },
    ]);
  });

  it('pages, searches by number as typed or by remarks, and sorts', async () => {
    const { token } = await createAdmin(t);
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
    const mine = await create(admin, { number: 'OOLU8240880' });
    const seen = await getList<ContainerNumber>(t, other, PATH);
    expect(seen.items.map((c) => c.id)).not.toContain(mine.id);
    const before = await countRows(t.db);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { number: 'APZU4812090' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.as(other).send(method, `${PATH}/${mine.id}`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await t.as(admin).get(`${PATH}/${mine.id}`)).json().data.item.number).toBe('OOLU8240880');
  });

  it('is closed to staff without the Masters permissions, and read-only with view-masters', async () => {
    const { token: sales } = await createUser(t, { company, permissions: ['view-sales|Sales'] });
    expect((await t.as(sales).get(PATH)).statusCode).toBe(403);
    const { token: pricing } = await createUser(t, { company, permissions: ['view-masters|Masters'] });
    expect((await t.as(pricing).get(PATH)).statusCode).toBe(200);
    expect((await t.as(pricing).post(PATH, { number: 'GVTU3000389' })).statusCode).toBe(403);
  });
});

describe('hostile bodies', () => {
  it('refuses them on create and update, naming the field, changing nothing', async () => {
    const valid = { number: 'CSQJ3054386', remarks: 'Hostile' };
    const formats: HostileCase[] = [
      { name: 'NUL inside a number', body: { ...valid, number: 'CSQJ305\u00004386' }, field: 'number' },
      { name: 'wrong check digit', body: { ...valid, number: 'CSQJ3054380' }, field: 'number' },
      { name: 'NUL in remarks', body: { ...valid, remarks: NUL }, field: 'remarks' },
      { name: '10k remarks', body: { ...valid, remarks: LONG }, field: 'remarks' },
      { name: 'object size id', body: { ...valid, containerSizeId: { id: 1 } }, field: 'containerSizeId' },
      { name: 'negative size id', body: { ...valid, containerSizeId: -1 }, field: 'containerSizeId' },
    ];
    const cases = hostileBodies(valid, { required: 'number', text: 'number' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, { number: 'GVTU3000389' });
  });
});
