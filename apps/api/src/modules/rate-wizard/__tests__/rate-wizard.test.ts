import {
  DEFAULT_ROUTE_LEGS,
  PERMISSIONS,
  type PricedLine,
  type PricedOption,
  RATE_PATHS,
  type RateWizardCustomer,
  type RateWizardRequestInput,
  type RateWizardResponse,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createApprovedKyc, createSubmittedKyc, type TestCustomerKyc } from '../../../test/kyc-factories';
import {
  createLocalCharge,
  createPricingLane,
  createPricingTier,
  createTransportCharge,
  createValidRate,
  createVendor,
  createWeightSlab,
  type PricingLane,
  setCurrencies,
} from '../../../test/rate-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

const DAY = '2025-06-15';
/** What the rates and charges below are valid for unless told: all of the month of `DAY`. */
const JUNE = { validFrom: '2025-06-01', validTill: '2025-06-30' };

let t: TestApp;
let lane: PricingLane;
let owner: TestUser;
let allSales: TestUser;
let ownSales: TestUser;
let rival: TestUser;
let gulf: TestCustomerKyc;
let otherCustomer: TestCustomerKyc;
let rivalCustomer: TestCustomerKyc;
let tier: { id: number; name: string };
/** The ids lines must trace to. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  lane = await createPricingLane(t);
  owner = await createAdmin(t);
  const company = owner.company;
  /** The forwarder's own record, valid through the month the requests price. */
  const ours = <C extends object>(columns: C) => ({ ...JUNE, companyId: company.id, ...columns });
  allSales = await createUser(t, { company, permissions: [PERMISSIONS.viewAllCustomerQuerySales] });
  ownSales = await createUser(t, { company, permissions: [PERMISSIONS.viewCustomerQuerySales] });
  rival = await createAdmin(t);
  gulf = await createApprovedKyc(t, { forwarder: company, salesUser: ownSales, companyName: 'Gulf Traders' });
  otherCustomer = await createApprovedKyc(t, {
    forwarder: company,
    salesUser: allSales,
    companyName: 'Other Buyer',
  });
  await createSubmittedKyc(t, { forwarder: company, salesUser: ownSales, companyName: 'Gulf Pending' });
  rivalCustomer = await createApprovedKyc(t, {
    forwarder: rival.company,
    companyName: 'Gulf Rival Customer',
  });
  tier = await createPricingTier(t, company, gulf);
  await setCurrencies(t, company, 'AED', { USD: '3.6725' });
  await setCurrencies(t, rival.company, 'AED', { USD: '3.6725' });

  // Sea: Nhava Sheva → Jebel Ali.
  const seaLane = {
    mode: 'sea',
    originPortId: lane.nhavaSheva.id,
    destinationPortId: lane.jebelAli.id,
  } as const;
  const maersk = { ...seaLane, shippingCompanyId: lane.maersk.id };
  const vendor = await createVendor(t, { companyId: company.id, name: 'Cheap Freight' });
  ids.maersk20 = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        containerSizeId: lane.twenty.id,
        buyRate: '1000',
        sellRate: '1200',
      }),
    )
  ).id;
  ids.maerskHc = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        containerSizeId: lane.highCube.id,
        buyRate: '1500',
        transitDays: 18,
        freeDays: 7,
      }),
    )
  ).id;
  // Dearer than the one above: never chosen.
  await createValidRate(
    t,
    ours({
      ...maersk,
      containerSizeId: lane.twenty.id,
      buyRate: '1100',
    }),
  );
  // Cheaper, but not valid on the day: ends the day before, starts the day after.
  ids.expired = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        containerSizeId: lane.twenty.id,
        buyRate: '500',
        validTill: '2025-06-14',
      }),
    )
  ).id;
  ids.upcoming = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        containerSizeId: lane.twenty.id,
        buyRate: '400',
        validFrom: '2025-06-16',
      }),
    )
  ).id;
  // Another commodity: never priced for GNRL.
  await createValidRate(
    t,
    ours({
      ...maersk,
      containerSizeId: lane.twenty.id,
      buyRate: '300',
      commodityType: 'HZMT',
    }),
  );
  // Through a vendor: another option, cheaper, ending sooner.
  ids.vendor20 = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        vendorId: vendor.id,
        containerSizeId: lane.twenty.id,
        buyRate: '800',
        sellRate: '900',
        validTill: '2025-06-20',
      }),
    )
  ).id;
  ids.vendorHc = (
    await createValidRate(
      t,
      ours({
        ...maersk,
        vendorId: vendor.id,
        containerSizeId: lane.highCube.id,
        buyRate: '1200',
        sellRate: '1300',
        validTill: '2025-06-25',
      }),
    )
  ).id;
  // MSC has no 40' High Cube rate.
  ids.msc20 = (
    await createValidRate(
      t,
      ours({
        ...seaLane,
        shippingCompanyId: lane.msc.id,
        containerSizeId: lane.twenty.id,
        buyRate: '900',
        sellRate: '950',
        validTill: '2025-07-31',
      }),
    )
  ).id;
  // Another forwarder's rate on the same lane, far cheaper: never priced.
  ids.rival20 = (
    await createValidRate(t, {
      ...JUNE,
      companyId: rival.company.id,
      ...maersk,
      containerSizeId: lane.twenty.id,
      buyRate: '10',
      sellRate: '11',
    })
  ).id;

  ids.thc = (
    await createLocalCharge(
      t,
      ours({
        portType: 'origin',
        portId: lane.nhavaSheva.id,
        label: 'THC',
        basis: 'perContainer',
        buyRate: '100',
        rate: '120',
      }),
    )
  ).id;
  await createLocalCharge(
    t,
    ours({
      portType: 'origin',
      portId: lane.nhavaSheva.id,
      label: 'Old THC',
      basis: 'perContainer',
      buyRate: '1',
      validTill: '2025-06-14',
    }),
  );
  await createLocalCharge(t, {
    ...JUNE,
    companyId: rival.company.id,
    portType: 'origin',
    portId: lane.nhavaSheva.id,
    label: 'Rival THC',
    basis: 'perContainer',
    buyRate: '1',
  });
  // Only MSC's shipments pay it, in a currency without an exchange rate.
  ids.mscDo = (
    await createLocalCharge(
      t,
      ours({
        portType: 'destination',
        portId: lane.jebelAli.id,
        shippingCompanyId: lane.msc.id,
        label: 'DO Fee',
        basis: 'perBl',
        currency: 'EUR',
        buyRate: '50',
      }),
    )
  ).id;

  // Transport at origin: Pune → ICD Tughlakabad → Nhava Sheva.
  ids.pickup = (
    await createTransportCharge(
      t,
      ours({
        transportPoints: 'originPlaceToCustomPoint',
        cityId: lane.pune.id,
        customPointId: lane.icdTughlakabad.id,
        label: 'Pickup',
        basis: 'perContainer',
        buyRate: '200',
        rate: '250',
      }),
    )
  ).id;
  ids.rail = (
    await createTransportCharge(
      t,
      ours({
        transportPoints: 'originCustomPointToPort',
        transportType: 'railway',
        customPointId: lane.icdTughlakabad.id,
        portId: lane.nhavaSheva.id,
        label: 'Rail',
        basis: 'perContainer',
        buyRate: '300',
        rate: '330',
      }),
    )
  ).id;
  await createTransportCharge(t, {
    ...JUNE,
    companyId: rival.company.id,
    transportPoints: 'originCustomPointToPort',
    customPointId: lane.icdTughlakabad.id,
    portId: lane.nhavaSheva.id,
    label: 'Rival Rail',
    basis: 'perContainer',
    buyRate: '1',
  });

  // Air: Mumbai → Dubai; 160 kg chargeable falls in 100 - 300 Kgs and in 220 - 660 Lbs (99.79 - 299.37 kg).
  const air = {
    mode: 'air',
    originPortId: lane.mumbaiAir.id,
    destinationPortId: lane.dubaiAir.id,
    shippingCompanyId: lane.emirates.id,
  } as const;
  const small = await createWeightSlab(t, {
    companyId: company.id,
    name: '45 - 100 Kgs',
    min: '45',
    max: '100',
  });
  const medium = await createWeightSlab(t, {
    companyId: company.id,
    name: '100 - 300 Kgs',
    min: '100',
    max: '300',
  });
  const lbs = await createWeightSlab(t, {
    companyId: company.id,
    name: '220 - 660 Lbs',
    min: '220',
    max: '660',
    unit: 'Lbs',
  });
  await createValidRate(
    t,
    ours({
      ...air,
      weightSlabId: small.id,
      buyRate: '1.50',
    }),
  );
  ids.airKgs = (
    await createValidRate(
      t,
      ours({
        ...air,
        weightSlabId: medium.id,
        buyRate: '2.10',
      }),
    )
  ).id;
  ids.airLbs = (
    await createValidRate(
      t,
      ours({
        ...air,
        weightSlabId: lbs.id,
        buyRate: '2.00',
      }),
    )
  ).id;
  ids.handling = (
    await createLocalCharge(
      t,
      ours({
        mode: 'air',
        portType: 'origin',
        portId: lane.mumbaiAir.id,
        label: 'Airport Handling',
        basis: 'perKg',
        currency: 'AED',
        buyRate: '0.50',
      }),
    )
  ).id;
  ids.awb = (
    await createLocalCharge(
      t,
      ours({
        mode: 'air',
        portType: 'origin',
        portId: lane.mumbaiAir.id,
        label: 'AWB Fee',
        basis: 'perShipment',
        buyRate: '25',
        rate: '30',
      }),
    )
  ).id;
  // A sea charge at the same port is not an air charge.
  await createLocalCharge(
    t,
    ours({
      portType: 'origin',
      portId: lane.mumbaiAir.id,
      label: 'Sea only',
      basis: 'perShipment',
      buyRate: '5',
    }),
  );
});
afterAll(() => t.close());

