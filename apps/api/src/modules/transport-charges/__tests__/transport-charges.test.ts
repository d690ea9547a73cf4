import { COMPANY_MASTERS_PATHS, RATE_PATHS, type TransportCharge } from '@fastforward/domain';
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
  createNamed,
  createTransportCharge,
  dayFrom,
  expectFiledHiddenFromOtherCompany,
  startRatesTest,
  transportChargeBody,
} from '../../../test/rate-factories';
import { expectFieldError } from '../../../test/responses';
import type { TestApp } from '../../../test/test-app';

const PATH = RATE_PATHS.transportCharges;

let t: TestApp;
let refs: ChargeReferences;
let owner: TestUser;
let other: TestUser;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, refs, owner, other, calls } = await startRatesTest(PATH));
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => transportChargeBody(t, refs, overrides);

const createCity = (token: string, name: string) =>
  recordCalls(t, COMPANY_MASTERS_PATHS.cities).create(token, { countryCode: 'AE', name, timeZone: null });

describe('transport charges', () => {
  it('creates a port to custom point leg, naming Point A and Point B, then updates and deletes it', async () => {
    const created = await calls.create<TransportCharge>(owner.token, body());
    expect(created).toMatchObject({
      transportPoints: 'destinationPortToCustomPoint',
      transportType: 'road',
      portType: 'destination',
      portId: refs.seaPortIds[0],
      customPointId: refs.dryPortId,
      cityId: null,
      rate: null,
      buyRate: '400.00',
      pointA: expect.stringMatching(/^\S+ — .+/),
      pointB: expect.stringMatching(/^\S+ — .+/),
    });
    expect(await calls.item(owner.token, created.id)).toEqual(created);

    const city = await createCity(owner.token, 'Oceanic Town');
    const res = await calls.put(
      owner.token,
      created.id,
      body({
        transportPoints: 'originPlaceToPort',
        transportType: 'railway',
        customPointId: null,
        cityId: city.id,
        rate: '450',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { item: TransportCharge } }>().data.item).toMatchObject({
      portType: 'origin',
      transportType: 'railway',
      cityId: city.id,
      pointA: 'Oceanic Town, AE',
      rate: '450.00',
    });
    await expectDeleted(t, PATH, owner.token, created.id);
    await expectDeleted(t, COMPANY_MASTERS_PATHS.cities, owner.token, city.id);
  });

  it.each([
    ['no type', { transportPoints: '' }, 'transportPoints', 'Type (Point A to B) is required'],
    [
      'an unknown type',
      { transportPoints: 'portToMoon' },
      'transportPoints',
      'Type (Point A to B) is not valid',
    ],
    ['no transport type', { transportType: null }, 'transportType', 'Transport Type is required'],
    [
      'a ship as transport',
      { transportType: 'sea' },
      'transportType',
      'Transport Type must be Railway or Road',
    ],
    ['no Point A', { portId: null }, 'portId', 'Point A is required'],
    ['no Point B', { customPointId: '' }, 'customPointId', 'Point B is required'],
    ['a third end', { cityId: 1 }, 'cityId', 'Place is not an end of Port to Custom Point (At Destination)'],
    ['no charge name', { label: '' }, 'label', 'Charge Name is required'],
    ['a negative sell rate', { rate: '-0.5' }, 'rate', 'Sell Rate must be 0 or more'],
    [
      'till before from',
      { validTill: '2000-01-01' },
      'validTill',
      'Valid Till must be on or after Valid From',
    ],
  ])('refuses %s, naming the field', async (_name, overrides, field, message) => {
    const error = expectFieldError(await calls.post(owner.token, body(overrides)), 400, field);
    expect(error.defaultMessage).toBe(message);
  });

  it('refuses ends of the wrong kind or missing, naming Point A or Point B', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { customPointId: refs.seaPortIds[1] },
        400,
        'customPointId',
        'Point B must be a dry port (custom point)',
      ],
      [{ portId: refs.dryPortId }, 400, 'portId', 'Point A must be a sea port for a sea charge'],
      [{ portId: 999_999 }, 404, 'portId', 'Point A not found'],
      [
        { transportPoints: 'destinationCustomPointToFinalPlace', portId: null, cityId: 999_999 },
        404,
        'cityId',
        'Point B not found',
      ],
    ];
    for (const [overrides, status, field, message] of cases) {
      const error = expectFieldError(await calls.post(owner.token, body(overrides)), status, field);
      expect(error.defaultMessage).toBe(message);
    }
  });

  it("keeps another company's city and charges out of reach (404)", async () => {
    const foreignCity = await createCity(other.token, 'Elsewhere');
    expectFieldError(
      await calls.post(
        owner.token,
        body({ transportPoints: 'destinationPortToFinalPlace', customPointId: null, cityId: foreignCity.id }),
      ),
      404,
      'cityId',
    );
    await expectFiledHiddenFromOtherCompany(t, PATH, { owner, other }, body({ label: 'Owner only' }), body());
  });

  it("refuses deleting the company city or port a charge uses ('Forbidden Deletion')", async () => {
    const city = await createCity(owner.token, 'Oceanic Village');
    const port = await recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(owner.token, {
      type: 'sea',
      code: 'AEQTC',
      name: 'Oceanic Jetty',
      countryCode: 'AE',
    });
    await calls.create(
      owner.token,
      body({
        transportPoints: 'destinationPortToFinalPlace',
        portId: port.id,
        customPointId: null,
        cityId: city.id,
      }),
    );
    await expectForbiddenDeletion(
      t,
      COMPANY_MASTERS_PATHS.cities,
      owner.token,
      city.id,
      /^This city is used by transport charges and cannot be deleted\.$/,
    );
    await expectForbiddenDeletion(
      t,
      COMPANY_MASTERS_PATHS.ports,
      owner.token,
      port.id,
      /^This port is used by transport charges and cannot be deleted\.$/,
    );
  });
});

