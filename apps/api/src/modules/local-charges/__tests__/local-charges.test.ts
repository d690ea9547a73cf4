import { COMPANY_MASTERS_PATHS, type LocalCharge, RATE_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeleted,
  expectForbiddenDeletion,
  type RecordCalls,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin, type TestUser } from '../../../test/factories';
import {
  type ChargeReferences,
  createLocalCharge,
  createNamed,
  createWeightSlab,
  dayFrom,
  expectFiledHiddenFromOtherCompany,
  localChargeBody,
  startRatesTest,
} from '../../../test/rate-factories';
import { expectFieldError } from '../../../test/responses';
import type { TestApp } from '../../../test/test-app';

const PATH = RATE_PATHS.localCharges;

let t: TestApp;
let refs: ChargeReferences;
let owner: TestUser;
let other: TestUser;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, refs, owner, other, calls } = await startRatesTest(PATH));
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => localChargeBody(t, refs, overrides);

describe('local charges', () => {
  it('creates, reads, updates and deletes a charge at the company port, naming what it points at', async () => {
    const port = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(owner.token, {
      type: 'sea',
      code: 'AEQLC',
      name: 'Oceanic Wharf',
      countryCode: 'AE',
    });
    const created = await calls.create<LocalCharge>(owner.token, body({ portId: port.id }));
    expect(created).toMatchObject({
      mode: 'sea',
      portType: 'destination',
      portId: port.id,
      portKind: 'sea',
      portCode: 'AEQLC',
      portName: 'Oceanic Wharf',
      label: 'Terminal Handling',
      basis: 'perContainer',
      rate: '320.00',
      buyRate: '250.50',
      currency: 'USD',
      commodityType: 'GNRL',
      containerSizeId: refs.containerSizeIds[0],
      containerSize: expect.any(String),
      weightSlabId: null,
      shippingCompanyId: refs.seaLineId,
      shippingLineName: expect.any(String),
      incotermCode: 'CIF',
      remarks: 'Per box, both ways',
    });
    expect(await calls.item(owner.token, created.id)).toEqual(created);

    // The sell rate left empty: the customer's tier margin prices it.
    const updated = await expectUpdated(created.id, body({ portId: port.id, rate: '', portType: 'origin' }));
    expect(updated).toMatchObject({ rate: null, portType: 'origin' });
    await expectDeleted(t, PATH, owner.token, created.id);
  });

  it('keeps an air charge per weight slab of the company', async () => {
    const slab = await createWeightSlab(t, { companyId: owner.company.id });
    const created = await calls.create<LocalCharge>(
      owner.token,
      body({
        mode: 'air',
        portId: refs.airPortIds[0],
        basis: 'perKg',
        containerSizeId: null,
        weightSlabId: slab.id,
        shippingCompanyId: refs.airLineId,
      }),
    );
    expect(created).toMatchObject({ mode: 'air', weightSlabId: slab.id, weightSlabName: slab.name });
    await calls.remove(owner.token, created.id);
  });

  it.each([
    ['no charge name', { label: '  ' }, 400, 'label', 'Charge Name is required'],
    ['no port', { portId: null }, 400, 'portId', 'Port is required'],
    ['no port type', { portType: '' }, 400, 'portType', 'Port Type is required'],
    [
      'an unknown port type',
      { portType: 'transit' },
      400,
      'portType',
      'Port Type must be Origin or Destination',
    ],
    ['a negative sell rate', { rate: '-1' }, 400, 'rate', 'Sell Rate must be 0 or more'],
    ['a negative buy rate', { buyRate: -5 }, 400, 'buyRate', 'Buy Rate must be 0 or more'],
    ['three decimals', { buyRate: '1.005' }, 400, 'buyRate', 'Buy Rate must have at most 2 decimals'],
    ['no buy rate', { buyRate: '' }, 400, 'buyRate', 'Buy Rate is required'],
    ['a text rate', { rate: 'ten' }, 400, 'rate', 'Sell Rate must be a number'],
    ['no valid from', { validFrom: '' }, 400, 'validFrom', 'Valid From is required'],
    ['a bad date', { validTill: '2026-02-30' }, 400, 'validTill', 'Valid Till must be a date (YYYY-MM-DD)'],
    [
      'till before from',
      { validTill: '2020-01-01' },
      400,
      'validTill',
      'Valid Till must be on or after Valid From',
    ],
    ['no currency', { currency: '' }, 400, 'currency', 'Currency is required'],
    ['an unknown currency', { currency: 'XYZ' }, 404, 'currency', 'Currency not found'],
    [
      'an unknown commodity',
      { commodityType: 'FOOD' },
      400,
      'commodityType',
      'Commodity Type must be GNRL, HZMT or TEMP',
    ],
    ['an unknown incoterm', { incotermCode: 'ZZZ' }, 404, 'incotermCode', 'Incoterm not found'],
    ['no basis', { basis: '' }, 400, 'basis', 'Basis is required'],
    ['a missing port', { portId: 999_999 }, 404, 'portId', 'Port not found'],
    ['a negative port id', { portId: -1 }, 400, 'portId', 'Port is not valid'],
    ['a missing line', { shippingCompanyId: 999_999 }, 404, 'shippingCompanyId', 'Shipping Line not found'],
    [
      'a missing container size',
      { containerSizeId: 999_999 },
      404,
      'containerSizeId',
      'Container Size not found',
    ],
    [
      'a slab on a sea charge',
      { weightSlabId: 5 },
      400,
      'weightSlabId',
      'Weight Slab is for air charges; a sea charge names a Container Size',
    ],
    ['a field the form has not', { portCode: 'AEJEA' }, 400, 'portCode', 'Unknown field: portCode'],
  ])('refuses %s, naming the field', async (_name, overrides, status, field, message) => {
    const error = expectFieldError(await calls.post(owner.token, body(overrides)), status, field);
    expect(error.defaultMessage).toBe(message);
  });

  it('refuses ports and lines that do not fit the mode, and an air charge per container', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ portId: refs.airPortIds[0] }, 'portId', 'Port must be a sea port or a dry port for a sea charge'],
      [
        { shippingCompanyId: refs.airLineId },
        'shippingCompanyId',
        'Shipping Line must be an ocean carrier for a sea charge',
      ],
      [
        { mode: 'air', portId: refs.airPortIds[0], containerSizeId: null, shippingCompanyId: null },
        'basis',
        'Basis Per Container is for sea charges',
      ],
      [
        { mode: 'air', portId: refs.airPortIds[0], basis: 'perKg', shippingCompanyId: null },
        'containerSizeId',
        'Container Size is for sea charges; an air charge names a Weight Slab',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const error = expectFieldError(await calls.post(owner.token, body(overrides)), 400, field);
      expect(error.defaultMessage).toBe(message);
    }
  });

  it("keeps another company's port, slab and charges out of reach (404)", async () => {
    const foreignPort = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(other.token, {
      type: 'sea',
      code: 'AEQLD',
      name: 'Elsewhere Quay',
      countryCode: 'AE',
    });
    expectFieldError(await calls.post(owner.token, body({ portId: foreignPort.id })), 404, 'portId');
    const foreignSlab = await createWeightSlab(t, { companyId: other.company.id });
    expectFieldError(
      await calls.post(
        owner.token,
        body({
          mode: 'air',
          portId: refs.airPortIds[0],
          basis: 'perKg',
          containerSizeId: null,
          weightSlabId: foreignSlab.id,
          shippingCompanyId: null,
        }),
      ),
      404,
      'weightSlabId',
    );

    await expectFiledHiddenFromOtherCompany(t, PATH, { owner, other }, body({ label: 'Owner only' }), body());
  });

  it("refuses deleting the company port a charge uses ('Forbidden Deletion')", async () => {
    const port = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(owner.token, {
      type: 'dry',
      code: 'AEQLE',
      name: 'Oceanic Inland Depot',
      countryCode: 'AE',
    });
    const charge = await calls.create(owner.token, body({ portId: port.id }));
    await expectForbiddenDeletion(
      t,
      COMPANY_MASTERS_PATHS.ports,
      owner.token,
      port.id,
      /^This port is used by local charges and cannot be deleted\.$/,
    );
    await calls.remove(owner.token, charge.id);
    await expectDeleted(t, COMPANY_MASTERS_PATHS.ports, owner.token, port.id);
  });
});

