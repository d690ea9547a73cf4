import {
  WEIGHT_SLAB_MESSAGES as M,
  MESSAGES,
  WEIGHT_SLAB_PATHS,
  weightSlabDataPath,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostileRefusedOnWrites } from '../../../test/company-records';
import { createAdmin, createContainerSize, createUser, type TestCompany } from '../../../test/factories';
import { getList, type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = WEIGHT_SLAB_PATHS.weightSlabs;

type Slab = {
  id: number;
  type: string;
  name: string;
  min: number | null;
  max: number | null;
  measurementIn: string;
  containerSize: { id: number; size: string } | null;
  displayName: string;
};

let t: TestApp;
let admin: string;
let lister: string;
let other: string;
let company: TestCompany;
let size20: number;
let size40: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAdmin(t);
  company = owner.company;
  admin = owner.token;
  lister = (await createAdmin(t)).token;
  other = (await createAdmin(t)).token;
  const small = await createContainerSize(t, { size: 'Test 20 ft', isoCode: '22G1' });
  const large = await createContainerSize(t, {
    category: { id: small.categoryId },
    size: 'Test 40 ft',
    isoCode: '42G1',
  });
  size20 = small.id;
  size40 = large.id;
});
afterAll(() => t.close());

const create = async (token: string, body: object) =>
  expectItem<Slab>(await t.as(token).post(PATH, body), 201);

const errorsOf = (body: string) =>
  (JSON.parse(body) as { errors: { field: string; defaultMessage: string }[] }).errors;

