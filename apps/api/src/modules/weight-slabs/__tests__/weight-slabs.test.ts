import {
  WEIGHT_SLAB_MESSAGES as M,
  MESSAGES,
  WEIGHT_SLAB_PATHS,
  weightSlabDataPath,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containerSizeCategories, containerSizes, weightSlabs } from '../../../db/schema';
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
let oceanic: string;
let nova: string;
let horizon: string;
let size20: number;
let size40: number;

beforeAll(async () => {
  t = await createTestApp();
  oceanic = (await t.login('ffd.admin')).token;
  nova = (await t.login('nova.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
  // Oceanic's demo slabs (seed/demo-masters.ts, tested in seed/__tests__/demo-masters.test.ts) fill
  // its air Kgs scale from 0 up; these tests build their own scales on an empty one.
  const [company] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortName, 'oceanic'));
  await t.db.delete(weightSlabs).where(eq(weightSlabs.companyId, company?.id ?? 0));
  // The shipped container sizes arrive with the reference seed; these tests bring their own.
  const [category] = await t.db
    .insert(containerSizeCategories)
    .values({ code: 'TEST_WEIGHT_SLABS', name: 'Weight slab tests', displayOrder: 99 })
    .returning({ id: containerSizeCategories.id });
  const sizes = await t.db
    .insert(containerSizes)
    .values([
      { categoryId: category?.id ?? 0, size: 'Test 20 ft', isoCode: '22G1', displayOrder: 1 },
      { categoryId: category?.id ?? 0, size: 'Test 40 ft', isoCode: '42G1', displayOrder: 2 },
    ])
    .returning({ id: containerSizes.id });
  size20 = sizes[0]?.id ?? 0;
  size40 = sizes[1]?.id ?? 0;
});
afterAll(() => t.close());

const create = async (token: string, body: object) => {
  const res = await injectAs(t, 'POST', PATH, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { item: Slab } }>().data.item;
};

const errorsOf = (body: string) =>
  (JSON.parse(body) as { errors: { field: string; defaultMessage: string }[] }).errors;

