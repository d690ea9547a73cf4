import {
  COMPANY_MASTERS_PATHS,
  RATE_PATHS,
  VALID_RATE_EXPORT_MAX_ROWS,
  type ValidRate,
  VENDOR_PATHS,
  WEIGHT_SLAB_PATHS,
} from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeleted,
  expectForbiddenDeletion,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  type RecordCalls,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin, type TestUser } from '../../../test/factories';
import { type HostileCase, NUL } from '../../../test/organisation';
import {
  createValidRate,
  createVendor,
  createWeightSlab,
  dayFrom,
  type RateReferences,
  startRatesTest,
} from '../../../test/rate-factories';
import { expectFieldError } from '../../../test/responses';
import type { TestApp } from '../../../test/test-app';
import { VALID_RATE_EXPORT_HEADERS } from '../valid-rates.export';

const PATH = RATE_PATHS.validRates;
const EXPORT = RATE_PATHS.validRatesExport;

let t: TestApp;
let refs: RateReferences;
let owner: TestUser;
let other: TestUser;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, refs, owner, other, calls } = await startRatesTest(PATH));
});
afterAll(() => t.close());

const day = (offset: number) => dayFrom(t, offset);

const seaBody = (overrides: Record<string, unknown> = {}) => ({
  mode: 'sea',
  originPortId: refs.seaPortIds[0],
  destinationPortId: refs.seaPortIds[1],
  shippingCompanyId: refs.seaLineId,
  containerSizeId: refs.containerSizeIds[0],
  commodityType: 'GNRL',
  buyRate: '1250.50',
  sellRate: '1400',
  currency: 'USD',
  validFrom: day(0),
  validTill: day(30),
  transitDays: 21,
  freeDays: 7,
  incotermCode: 'FOB',
  remarks: 'Weekly service',
  ...overrides,
});

/** The rows of an .xlsx answer, header first, as plain values. */
async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return rows;
}

const exportAs = (token: string, query = '') => t.as(token).get(`${EXPORT}${query}`);