const seaRequest = (overrides: Partial<RateWizardRequestInput> = {}): RateWizardRequestInput => ({
  customerKycId: gulf.kycId,
  mode: 'sea',
  originPortId: lane.nhavaSheva.id,
  destinationPortId: lane.jebelAli.id,
  date: DAY,
  commodityType: 'GNRL',
  containers: [
    { containerSizeId: lane.twenty.id, count: 2 },
    { containerSizeId: lane.highCube.id, count: 1 },
  ],
  legs: { ...DEFAULT_ROUTE_LEGS, originPort: true, destinationPort: true },
  ...overrides,
});

const price = async (token: string, body: RateWizardRequestInput) =>
  expectItem<RateWizardResponse>(await t.as(token).post(RATE_PATHS.rateWizardPrice, body));

const optionOf = (response: RateWizardResponse, key: string) => {
  const option = response.options.find((o) => o.key === key);
  if (!option) throw new Error(`no option ${key} in ${response.options.map((o) => o.key).join(', ')}`);
  return option;
};
const lineOf = (option: PricedOption, type: PricedLine['source']['type'], id: number | undefined) => {
  const line = option.lines.find((l) => l.source.type === type && l.source.id === id);
  if (!line) throw new Error(`no ${type} ${id} in ${JSON.stringify(option.lines.map((l) => l.source))}`);
  return line;
};
const sourcesOf = (response: RateWizardResponse) =>
  response.options.flatMap((o) => o.lines.map((l) => l.source));