describe('the transport-charges list', () => {
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const user = await createAdmin(t);
    token = user.token;
    const companyId = user.company.id;
    const current = { companyId, validFrom: dayFrom(t, -10), validTill: dayFrom(t, 10) };
    Object.assign(
      ids,
      await createNamed((row) => createTransportCharge(t, row), {
        road: {
          ...current,
          label: 'Trucking to ICD',
          transportPoints: 'destinationPortToCustomPoint',
          portId: refs.seaPortIds[0],
          customPointId: refs.dryPortId,
        },
        rail: {
          ...current,
          label: 'Rail from ICD',
          transportPoints: 'originCustomPointToPort',
          transportType: 'railway',
          portId: refs.seaPortIds[1],
          customPointId: refs.dryPortId,
        },
        expired: {
          ...current,
          label: 'Old delivery',
          transportPoints: 'destinationCustomPointToFinalPlace',
          customPointId: refs.dryPortId,
          cityId: refs.cityId,
          validFrom: dayFrom(t, -60),
          validTill: dayFrom(t, -30),
        },
      }),
    );
  });

  const listIds = async (query: string) => (await calls.list(token, query)).items.map((i) => i.id);

  it('filters by port type (the leg side), type, transport type, port and validity', async () => {
    expect(await listIds('?sort=label&order=asc')).toEqual([ids.expired, ids.rail, ids.road]);
    expect(await listIds('?portType=origin')).toEqual([ids.rail]);
    expect(await listIds('?portType=destination&sort=label&order=asc')).toEqual([ids.expired, ids.road]);
    expect(await listIds('?transportPoints=destinationPortToCustomPoint')).toEqual([ids.road]);
    expect(await listIds('?transportType=railway')).toEqual([ids.rail]);
    expect(await listIds(`?portId=${refs.seaPortIds[0]}`)).toEqual([ids.road]);
    expect(await listIds('?validity=expired')).toEqual([ids.expired]);
    expect(await listIds('?search=icd&sort=label&order=asc')).toEqual([ids.rail, ids.road]);
  });

  it('names the ends of a place leg and refuses unknown filters', async () => {
    const [expired] = (await calls.list<TransportCharge>(token, '?validity=expired')).items;
    expect(expired).toMatchObject({
      pointA: expect.stringMatching(/^\S+ — .+/),
      pointB: expect.stringMatching(/, AE$/),
    });
    expectFieldError(await t.as(token).get(`${PATH}?transportType=ship`), 400, 'transportType');
    expectFieldError(await t.as(token).get(`${PATH}?transportPoints=x`), 400, 'transportPoints');
  });
});