describe('valid rates', () => {
  it('creates, reads, updates and deletes a sea rate on the company port and line, naming what it points at', async () => {
    const port = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(owner.token, {
      type: 'dry',
      code: 'AEQRA',
      name: 'Oceanic Inland Depot',
      countryCode: 'AE',
    });
    const line = await recordCalls(t, COMPANY_MASTERS_PATHS.shippingLines).create(owner.token, {
      name: 'Oceanic Feeder',
      shippingMode: 'sea',
    });
    const vendor = await createVendor(t, { companyId: owner.company.id, name: 'Gulf Rates Ltd' });
    const body = seaBody({ originPortId: port.id, shippingCompanyId: line.id, vendorId: vendor.id });

    const created = await calls.create<ValidRate>(owner.token, body);
    expect(created).toMatchObject({
      ...body,
      buyRate: '1250.50',
      sellRate: '1400.00',
      originPortCode: 'AEQRA',
      originPortName: 'Oceanic Inland Depot',
      shippingLineName: 'Oceanic Feeder',
      vendorName: 'Gulf Rates Ltd',
      weightSlabId: null,
      weightSlabName: null,
      importId: null,
    });
    expect(created.containerSize).toBeTruthy();
    expect(created.destinationPortCode).toBeTruthy();

    t.clock.advance(60_000);
    const changed = seaBody({ buyRate: 0, sellRate: '', validTill: day(90), remarks: '', vendorId: null });
    const updated = await calls.put(owner.token, created.id, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    const read = await calls.item<ValidRate>(owner.token, created.id);
    expect(read).toMatchObject({
      buyRate: '0.00',
      sellRate: null,
      remarks: null,
      vendorId: null,
      vendorName: null,
    });
    expect(read.validTill).toBe(day(90));
    expect(read.createdAt).toBe(created.createdAt);
    expect(Date.parse(read.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    await expectDeleted(t, PATH, owner.token, created.id);
  });

  it('prices an air rate by the company weight slab, never by a container size', async () => {
    const slab = await createWeightSlab(t, { companyId: owner.company.id, name: '-45' });
    const body = seaBody({
      mode: 'air',
      originPortId: refs.airPortIds[0],
      destinationPortId: refs.airPortIds[1],
      shippingCompanyId: refs.airLineId,
      containerSizeId: null,
      weightSlabId: slab.id,
      buyRate: '3.45',
      sellRate: null,
    });
    const created = await calls.create<ValidRate>(owner.token, body);
    expect(created).toMatchObject({
      mode: 'air',
      weightSlabName: '-45',
      containerSize: null,
      sellRate: null,
    });
    await calls.remove(owner.token, created.id);
  });

  it('refuses each bad field with a 4xx naming it and the SPEC label, storing nothing', async () => {
    const airSlab = await createWeightSlab(t, { companyId: owner.company.id });
    const seaSlab = await createWeightSlab(t, { companyId: owner.company.id, type: 'sea' });
    const foreignSlab = await createWeightSlab(t, { companyId: other.company.id });
    const foreignVendor = await createVendor(t, { companyId: other.company.id });
    const foreignPort = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(other.token, {
      type: 'sea',
      code: 'AEQRB',
      name: 'Horizon Quay',
      countryCode: 'AE',
    });
    const air = {
      mode: 'air',
      originPortId: refs.airPortIds[0],
      destinationPortId: refs.airPortIds[1],
      shippingCompanyId: refs.airLineId,
      containerSizeId: null,
    };
    const cases: [string, Record<string, unknown>, number, string, string?][] = [
      ['negative buy rate', { buyRate: '-1' }, 400, 'buyRate', 'Buy Rate must be 0 or more'],
      ['negative number buy rate', { buyRate: -0.5 }, 400, 'buyRate', 'Buy Rate must be 0 or more'],
      ['three decimals', { buyRate: '10.125' }, 400, 'buyRate', 'Buy Rate must have at most 2 decimals'],
      ['text buy rate', { buyRate: '12,50' }, 400, 'buyRate', 'Buy Rate must be a number'],
      ['no buy rate', { buyRate: '' }, 400, 'buyRate', 'Buy Rate is required'],
      ['huge buy rate', { buyRate: '1000000000000' }, 400, 'buyRate'],
      ['negative sell rate', { sellRate: '-5' }, 400, 'sellRate', 'Sell Rate must be 0 or more'],
      [
        'till before from',
        { validTill: day(-1) },
        400,
        'validTill',
        'Valid Till must be on or after Valid From',
      ],
      ['not a date', { validFrom: '31/12/2030' }, 400, 'validFrom', 'Valid From must be a date (YYYY-MM-DD)'],
      ['366 transit days', { transitDays: 366 }, 400, 'transitDays'],
      [
        'negative free days',
        { freeDays: -1 },
        400,
        'freeDays',
        'Free Days must be a whole number from 0 to 365',
      ],
      ['unknown mode', { mode: 'rail' }, 400, 'mode'],
      ['unknown commodity type', { commodityType: 'FOOD' }, 400, 'commodityType'],
      ['no container size on sea', { containerSizeId: null }, 400, 'containerSizeId'],
      ['a slab on sea', { weightSlabId: airSlab.id }, 400, 'weightSlabId'],
      ['no slab on air', { ...air }, 400, 'weightSlabId', 'Weight Slab is required for an air rate'],
      [
        'a size on air',
        { ...air, containerSizeId: refs.containerSizeIds[0], weightSlabId: airSlab.id },
        400,
        'containerSizeId',
      ],
      ['a sea slab on air', { ...air, weightSlabId: seaSlab.id }, 400, 'weightSlabId'],
      ['another company slab', { ...air, weightSlabId: foreignSlab.id }, 404, 'weightSlabId'],
      ['same origin and destination', { destinationPortId: refs.seaPortIds[0] }, 400, 'destinationPortId'],
      ['an airport on sea', { originPortId: refs.airPortIds[0] }, 400, 'originPortId'],
      [
        'a sea port on air',
        { ...air, weightSlabId: airSlab.id, destinationPortId: refs.seaPortIds[1] },
        400,
        'destinationPortId',
      ],
      ['an airline on sea', { shippingCompanyId: refs.airLineId }, 400, 'shippingCompanyId'],
      ['another company port', { originPortId: foreignPort.id }, 404, 'originPortId'],
      ['a missing port', { destinationPortId: 2_000_000_000 }, 404, 'destinationPortId'],
      ['a missing line', { shippingCompanyId: 2_000_000_000 }, 404, 'shippingCompanyId'],
      ['no line', { shippingCompanyId: null }, 400, 'shippingCompanyId', 'Shipping Line is required'],
      ['a missing size', { containerSizeId: 2_000_000_000 }, 404, 'containerSizeId'],
      ['another company vendor', { vendorId: foreignVendor.id }, 404, 'vendorId'],
      ['a bad currency', { currency: 'US' }, 400, 'currency'],
      ['an unknown currency', { currency: 'ZZZ' }, 404, 'currency'],
      ['an unknown incoterm', { incotermCode: 'ZZZ' }, 404, 'incotermCode'],
      ['NUL in remarks', { remarks: NUL }, 400, 'remarks'],
      ['a company id', { companyId: other.company.id }, 400, 'companyId'],
    ];
    for (const [name, overrides, status, field, message] of cases) {
      const error = expectFieldError(await calls.post(owner.token, seaBody(overrides)), status, field);
      if (message) expect(error.defaultMessage, name).toBe(message);
    }
    // The same refusals on update, the rate left as it was, and nothing stored either way.
    await expectHostileRefusedOnWrites(
      t,
      owner.token,
      PATH,
      cases.map(([name, overrides, , field]): HostileCase => ({ name, body: seaBody(overrides), field })),
      seaBody(),
    );
  });

  it('hides a rate from another company: 404 on read, update and delete, never listed or exported', async () => {
    const rate = await calls.create(owner.token, seaBody({ remarks: 'Owner only' }));
    await expectHiddenFromOtherCompany(t, PATH, {
      id: rate.id,
      ownerToken: owner.token,
      otherToken: other.token,
      body: seaBody(),
    });
    const exported = await readSheet((await exportAs(other.token)).rawPayload);
    expect(exported.flatMap((row) => row.values as unknown[])).not.toContain('Owner only');
    await calls.remove(owner.token, rate.id);
  });

  it("refuses deleting the company port, line, weight slab or vendor a rate uses ('Forbidden Deletion')", async () => {
    const port = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(owner.token, {
      type: 'sea',
      code: 'AEQRC',
      name: 'Oceanic Quay',
      countryCode: 'AE',
    });
    const line = await recordCalls(t, COMPANY_MASTERS_PATHS.shippingLines).create(owner.token, {
      name: 'Oceanic Air Cargo',
      shippingMode: 'air',
    });
    const slab = await createWeightSlab(t, { companyId: owner.company.id });
    const vendor = await createVendor(t, { companyId: owner.company.id });
    await calls.create(owner.token, seaBody({ destinationPortId: port.id, vendorId: vendor.id }));
    await calls.create(
      owner.token,
      seaBody({
        mode: 'air',
        originPortId: refs.airPortIds[0],
        destinationPortId: refs.airPortIds[1],
        shippingCompanyId: line.id,
        containerSizeId: null,
        weightSlabId: slab.id,
      }),
    );
    const refused: [string, number, string][] = [
      [COMPANY_MASTERS_PATHS.ports, port.id, 'port'],
      [COMPANY_MASTERS_PATHS.shippingLines, line.id, 'shipping line'],
      [WEIGHT_SLAB_PATHS.weightSlabs, slab.id, 'weight slab'],
      [VENDOR_PATHS.list, vendor.id, 'vendor'],
    ];
    for (const [path, id, word] of refused) {
      await expectForbiddenDeletion(
        t,
        path,
        owner.token,
        id,
        new RegExp(`^This ${word} is used by valid rates and cannot be deleted\\.$`),
      );
    }
  });
});

describe('the valid-rates list', () => {
  let token: string;
  let companyId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const user = await createAdmin(t);
    token = user.token;
    companyId = user.company.id;
    const vendor = await createVendor(t, { companyId, name: 'Lane Vendor' });
    const slab = await createWeightSlab(t, { companyId, name: '45-100' });
    const rate = (
      name: string,
      values: Parameters<typeof createValidRate>[1] extends infer O ? Partial<O> : never,
    ) =>
      createValidRate(t, { companyId, refs, ...values }).then((row) => {
        ids[name] = row.id;
      });
    // Buy rates and validity windows chosen so each sort and each validity gives one order.
    await rate('current', {
      buyRate: '500.00',
      validFrom: day(-10),
      validTill: day(60),
      vendorId: vendor.id,
    });
    await rate('expiring', { buyRate: '300.00', validFrom: day(-10), validTill: day(5) });
    await rate('expiringLater', {
      buyRate: '800.00',
      validFrom: day(-1),
      validTill: day(20),
      containerSizeId: refs.containerSizeIds[1],
    });
    await rate('expired', { buyRate: '100.00', validFrom: day(-60), validTill: day(-1) });
    await rate('upcoming', { buyRate: '900.00', validFrom: day(1), validTill: day(120) });
    await rate('reverse', {
      buyRate: '700.00',
      originPortId: refs.seaPortIds[1],
      destinationPortId: refs.seaPortIds[0],
      validFrom: day(0),
      validTill: day(0),
    });
    await rate('air', { mode: 'air', weightSlabId: slab.id, buyRate: '4.50', validTill: day(100) });
    ids.vendor = vendor.id;
    ids.slab = slab.id;
  });

  const list = (query: string) => calls.list<ValidRate>(token, query);
  const names = (items: { id: number }[]) =>
    items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);

  it('pages by 10 by default, newest first', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 10 });
    expect(names(page.items)[0]).toBe('air');
    expect((await list('?pageSize=3&page=3')).items).toHaveLength(1);
  });

  it('filters by lane, mode, line, vendor, container size and weight slab', async () => {
    const lane = `?originPortId=${refs.seaPortIds[1]}&destinationPortId=${refs.seaPortIds[0]}`;
    expect(names((await list(lane)).items)).toEqual(['reverse']);
    expect(names((await list('?mode=air')).items)).toEqual(['air']);
    expect((await list('?mode=sea')).total).toBe(6);
    expect((await list(`?shippingCompanyId=${refs.airLineId}`)).total).toBe(1);
    expect(names((await list(`?vendorId=${ids.vendor}`)).items)).toEqual(['current']);
    expect(names((await list(`?containerSizeId=${refs.containerSizeIds[1]}`)).items)).toEqual([
      'expiringLater',
    ]);
    expect(names((await list(`?weightSlabId=${ids.slab}`)).items)).toEqual(['air']);
    expectFieldError(await t.as(token).get(`${PATH}?originPortId=abc`), 400, 'originPortId');
    expectFieldError(await t.as(token).get(`${PATH}?mode=rail`), 400, 'mode');
  });

  it('searches port codes and names and line names', async () => {
    const rate = await calls.item<ValidRate>(token, ids.reverse as number);
    expect((await list(`?search=${encodeURIComponent(rate.originPortName)}`)).total).toBe(7 - 1);
    expect((await list(`?search=${encodeURIComponent(rate.shippingLineName as string)}`)).total).toBe(6);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it("filters by validity against the app's today: current, expiring in N days, expired, upcoming", async () => {
    const sorted = async (query: string) => names((await list(`${query}&pageSize=100`)).items).sort();
    expect(await sorted('?validity=current')).toEqual([
      'air',
      'current',
      'expiring',
      'expiringLater',
      'reverse',
    ]);
    expect(await sorted('?validity=expiring')).toEqual(['expiring', 'reverse']);
    expect(await sorted('?validity=expiring&expiringDays=30')).toEqual([
      'expiring',
      'expiringLater',
      'reverse',
    ]);
    expect(await sorted('?validity=expired')).toEqual(['expired']);
    expect(await sorted('?validity=upcoming')).toEqual(['upcoming']);
    expectFieldError(await t.as(token).get(`${PATH}?validity=soon`), 400, 'validity');
    expectFieldError(await t.as(token).get(`${PATH}?validity=expiring&expiringDays=-1`), 400, 'expiringDays');
  });

  it('sorts the four SPEC ways, whatever order is asked', async () => {
    const sea = '?mode=sea&pageSize=100';
    expect(names((await list(`${sea}&sort=rate_asc&order=desc`)).items)).toEqual([
      'expired',
      'expiring',
      'current',
      'reverse',
      'expiringLater',
      'upcoming',
    ]);
    expect(names((await list(`${sea}&sort=rate_desc`)).items)).toEqual([
      'upcoming',
      'expiringLater',
      'reverse',
      'current',
      'expiring',
      'expired',
    ]);
    expect(names((await list(`${sea}&sort=nearest_validity`)).items)).toEqual([
      'expired',
      'reverse',
      'expiring',
      'expiringLater',
      'current',
      'upcoming',
    ]);
    expect(names((await list(`${sea}&sort=longest_validity&order=asc`)).items)).toEqual([
      'upcoming',
      'current',
      'expiringLater',
      'expiring',
      'reverse',
      'expired',
    ]);
    expectFieldError(await t.as(token).get(`${PATH}?sort=price`), 400, 'sort');
  });
});