async function expectUpdated(id: number, next: object) {
  const res = await calls.put(owner.token, id, next);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { item: LocalCharge } }>().data.item;
}

describe('the local-charges list', () => {
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const user = await createAdmin(t);
    token = user.token;
    const companyId = user.company.id;
    const current = { companyId, validFrom: dayFrom(t, -10), validTill: dayFrom(t, 10) };
    Object.assign(
      ids,
      await createNamed((row) => createLocalCharge(t, row), {
        thc: {
          ...current,
          label: 'THC',
          portId: refs.seaPortIds[0],
          portType: 'destination',
          shippingCompanyId: refs.seaLineId,
          buyRate: '300',
        },
        bl: { ...current, label: 'B/L Fee', portId: refs.seaPortIds[1], buyRate: '50' },
        expired: {
          ...current,
          label: 'Old THC',
          portId: refs.seaPortIds[0],
          validFrom: dayFrom(t, -100),
          validTill: dayFrom(t, -1),
        },
        air: { ...current, mode: 'air', label: 'Screening', portId: refs.airPortIds[0] },
      }),
    );
    for (let i = 0; i < 9; i++) {
      await createLocalCharge(t, { ...current, label: `Bulk ${i}`, portId: refs.seaPortIds[1] });
    }
  });

  const listIds = async (query: string) => (await calls.list(token, query)).items.map((i) => i.id);

  it('pages by 10, the newest first', async () => {
    const page = await calls.list(token);
    expect(page).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(page.items).toHaveLength(10);
  });

  it('searches the charge name and the port, and filters', async () => {
    expect(await listIds('?search=thc&sort=label&order=asc')).toEqual([ids.expired, ids.thc]);
    expect(await listIds('?mode=air')).toEqual([ids.air]);
    expect(await listIds('?portType=destination')).toEqual([ids.thc]);
    expect(await listIds(`?shippingCompanyId=${refs.seaLineId}`)).toEqual([ids.thc]);
    expect(await listIds(`?portId=${refs.seaPortIds[0]}&sort=buyRate&order=desc`)).toEqual([
      ids.thc,
      ids.expired,
    ]);
    expect(await listIds('?validity=expired')).toEqual([ids.expired]);
    expect(await listIds('?validity=current&search=thc')).toEqual([ids.thc]);
  });

  it('refuses unknown filters and sorts with 400 on the field', async () => {
    expectFieldError(await t.as(token).get(`${PATH}?validity=soon`), 400, 'validity');
    expectFieldError(await t.as(token).get(`${PATH}?portType=transit`), 400, 'portType');
    expectFieldError(await t.as(token).get(`${PATH}?sort=price`), 400, 'sort');
    expectFieldError(await t.as(token).get(`${PATH}?portId=abc`), 400, 'portId');
  });
});