describe('weight slab master', () => {
  it('creates, reads, updates and deletes a slab, answering the SPEC §5 display name', async () => {
    const created = await create(admin, {
      type: 'air',
      name: 'Crud slab',
      min: '',
      max: '45',
      measurementIn: 'Lbs',
      containerSizeId: '',
    });
    expect(created).toMatchObject({
      type: 'air',
      name: 'Crud slab',
      min: null,
      max: 45,
      measurementIn: 'Lbs',
      containerSize: null,
      displayName: '0 Lbs - 45 Lbs',
    });

    const read = await t.as(admin).get(`${PATH}/${created.id}`);
    expect(read.json().data.item).toEqual(created);

    const updated = await t.as(admin).put(`${PATH}/${created.id}`, {
      type: 'air',
      name: 'Crud slab heavy',
      min: 1000.5,
      measurementIn: 'Lbs',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.item).toMatchObject({
      id: created.id,
      name: 'Crud slab heavy',
      min: 1000.5,
      max: null,
      displayName: '1000.5 Lbs +',
    });

    const deleted = await t.as(admin).delete(`${PATH}/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    const gone = await t.as(admin).get(`${PATH}/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
    expect((await t.as(admin).delete(`${PATH}/${created.id}`)).statusCode).toBe(404);
  });

  it('answers every SPEC §5 message on its field, word for word', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'Ab', max: 1, measurementIn: 'Kgs' }, 'type', 'Type is required'],
      [{ type: 'air', name: '', max: 1, measurementIn: 'Kgs' }, 'name', 'Name is required'],
      [
        { type: 'air', name: 'A', max: 1, measurementIn: 'Kgs' },
        'name',
        'Name must be at least 2 characters',
      ],
      [
        { type: 'air', name: 'x'.repeat(51), max: 1, measurementIn: 'Kgs' },
        'name',
        'Name must not exceed 50 characters',
      ],
      [
        { type: 'air', name: 'Ab', min: -1, measurementIn: 'Kgs' },
        'min',
        'Min weight must be greater than or equal to 0',
      ],
      [{ type: 'air', name: 'Ab', min: 'ten', measurementIn: 'Kgs' }, 'min', 'Please enter a valid number'],
      [
        { type: 'air', name: 'Ab', max: -1, measurementIn: 'Kgs' },
        'max',
        'Max weight must be greater than or equal to 0',
      ],
      [{ type: 'air', name: 'Ab', max: [], measurementIn: 'Kgs' }, 'max', 'Please enter a valid number'],
      [
        { type: 'air', name: 'Ab', min: 10, max: 10, measurementIn: 'Kgs' },
        'max',
        'Max weight must be greater than min weight',
      ],
      [
        { type: 'air', name: 'Ab', min: null, max: '', measurementIn: 'Kgs' },
        'min',
        'At least one of min or max weight is required',
      ],
      [{ type: 'air', name: 'Ab', max: 1 }, 'measurementIn', 'Unit is required'],
    ];
    const before = await countRows(t.db);
    for (const [body, field, message] of cases) {
      const res = await t.as(admin).post(PATH, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res.body)).toContainEqual({ field, defaultMessage: message });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses an overlapping slab with 409 naming the field and the other slab', async () => {
    const upTo45 = await create(admin, { type: 'air', name: 'Up to 45', max: 45, measurementIn: 'Kgs' });
    const to100 = await create(admin, {
      type: 'air',
      name: '45 to 100',
      min: 45,
      max: 100,
      measurementIn: 'Kgs',
    });
    await create(admin, { type: 'air', name: '100 plus', min: 100, measurementIn: 'Kgs' });

    const before = await countRows(t.db);
    const inside = await t.as(admin).post(PATH, {
      type: 'air',
      name: 'Inside',
      min: 50,
      max: 60,
      measurementIn: 'Kgs',
    });
    expect(inside.statusCode, inside.body).toBe(409);
    const message = "This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)";
    expect(inside.json()).toMatchObject({ message, errors: [{ field: 'min', defaultMessage: message }] });

    const below = await t.as(admin).post(PATH, {
      type: 'air',
      name: 'Below',
      max: 10,
      measurementIn: 'Kgs',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().errors[0].defaultMessage).toContain("'Up to 45'");

    // Moving a slab onto its neighbour is refused too; staying in its own range is not an overlap.
    const moved = await t.as(admin).put(`${PATH}/${to100.id}`, {
      type: 'air',
      name: '45 to 100',
      min: 40,
      max: 100,
      measurementIn: 'Kgs',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0]).toMatchObject({ field: 'min' });
    expect(moved.json().message).toContain("'Up to 45'");
    expect(await countRows(t.db)).toEqual(before);
    const kept = await t.as(admin).put(`${PATH}/${upTo45.id}`, {
      type: 'air',
      name: 'Up to 45 kg',
      min: 0,
      max: 45,
      measurementIn: 'Kgs',
    });
    expect(kept.statusCode, kept.body).toBe(200);

    // The same range in the other unit, or as a sea slab, is another scale.
    await create(admin, { type: 'air', name: 'Inside in pounds', min: 50, max: 60, measurementIn: 'Lbs' });
    await create(admin, { type: 'sea', name: 'Inside at sea', min: 50, max: 60, measurementIn: 'Kgs' });
  });

  it('lets only one of two overlapping saves sent at once through', async () => {
    const body = (name: string) => ({ type: 'sea', name, min: 0, max: 100, measurementIn: 'Kgs' });
    const answers = await Promise.all([
      t.as(other).post(PATH, body('First at once')),
      t.as(other).post(PATH, body('Second at once')),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps container sizes to sea slabs, known sizes, and overlaps per size', async () => {
    const airWithSize = await t.as(admin).post(PATH, {
      type: 'air',
      name: 'Air sized',
      max: 5,
      measurementIn: 'Kgs',
      containerSizeId: size20,
    });
    expect(airWithSize.statusCode).toBe(400);
    expect(errorsOf(airWithSize.body)[0]).toEqual({
      field: 'containerSizeId',
      defaultMessage: M.containerSizeSeaOnly,
    });
    const unknown = await t.as(admin).post(PATH, {
      type: 'sea',
      name: 'Unknown size',
      max: 5,
      measurementIn: 'Lbs',
      containerSizeId: 2_147_483_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown.body)[0]).toEqual({
      field: 'containerSizeId',
      defaultMessage: M.containerSizeNotFound,
    });

    const light20 = await create(admin, {
      type: 'sea',
      name: '20 ft light',
      max: 10000,
      measurementIn: 'Lbs',
      containerSizeId: String(size20),
    });
    expect(light20.containerSize).toEqual({ id: size20, size: 'Test 20 ft' });
    // Another size is another scale; a slab without a size applies to every size.
    await create(admin, {
      type: 'sea',
      name: '40 ft light',
      max: 10000,
      measurementIn: 'Lbs',
      containerSizeId: size40,
    });
    const generic = await t.as(admin).post(PATH, {
      type: 'sea',
      name: 'Any size light',
      max: 5000,
      measurementIn: 'Lbs',
    });
    expect(generic.statusCode).toBe(409);
    expect(generic.json().message).toContain("'20 ft light'");
  });
});

describe('list', () => {
  it('pages by 10, searches by name, filters by type and unit, and sorts', async () => {
    for (let i = 0; i < 12; i++) {
      await create(lister, {
        type: i < 8 ? 'air' : 'sea',
        name: `Band ${String(i).padStart(2, '0')}`,
        min: i * 10,
        max: i * 10 + 10,
        measurementIn: i % 2 === 0 ? 'Kgs' : 'Lbs',
      });
    }
    const first = await getList<Slab>(t, lister, PATH);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ name: 'Band 00', displayName: '0 Kgs - 10 Kgs' });
    const second = await getList<Slab>(t, lister, `${PATH}?page=2`);
    expect(second.items.map((s) => s.name)).toEqual(['Band 10', 'Band 11']);

    expect((await getList<Slab>(t, lister, `${PATH}?search=band%200`)).total).toBe(10);
    expect((await getList<Slab>(t, lister, `${PATH}?search=%25`)).total).toBe(0);
    const sea = await getList<Slab>(t, lister, `${PATH}?type=sea`);
    expect(sea.items.map((s) => s.name)).toEqual(['Band 08', 'Band 09', 'Band 10', 'Band 11']);
    const seaLbs = await getList<Slab>(t, lister, `${PATH}?type=sea&measurementIn=Lbs`);
    expect(seaLbs.items.map((s) => s.name)).toEqual(['Band 09', 'Band 11']);
    const heaviest = await getList<Slab>(t, lister, `${PATH}?sort=max&order=desc&pageSize=2`);
    expect(heaviest.items.map((s) => s.name)).toEqual(['Band 11', 'Band 10']);
    const byName = await getList<Slab>(t, lister, `${PATH}?sort=name&order=desc&pageSize=1`);
    expect(byName.items[0]?.name).toBe('Band 11');

    for (const query of ['type=rail', 'measurementIn=kg', 'sort=weight', 'page=0', 'pageSize=1000', 'x=1']) {
      const res = await t.as(lister).get(`${PATH}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('SPEC §7 weight slab data', () => {
  it('answers data.items of the type, lightest first, each with its display name', async () => {
    const { token } = await createUser(t, { permissions: ['view-dashboard|Dashboard'] });
    await create(lister, { type: 'sea', name: 'Other company', min: 0, max: 1, measurementIn: 'Kgs' });
    expect((await t.as(token).get(weightSlabDataPath('air'))).json()).toEqual({
      success: true,
      data: { items: [] },
    });

    const air = (await t.as(admin).get(weightSlabDataPath('air'))).json();
    expect(Object.keys(air.data)).toEqual(['items']);
    expect(air.data.items.map((s: Slab) => s.displayName)).toEqual([
      '0 Kgs - 45 Kgs',
      '45 Kgs - 100 Kgs',
      '50 Lbs - 60 Lbs',
      '100 Kgs +',
    ]);
    expect(air.data.items[0]).toEqual({
      id: expect.any(Number),
      type: 'air',
      name: 'Up to 45 kg',
      min: 0,
      max: 45,
      measurementIn: 'Kgs',
      containerSizeId: null,
      displayName: '0 Kgs - 45 Kgs',
    });

    const names = async (url: string) =>
      (await t.as(admin).get(url)).json().data.items.map((s: Slab) => s.name);
    // /sea: the slabs without a size; /sea/{id}: that size's and those.
    expect(await names(weightSlabDataPath('sea'))).toEqual(['Inside at sea']);
    expect(await names(weightSlabDataPath('sea', size20))).toEqual(['20 ft light', 'Inside at sea']);
    expect(await names(weightSlabDataPath('sea', size40))).toEqual(['40 ft light', 'Inside at sea']);
    expect((await t.as(admin).get(weightSlabDataPath('sea', 2_147_483_000))).statusCode).toBe(404);
    expect((await t.as(admin).get(`${WEIGHT_SLAB_PATHS.dataSea}/abc`)).statusCode).toBe(400);
  });

  it('is open to any signed-in user of the company; the master needs the Masters permissions', async () => {
    const { token: sales } = await createUser(t, { company, permissions: ['view-sales|Sales'] });
    expect((await t.as(sales).get(weightSlabDataPath('air'))).json().data.items).toHaveLength(4);
    expect((await t.as(sales).get(PATH)).statusCode).toBe(403);
    expect((await t.as().get(weightSlabDataPath('air'))).statusCode).toBe(401);

    // Who holds view-masters alone reads, but may not write.
    const { token: pricing } = await createUser(t, { company, permissions: ['view-masters|Masters'] });
    expect((await getList<Slab>(t, pricing, PATH)).total).toBeGreaterThan(0);
    const refused = await t.as(pricing).post(PATH, {
      type: 'air',
      name: 'Pricing',
      min: 5000,
      measurementIn: 'Lbs',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('two companies', () => {
  it("keeps one company's slabs invisible and untouchable to another (404), changing nothing", async () => {
    const mine = await create(admin, {
      type: 'air',
      name: 'Mine only',
      min: 0,
      max: 1,
      measurementIn: 'Lbs',
    });
    const ids = (items: Slab[]) => items.map((s) => s.id);
    expect(ids((await getList<Slab>(t, other, PATH)).items)).not.toContain(mine.id);
    expect(ids((await t.as(other).get(weightSlabDataPath('air'))).json().data.items)).toEqual([]);

    const before = await countRows(t.db);
    const body = { type: 'air', name: 'Taken over', min: 0, max: 1, measurementIn: 'Lbs' };
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.as(other).send(method, `${PATH}/${mine.id}`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await t.as(admin).get(`${PATH}/${mine.id}`)).json().data.item.name).toBe('Mine only');

    // The same range in another company is no overlap: each company has its own scale.
    await create(other, body);
  });
});

describe('hostile bodies', () => {
  it('refuses them on create and update, naming the field, changing nothing', async () => {
    const valid = { type: 'air', name: 'Hostile', min: 900000, measurementIn: 'Kgs' };
    const formats: HostileCase[] = [
      { name: 'unknown type', body: { ...valid, type: 'rail' }, field: 'type' },
      { name: 'object min', body: { ...valid, min: { $gt: 0 } }, field: 'min' },
      { name: 'huge min', body: { ...valid, min: 1e300 }, field: 'min' },
      { name: 'exponent max', body: { ...valid, max: '1e400' }, field: 'max' },
      {
        name: 'SQL in unit',
        body: { ...valid, measurementIn: "Kgs'; drop table weight_slabs; --" },
        field: 'measurementIn',
      },
      {
        name: 'string size id',
        body: { ...valid, type: 'sea', containerSizeId: 'x' },
        field: 'containerSizeId',
      },
      { name: 'id', body: { ...valid, id: 1 }, field: 'id' },
      { name: 'displayName', body: { ...valid, displayName: '0 Kgs +' }, field: 'displayName' },
    ];
    const cases = hostileBodies(valid, { required: 'type', text: 'name' }, formats);
    const target = { type: 'air', name: 'Target', min: 500000, max: 600000, measurementIn: 'Lbs' };
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, target);
  });
});