describe('the valid-rates export', () => {
  it('writes the filtered rates as .xlsx under the SPEC labels, the company only', async () => {
    const user = await createAdmin(t);
    const vendor = await createVendor(t, { companyId: user.company.id, name: '@Vendor' });
    await createValidRate(t, {
      companyId: user.company.id,
      refs,
      buyRate: '1250.50',
      sellRate: '1400.00',
      transitDays: 18,
      incotermCode: 'FOB',
      vendorId: vendor.id,
      remarks: '=HYPERLINK("http://evil.test","click")',
    });
    await createValidRate(t, { companyId: user.company.id, refs, buyRate: '10.00', remarks: '+1 -2' });
    await createValidRate(t, { companyId: other.company.id, refs, remarks: 'Another company' });

    const res = await exportAs(user.token, '?sort=rate_desc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="valid-rates-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(3);
    const header = ((rows[0]?.values ?? []) as unknown[]).slice(1);
    expect(header).toEqual(VALID_RATE_EXPORT_HEADERS);
    expect(header).toEqual(
      expect.arrayContaining(['Origin Port', 'Buy Rate', 'Sell Rate', 'Valid From', 'Valid Till']),
    );
    const cell = (row: number, heading: string) =>
      rows[row]?.getCell(header.indexOf(heading) + 1) as ExcelJS.Cell;

    expect(cell(1, 'Buy Rate').value).toBe(1250.5);
    expect(cell(1, 'Sell Rate').value).toBe(1400);
    expect(cell(1, 'Transit Days').value).toBe(18);
    expect(cell(1, 'Incoterm').value).toBe('FOB');
    expect(cell(1, 'Valid Till').value).toBe(day(30));
    // Text that a spreadsheet would run as a formula comes back as text that cannot.
    const remarks = cell(1, 'Remarks');
    expect(remarks.type).toBe(ExcelJS.ValueType.String);
    expect(remarks.formula).toBeUndefined();
    expect(remarks.value).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(cell(1, 'Vendor').value).toBe("'@Vendor");
    expect(cell(2, 'Remarks').value).toBe("'+1 -2");
    expect(cell(2, 'Buy Rate').value).toBe(10);
    expect(rows.flatMap((row) => row.values as unknown[])).not.toContain('Another company');

    // The list's search and filters apply: nothing matches, the header alone.
    const filtered = await readSheet((await exportAs(user.token, '?search=zzzz')).rawPayload);
    expect(filtered).toHaveLength(1);
    expectFieldError(await exportAs(user.token, '?validity=soon'), 400, 'validity');
    expectFieldError(await exportAs(user.token, '?page=2'), 400, 'page');
  });

  it(`refuses an export of more than ${VALID_RATE_EXPORT_MAX_ROWS} rates with a 400, before any byte of it`, async () => {
    const user = await createAdmin(t);
    const rate = await createValidRate(t, { companyId: user.company.id, refs });
    await t.db.execute(sql`
      insert into valid_rates (company_id, mode, origin_port_id, destination_port_id, shipping_company_id,
        container_size_id, commodity_type, buy_rate, currency, valid_from, valid_till)
      select company_id, mode, origin_port_id, destination_port_id, shipping_company_id, container_size_id,
        commodity_type, buy_rate, currency, valid_from, valid_till
        from valid_rates, generate_series(1, ${VALID_RATE_EXPORT_MAX_ROWS})
       where id = ${rate.id}`);
    const res = await exportAs(user.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().message).toMatch(
      /^An export holds at most 100000 rates and 100001 match: narrow the filters$/,
    );
    // Narrowed below the cap, it exports.
    expect((await exportAs(user.token, '?validity=expired')).statusCode).toBe(200);
  });
});