describe("pricing a sea FCL: 2 × 20' and 1 × 40' High Cube", () => {
  it('prices each line of the cheapest valid rates and charges, traced to its source and rule', async () => {
    const response = await price(allSales.token, seaRequest());
    expect(response.customer).toEqual({ id: gulf.kycId, name: 'Gulf Traders', tier });
    expect(response.baseCurrency).toBe('AED');
    expect(response.chargeableWeightKg).toBeNull();

    const maersk = optionOf(response, `line-${lane.maersk.id}-vendor-none`);
    expect(maersk).toMatchObject({
      shippingCompanyId: lane.maersk.id,
      shippingLineName: lane.maersk.name,
      vendorId: null,
      validFrom: '2025-06-01',
      validTill: '2025-06-30',
      transitDays: 18,
      freeDays: 7,
    });
    expect(maersk.lines.map((l) => [l.leg, l.source.type, l.source.id])).toEqual([
      ['originPort', 'localCharge', ids.thc],
      ['freightCharge', 'validRate', ids.maersk20],
      ['freightCharge', 'validRate', ids.maerskHc],
    ]);
    expect(lineOf(maersk, 'localCharge', ids.thc)).toMatchObject({
      label: 'THC',
      basis: 'perContainer',
      quantity: '3',
      currency: 'USD',
      unitBuy: '100.00',
      unitSell: '120.00',
      buy: '300.00',
      sell: '360.00',
      sellRule: 'explicit',
      tier: null,
      baseBuy: '1101.75',
      baseSell: '1322.10',
      exchangeRate: '3.6725',
      warning: null,
    });
    expect(lineOf(maersk, 'validRate', ids.maersk20)).toMatchObject({
      label: `Ocean Freight ${lane.twenty.size}`,
      quantity: '2',
      buy: '2000.00',
      sell: '2400.00',
      sellRule: 'explicit',
      tier: null,
    });
    // No sell rate: the customer's tier (10 %) prices it.
    expect(lineOf(maersk, 'validRate', ids.maerskHc)).toMatchObject({
      label: `Ocean Freight ${lane.highCube.size}`,
      quantity: '1',
      unitBuy: '1500.00',
      unitSell: '1650.00',
      sellRule: 'percent',
      tier,
      baseSell: '6059.63',
    });
    expect(maersk.totals).toEqual([{ currency: 'USD', buy: '3800.00', sell: '4410.00' }]);
    expect(maersk.baseTotal).toEqual({ currency: 'AED', buy: '13955.50', sell: '16195.73' });
    // Destination charges were asked for; nothing prices them for Maersk.
    expect(maersk.flags).toEqual([
      { leg: 'destinationPort', message: `No destination charges for ${lane.jebelAli.name}` },
    ]);
  });

  it('reports a missing exchange rate on the line and flags a missing freight rate', async () => {
    const response = await price(allSales.token, seaRequest());
    const msc = optionOf(response, `line-${lane.msc.id}-vendor-none`);
    expect(lineOf(msc, 'localCharge', ids.mscDo)).toMatchObject({
      currency: 'EUR',
      quantity: '1',
      sell: '55.00',
      sellRule: 'percent',
      baseBuy: null,
      baseSell: null,
      exchangeRate: null,
      warning: 'No exchange rate for EUR to AED',
    });
    expect(msc.totals).toEqual([
      { currency: 'EUR', buy: '50.00', sell: '55.00' },
      { currency: 'USD', buy: '2100.00', sell: '2260.00' },
    ]);
    expect(msc.baseTotal).toBeNull();
    expect(msc.flags).toEqual([
      { leg: 'freightCharge', message: `No freight rate for ${lane.highCube.size}` },
    ]);
  });

  it('never prices a rate or charge outside its validity, of another commodity or of another company', async () => {
    const sources = sourcesOf(await price(allSales.token, seaRequest()));
    const rateIds = sources.filter((s) => s.type === 'validRate').map((s) => s.id);
    expect(rateIds).not.toContain(ids.expired);
    expect(rateIds).not.toContain(ids.upcoming);
    expect(rateIds).not.toContain(ids.rival20);
    const labels = (await price(allSales.token, seaRequest())).options.flatMap((o) =>
      o.lines.map((l) => l.label),
    );
    expect(labels).not.toContain('Old THC');
    expect(labels).not.toContain('Rival THC');
    // A day later the rate that ended and the one that starts swap places.
    const later = await price(allSales.token, seaRequest({ date: '2025-06-16', legs: DEFAULT_ROUTE_LEGS }));
    const maersk = optionOf(later, `line-${lane.maersk.id}-vendor-none`);
    expect(lineOf(maersk, 'validRate', ids.upcoming).unitBuy).toBe('400.00');
  });

  it("gives another forwarder nothing of this company's rates, and its customers are not found", async () => {
    const response = await price(rival.token, seaRequest({ customerKycId: rivalCustomer.kycId }));
    expect(
      sourcesOf(response)
        .filter((s) => s.type === 'validRate')
        .map((s) => s.id),
    ).toEqual([ids.rival20]);
    expect(response.options.flatMap((o) => o.lines.map((l) => l.label))).toContain('Rival THC');
    expectFieldError(
      await t.as(rival.token).post(RATE_PATHS.rateWizardPrice, seaRequest()),
      404,
      'customerKycId',
    );
  });

  it('prices the transport legs the selection asks for and flags one nothing prices', async () => {
    const response = await price(
      allSales.token,
      seaRequest({
        legs: {
          ...DEFAULT_ROUTE_LEGS,
          originPickupPoint: true,
          originCustomPoint: true,
          originPort: true,
          destinationFinalPoint: true,
        },
        originPlaceId: lane.pune.id,
        originCustomPointId: lane.icdTughlakabad.id,
        finalPlaceId: lane.dubai.id,
      }),
    );
    const maersk = optionOf(response, `line-${lane.maersk.id}-vendor-none`);
    expect(maersk.lines.slice(0, 3).map((l) => [l.leg, l.source.type, l.source.id, l.quantity])).toEqual([
      ['originPickupPoint', 'transportCharge', ids.pickup, '3'],
      ['originCustomPoint', 'transportCharge', ids.rail, '3'],
      ['originPort', 'localCharge', ids.thc, '3'],
    ]);
    expect(maersk.lines.map((l) => l.label)).not.toContain('Rival Rail');
    expect(maersk.flags).toEqual([
      { leg: 'destinationFinalPoint', message: `No destination transport charges to ${lane.dubai.name}` },
    ]);
  });

  it('refuses a selection the route-leg rules forbid, or a leg without its place', async () => {
    const breach = expectFieldError(
      await t
        .as(allSales.token)
        .post(
          RATE_PATHS.rateWizardPrice,
          seaRequest({ legs: { ...DEFAULT_ROUTE_LEGS, destinationCustomPoint: true } }),
        ),
      400,
      'legs',
    );
    expect(breach.defaultMessage).toBe('Destination Custom Point needs Destination Port');
    expectFieldError(
      await t
        .as(allSales.token)
        .post(
          RATE_PATHS.rateWizardPrice,
          seaRequest({ legs: { ...DEFAULT_ROUTE_LEGS, destinationFinalPoint: true } }),
        ),
      400,
      'finalPlaceId',
    );
  });
});