describe('weight slab master', () => {
  it('creates, reads, updates and deletes a slab, answering the SPEC §5 display name', async () => {
    const created = await create(oceanic, {
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

    const read = await injectAs(t, 'GET', `${PATH}/${created.id}`, oceanic);
    expect(read.json().data.item).toEqual(created);

    const updated = await injectAs(t, 'PUT', `${PATH}/${created.id}`, oceanic, {
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

    const deleted = await injectAs(t, 'DELETE', `${PATH}/${created.id}`, oceanic);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    const gone = await injectAs(t, 'GET', `${PATH}/${created.id}`, oceanic);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
    expect((await injectAs(t, 'DELETE', `${PATH}/${created.id}`, oceanic)).statusCode).toBe(404);
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
      const res = await injectAs(t, 'POST', PATH, oceanic, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res.body)).toContainEqual({ field, defaultMessage: message });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses an overlapping slab with 409 naming the field and the other slab', async () => {
    const upTo45 = await create(oceanic, { type: 'air', name: 'Up to 45', max: 45, measurementIn: 'Kgs' });
    const to100 = await create(oceanic, {
      type: 'air',
      name: '45 to 100',
      min: 45,
      max: 100,
      measurementIn: 'Kgs',
    });
    await create(oceanic, { type: 'air', name: '100 plus', min: 100, measurementIn: 'Kgs' });

    const before = await countRows(t.db);
    const inside = await injectAs(t, 'POST', PATH, oceanic, {
      type: 'air',
      name: 'Inside',
      min: 50,
      max: 60,
      measurementIn: 'Kgs',
    });
    expect(inside.statusCode, inside.body).toBe(409);
    const message = "This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)";
    expect(inside.json()).toMatchObject({ message, errors: [{ field: 'min', defaultMessage: message }] });

    const below = await injectAs(t, 'POST', PATH, oceanic, {
      type: 'air',
      name: 'Below',
      max: 10,
      measurementIn: 'Kgs',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().errors[0].defaultMessage).toContain("'Up to 45'");

    // Moving a slab onto its neighbour is refused too; staying in its own range is not an overlap.
    const moved = await injectAs(t, 'PUT', `${PATH}/${to100.id}`, oceanic, {
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
    const kept = await injectAs(t, 'PUT', `${PATH}/${upTo45.id}`, oceanic, {
      type: 'air',
      name: 'Up to 45 kg',
      min: 0,
      max: 45,
      measurementIn: 'Kgs',
    });
    expect(kept.statusCode, kept.body).toBe(200);

    // The same range in the other unit, or as a sea slab, is another scale.
    await create(oceanic, { type: 'air', name: 'Inside in pounds', min: 50, max: 60, measurementIn: 'Lbs' });
    await create(oceanic, { type: 'sea', name: 'Inside at sea', min: 50, max: 60, measurementIn: 'Kgs' });
  });

  it('lets only one of two overlapping saves sent at once through', async () => {
    const body = (name: string) => ({ type: 'sea', name, min: 0, max: 100, measurementIn: 'Kgs' });
    const answers = await Promise.all([
      injectAs(t, 'POST', PATH, horizon, body('First at once')),
      injectAs(t, 'POST', PATH, horizon, body('Second at once')),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps container sizes to sea slabs, known sizes, and overlaps per size', async () => {
    const airWithSize = await injectAs(t, 'POST', PATH, oceanic, {
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
    const unknown = await injectAs(t, 'POST', PATH, oceanic, {
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

    const light20 = await create(oceanic, {
      type: 'sea',
      name: '20 ft light',
      max: 10000,
      measurementIn: 'Lbs',
      containerSizeId: String(size20),
    });
    expect(light20.containerSize).toEqual({ id: size20, size: 'Test 20 ft' });
    // Another size is another scale; a slab without a size applies to every size.
    await create(oceanic, {
      type: 'sea',
      name: '40 ft light',
      max: 10000,
      measurementIn: 'Lbs',
      containerSizeId: size40,
    });
    const generic = await injectAs(t, 'POST', PATH, oceanic, {
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
      await create(nova, {
        type: i < 8 ? 'air' : 'sea',
        name: `Band ${String(i).padStart(2, '0')}`,
        min: i * 10,
        max: i * 10 + 10,
        measurementIn: i % 2 === 0 ? 'Kgs' : 'Lbs',
      });
    }
    const first = await getList<Slab>(t, nova, PATH);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ name: 'Band 00', displayName: '0 Kgs - 10 Kgs' });
    const second = await getList<Slab>(t, nova, `${PATH}?page=2`);
    expect(second.items.map((s) => s.name)).toEqual(['Band 10', 'Band 11']);

    expect((await getList<Slab>(t, nova, `${PATH}?search=band%200`)).total).toBe(10);
    expect((await getList<Slab>(t, nova, `${PATH}?search=%25`)).total).toBe(0);
    const sea = await getList<Slab>(t, nova, `${PATH}?type=sea`);
    expect(sea.items.map((s) => s.name)).toEqual(['Band 08', 'Band 09', 'Band 10', 'Band 11']);
    const seaLbs = await getList<Slab>(t, nova, `${PATH}?type=sea&measurementIn=Lbs`);
    expect(seaLbs.items.map((s) => s.name)).toEqual(['Band 09', 'Band 11']);
    const heaviest = await getList<Slab>(t, nova, `${PATH}?sort=max&order=desc&pageSize=2`);
    expect(heaviest.items.map((s) => s.name)).toEqual(['Band 11', 'Band 10']);
    const byName = await getList<Slab>(t, nova, `${PATH}?sort=name&order=desc&pageSize=1`);
    expect(byName.items[0]?.name).toBe('Band 11');

    for (const query of ['type=rail', 'measurementIn=kg', 'sort=weight', 'page=0', 'pageSize=1000', 'x=1']) {
      const res = await injectAs(t, 'GET', `${PATH}?${query}`, nova);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('SPEC §7 weight slab data', () => {
  it('answers data.items of the type, lightest first, each with its display name', async () => {
    const company = (await t.login('swift.vendor')).token;
    await create(nova, { type: 'sea', name: 'Other company', min: 0, max: 1, measurementIn: 'Kgs' });
    expect((await injectAs(t, 'GET', weightSlabDataPath('air'), company)).json()).toEqual({
      success: true,
      data: { items: [] },
    });

    const air = (await injectAs(t, 'GET', weightSlabDataPath('air'), oceanic)).json();
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
      (await injectAs(t, 'GET', url, oceanic)).json().data.items.map((s: Slab) => s.name);
    // /sea: the slabs without a size; /sea/{id}: that size's and those.
    expect(await names(weightSlabDataPath('sea'))).toEqual(['Inside at sea']);
    expect(await names(weightSlabDataPath('sea', size20))).toEqual(['20 ft light', 'Inside at sea']);
    expect(await names(weightSlabDataPath('sea', size40))).toEqual(['40 ft light', 'Inside at sea']);
    expect((await injectAs(t, 'GET', weightSlabDataPath('sea', 2_147_483_000), oceanic)).statusCode).toBe(
      404,
    );
    expect((await injectAs(t, 'GET', `${WEIGHT_SLAB_PATHS.dataSea}/abc`, oceanic)).statusCode).toBe(400);
  });

  it('is open to any signed-in user of the company; the master needs the Masters permissions', async () => {
    const sales = (await t.login('ffd.sales')).token;
    expect((await injectAs(t, 'GET', weightSlabDataPath('air'), sales)).json().data.items).toHaveLength(4);
    expect((await injectAs(t, 'GET', PATH, sales)).statusCode).toBe(403);
    expect((await injectAs(t, 'GET', weightSlabDataPath('air'))).statusCode).toBe(401);

    // The Pricing Executive holds view-masters: reads, but may not write.
    const pricing = (await t.login('ffd.pricing')).token;
    expect((await getList<Slab>(t, pricing, PATH)).total).toBeGreaterThan(0);
    const refused = await injectAs(t, 'POST', PATH, pricing, {
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
    const mine = await create(oceanic, {
      type: 'air',
      name: 'Oceanic only',
      min: 0,
      max: 1,
      measurementIn: 'Lbs',
    });
    const ids = (items: Slab[]) => items.map((s) => s.id);
    expect(ids((await getList<Slab>(t, horizon, PATH)).items)).not.toContain(mine.id);
    expect(ids((await injectAs(t, 'GET', weightSlabDataPath('air'), horizon)).json().data.items)).toEqual([]);

    const before = await countRows(t.db);
    const body = { type: 'air', name: 'Taken over', min: 0, max: 1, measurementIn: 'Lbs' };
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const res = await injectAs(t, method, `${PATH}/${mine.id}`, horizon, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await injectAs(t, 'GET', `${PATH}/${mine.id}`, oceanic)).json().data.item.name).toBe(
      'Oceanic only',
    );

    // The same range in another company is no overlap: each company has its own scale.
    await create(horizon, body);
  });
});

describe('hostile bodies', () => {
  const valid = { type: 'air', name: 'Hostile', min: 900000, measurementIn: 'Kgs' };
  const cases: HostileCase[] = [
    { name: 'missing type', body: { ...valid, type: undefined }, field: 'type' },
    { name: 'unknown type', body: { ...valid, type: 'rail' }, field: 'type' },
    { name: 'number name', body: { ...valid, name: 42 }, field: 'name' },
    { name: 'object name', body: { ...valid, name: { $ne: '' } }, field: 'name' },
    { name: '10k name', body: { ...valid, name: LONG }, field: 'name' },
    { name: 'NUL in name', body: { ...valid, name: NUL }, field: 'name' },
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
    { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
    { name: 'id', body: { ...valid, id: 1 }, field: 'id' },
    { name: 'displayName', body: { ...valid, displayName: '0 Kgs +' }, field: 'displayName' },
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
    const slab = await create(oceanic, {
      type: 'air',
      name: 'Target',
      min: 500000,
      max: 600000,
      measurementIn: 'Lbs',
    });
    await expectHostileRefused(t, oceanic, 'PUT', `${PATH}/${slab.id}`, cases);
    expect((await injectAs(t, 'GET', `${PATH}/${slab.id}`, oceanic)).json().data.item).toEqual(slab);
  });
});