describe('pricing an air shipment', () => {
  it('matches the slab of the chargeable weight and prices per kg, the fixed margin on the freight only', async () => {
    const response = await price(allSales.token, {
      ...seaRequest(),
      mode: 'air',
      originPortId: lane.mumbaiAir.id,
      destinationPortId: lane.dubaiAir.id,
      containers: [],
      // 2 × 100 × 80 × 60 cm = 160 kg volumetric; 150 kg gross for both.
      packages: [
        {
          count: 2,
          length: 100,
          width: 80,
          height: 60,
          dimensionUnit: 'Centimeter',
          grossWeight: 150,
          weightUnit: 'Kgs',
        },
      ],
      legs: { ...DEFAULT_ROUTE_LEGS, originPort: true },
    });
    expect(response.chargeableWeightKg).toBe('160');
    expect(response.options).toHaveLength(1);
    const [option] = response.options as [PricedOption];
    // The Lbs slab's rate is the cheaper of the two slabs holding 160 kg.
    expect(lineOf(option, 'validRate', ids.airLbs)).toMatchObject({
      leg: 'freightCharge',
      basis: 'perKg',
      quantity: '160',
      unitBuy: '2.00',
      // The tier's USD 0.35 per kg.
      unitSell: '2.35',
      buy: '320.00',
      sell: '376.00',
      sellRule: 'fixed',
      tier,
    });
    // The tier's fixed margin is per kg of freight: a charge without a sell rate passes at cost.
    expect(lineOf(option, 'localCharge', ids.handling)).toMatchObject({
      currency: 'AED',
      quantity: '160',
      unitSell: '0.50',
      buy: '80.00',
      sell: '80.00',
      sellRule: 'cost',
      tier,
      exchangeRate: '1',
    });
    expect(lineOf(option, 'localCharge', ids.awb)).toMatchObject({
      quantity: '1',
      sell: '30.00',
      sellRule: 'explicit',
    });
    expect(option.lines.map((l) => l.label)).not.toContain('Sea only');
    expect(option.flags).toEqual([]);
    // 320 × 3.6725 + 80 + 25 × 3.6725; 376 × 3.6725 + 80 + 30 × 3.6725.
    expect(option.baseTotal).toEqual({ currency: 'AED', buy: '1347.01', sell: '1571.04' });
  });
});

describe('sorting: SPEC §3 sort options', () => {
  const keysOf = async (sort: RateWizardRequestInput['sort']) => {
    const names: Record<string, string> = {
      [`line-${lane.maersk.id}-vendor-none`]: 'maersk',
      [`line-${lane.msc.id}-vendor-none`]: 'msc',
    };
    return (await price(allSales.token, seaRequest({ sort }))).options.map((o) => names[o.key] ?? 'vendor');
  };

  it.each([
    // MSC has no base total (its EUR line): last both ways.
    ['rate_asc', ['vendor', 'maersk', 'msc']],
    ['rate_desc', ['maersk', 'vendor', 'msc']],
    // Valid till: vendor 20 June, Maersk 30 June, MSC 31 July.
    ['nearest_validity', ['vendor', 'maersk', 'msc']],
    ['longest_validity', ['msc', 'maersk', 'vendor']],
  ] as const)('%s', async (sort, expected) => {
    expect(await keysOf(sort)).toEqual(expected);
  });
});

describe('who may price for whom', () => {
  const names = async (token: string, search?: string) =>
    expectList<RateWizardCustomer>(
      await t.as(token).get(`${RATE_PATHS.rateWizardCustomers}${search ? `?search=${search}` : ''}`),
    ).items.map((c) => c.name);

  it("lists the company's approved customers to view-all and the business administrator, searchable", async () => {
    expect(await names(allSales.token)).toEqual(['Gulf Traders', 'Other Buyer']);
    expect(await names(owner.token)).toEqual(['Gulf Traders', 'Other Buyer']);
    expect(await names(owner.token, 'gulf')).toEqual(['Gulf Traders']);
    const [first] = expectList<RateWizardCustomer>(
      await t.as(owner.token).get(RATE_PATHS.rateWizardCustomers),
    ).items;
    expect(first).toEqual({ id: gulf.kycId, name: 'Gulf Traders', tier });
  });

  it('gives view-customer-query-sales alone only the customers whose sales person they are', async () => {
    expect(await names(ownSales.token)).toEqual(['Gulf Traders']);
    await price(ownSales.token, seaRequest());
    expectFieldError(
      await t
        .as(ownSales.token)
        .post(RATE_PATHS.rateWizardPrice, seaRequest({ customerKycId: otherCustomer.kycId })),
      404,
      'customerKycId',
    );
  });

  // Every SPEC §6 pricing and Rate Wizard permission alone: the customers it may price for. A
  // response permission answers an enquiry (it follows its view permission); it opens no wizard.
  it.each([
    [PERMISSIONS.viewAllCustomerQuerySales, ['Gulf Traders', 'Other Buyer']],
    [PERMISSIONS.viewCustomerQuerySales, 'own'],
    [PERMISSIONS.responseAllCustomerQuerySales, null],
    [PERMISSIONS.responseCustomerQuerySales, null],
    [PERMISSIONS.viewSeaQueryPricing, null],
    [PERMISSIONS.viewAirQueryPricing, null],
    [PERMISSIONS.bothPricing, null],
    [PERMISSIONS.pricingSuperUser, null],
    [PERMISSIONS.responseSeaQueryPricing, null],
    [PERMISSIONS.responseAirQueryPricing, null],
  ] as const)('%s alone: %j', async (permission, reach) => {
    const user = await createUser(t, { company: owner.company, permissions: [permission] });
    const listed = await t.as(user.token).get(RATE_PATHS.rateWizardCustomers);
    if (reach === null) {
      expect(listed.statusCode).toBe(403);
      expect((await t.as(user.token).post(RATE_PATHS.rateWizardPrice, seaRequest())).statusCode).toBe(403);
      return;
    }
    // 'own': the customers whose sales person the caller is; a new user has none.
    const expected = reach === 'own' ? [] : reach;
    expect(expectList<RateWizardCustomer>(listed).items.map((c) => c.name)).toEqual(expected);
  });

  it('refuses a user without a Rate Wizard permission', async () => {
    const accounts = await createUser(t, {
      company: owner.company,
      permissions: [PERMISSIONS.viewSeaQueryPricing],
    });
    expect((await t.as(accounts.token).post(RATE_PATHS.rateWizardPrice, seaRequest())).statusCode).toBe(403);
    expect((await t.as(accounts.token).get(RATE_PATHS.rateWizardCustomers)).statusCode).toBe(403);
  });
});
