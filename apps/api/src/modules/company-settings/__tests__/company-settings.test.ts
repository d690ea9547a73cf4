import { MESSAGES, COMPANY_SETTINGS_PATHS as PATHS, ROUTES, resolveLoginFlow } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectHostileRefused,
  getList,
  type HostileCase,
  hostileBodies,
  NUL,
} from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let horizon: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('ffd.admin')).token;
  horizon = (await t.login('horizon.admin')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), ...(payload === undefined ? {} : { payload }) });

const itemOf = async (url: string, token: string) => {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item;
};

const COMPLETE_BASIC = {
  legalName: 'Horizon Logistics LLC',
  shortName: 'horizon',
  addressLine1: '12 Creek Road',
  addressLine2: '',
  city: 'Dubai',
  postalCode: '00000',
  countryCode: 'AE',
  contactEmail: 'ops@horizon.example',
  phone: '+971 4 123 4567',
  baseCurrency: 'AED',
  timeZone: 'Asia/Dubai',
  taxRegistrationNumber: 'TRN-100200300',
};

describe('basic settings', () => {
  it('completing them flips hasCompleteCompanySetting and the next login lands on /dashboard', async () => {
    const before = await t.login('horizon.admin');
    expect(before.hasCompleteCompanySetting).toBe(false);
    const flowBefore = resolveLoginFlow({
      ...before,
      username: 'horizon.admin',
      permissions: before.permissions.map((p) => p.name),
    });
    expect(flowBefore).toEqual({ kind: 'navigate', to: ROUTES.root });
    // What registration asked is there; the rest is still to fill.
    expect(await itemOf(PATHS.basic, horizon)).toMatchObject({
      legalName: 'Horizon Logistics',
      shortName: 'horizon',
      countryCode: 'AE',
      phone: '+971 4 555 0200',
      city: null,
      baseCurrency: null,
      hasCompleteCompanySetting: false,
    });

    const saved = await call('PUT', PATHS.basic, horizon, COMPLETE_BASIC);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.item).toEqual({
      ...COMPLETE_BASIC,
      logoFileId: null,
      registrationDocumentFileId: null,
      taxDocumentFileId: null,
      documents: { CL: null, CRD: null, TD: null },
      addressLine2: null,
      hasCompleteCompanySetting: true,
    });

    const after = await t.login('horizon.admin');
    expect(after.hasCompleteCompanySetting).toBe(true);
    const flow = resolveLoginFlow({
      ...after,
      username: 'horizon.admin',
      permissions: after.permissions.map((p) => p.name),
    });
    expect(flow).toEqual({ kind: 'navigate', to: ROUTES.dashboard });

    // A required field cannot be cleared: the save is refused and the setup stays complete.
    const cleared = await call('PUT', PATHS.basic, horizon, { ...COMPLETE_BASIC, city: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors).toEqual([{ field: 'city', defaultMessage: 'City is required' }]);
    expect((await t.login('horizon.admin')).hasCompleteCompanySetting).toBe(true);
  });

  it('tells an empty form each missing field by name, storing nothing', async () => {
    const before = await itemOf(PATHS.basic, horizon);
    const empty = Object.fromEntries(Object.keys(COMPLETE_BASIC).map((key) => [key, '']));
    const res = await call('PUT', PATHS.basic, horizon, empty);
    expect(res.statusCode).toBe(400);
    const first = new Map<string, string>();
    for (const e of res.json().errors as { field: string; defaultMessage: string }[]) {
      if (!first.has(e.field)) first.set(e.field, e.defaultMessage);
    }
    expect(Object.fromEntries(first)).toEqual({
      legalName: 'Legal name is required',
      shortName: 'Short name is required',
      addressLine1: 'Address line 1 is required',
      city: 'City is required',
      countryCode: 'Country is required',
      contactEmail: 'Contact e-mail is required',
      baseCurrency: 'Base currency is required',
      timeZone: 'Time zone is required',
    });
    expect(await itemOf(PATHS.basic, horizon)).toEqual(before);
  });

  it('takes only shipped country and currency codes, naming the field', async () => {
    const before = await itemOf(PATHS.basic, horizon);
    for (const [over, field] of [
      [{ countryCode: 'XX' }, 'countryCode'],
      [{ baseCurrency: 'QQQ' }, 'baseCurrency'],
    ] as const) {
      const res = await call('PUT', PATHS.basic, horizon, { ...COMPLETE_BASIC, ...over });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(await itemOf(PATHS.basic, horizon)).toEqual(before);
  });

  it('refuses a short name another company holds, in any case, with 409 on shortName', async () => {
    const before = await itemOf(PATHS.basic, horizon);
    const res = await call('PUT', PATHS.basic, horizon, { ...COMPLETE_BASIC, shortName: 'OCEANIC' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('shortName');
    expect(await itemOf(PATHS.basic, horizon)).toEqual(before);
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    const before = await itemOf(PATHS.basic, horizon);
    await expectHostileRefused(
      t,
      horizon,
      'PUT',
      PATHS.basic,
      hostileBodies(COMPLETE_BASIC, { required: 'legalName', text: 'city' }, [
        { name: 'alpha-3 country', body: { ...COMPLETE_BASIC, countryCode: 'ARE' }, field: 'countryCode' },
        {
          name: 'lower-case currency',
          body: { ...COMPLETE_BASIC, baseCurrency: 'aed' },
          field: 'baseCurrency',
        },
        {
          name: 'unknown time zone',
          body: { ...COMPLETE_BASIC, timeZone: 'Mars/Olympus' },
          field: 'timeZone',
        },
        { name: 'bad e-mail', body: { ...COMPLETE_BASIC, contactEmail: 'not-mail' }, field: 'contactEmail' },
        { name: 'short name with space', body: { ...COMPLETE_BASIC, shortName: 'a b' }, field: 'shortName' },
        {
          name: 'flag in body',
          body: { ...COMPLETE_BASIC, hasCompleteCompanySetting: true },
          field: 'hasCompleteCompanySetting',
        },
      ]),
    );
    expect(await itemOf(PATHS.basic, horizon)).toEqual(before);
  });

  it("saves only the caller's company", async () => {
    const horizonBefore = await itemOf(PATHS.basic, horizon);
    const res = await call('PUT', PATHS.basic, admin, {
      ...COMPLETE_BASIC,
      legalName: 'Oceanic Freight Forwarders Ltd',
      shortName: 'oceanic',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item.legalName).toBe('Oceanic Freight Forwarders Ltd');
    expect(await itemOf(PATHS.basic, horizon)).toEqual(horizonBefore);
  });

  it('is open to the settings permissions and closed to other staff', async () => {
    const settings = (await t.login('horizon.settings')).token;
    expect((await call('GET', PATHS.basic, settings)).statusCode).toBe(200);
    expect((await call('GET', PATHS.bankDetails, settings)).statusCode).toBe(403);
    const { token } = await t.login('ffd.sales');
    for (const [method, url] of [
      ['GET', PATHS.basic],
      ['PUT', PATHS.basic],
      ['GET', PATHS.operatingCost],
      ['PUT', PATHS.operatingCost],
      ['GET', PATHS.bankDetails],
      ['POST', PATHS.bankDetails],
      ['GET', PATHS.invoice],
      ['PUT', PATHS.invoice],
      ['GET', PATHS.doSettings],
      ['PUT', PATHS.doSettings],
    ] as const) {
      const res = await call(method, url, token, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

const ACCOUNT = {
  bankName: 'Emirates NBD',
  accountName: 'Horizon Logistics LLC',
  accountNumber: '1012345678901',
  iban: 'AE07 0331 2345 6789 0123 456',
  swiftCode: 'EBILAEAD',
  branch: 'Deira',
  currency: 'AED',
};

describe('bank details', () => {
  it('creates, reads, updates and deletes, normalizing the IBAN', async () => {
    const created = await call('POST', PATHS.bankDetails, admin, ACCOUNT);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data.item;
    expect(item).toMatchObject({ ...ACCOUNT, iban: 'AE070331234567890123456', isDefault: true });
    const updated = await call('PUT', `${PATHS.bankDetails}/${item.id}`, admin, {
      ...ACCOUNT,
      branch: '',
      iban: null,
      swiftCode: 'EBILAEADXXX',
    });
    expect(updated.json().data.item).toMatchObject({
      id: item.id,
      branch: null,
      iban: null,
      swiftCode: 'EBILAEADXXX',
    });
    expect((await itemOf(`${PATHS.bankDetails}/${item.id}`, admin)).swiftCode).toBe('EBILAEADXXX');
    for (const res of [
      await call('POST', PATHS.bankDetails, admin, { ...ACCOUNT, currency: 'QQQ' }),
      await call('PUT', `${PATHS.bankDetails}/${item.id}`, admin, { ...ACCOUNT, currency: 'QQQ' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors[0].field).toBe('currency');
    }
    expect((await itemOf(`${PATHS.bankDetails}/${item.id}`, admin)).currency).toBe('AED');
    const deleted = await call('DELETE', `${PATHS.bankDetails}/${item.id}`, admin);
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
    expect((await call('GET', `${PATHS.bankDetails}/${item.id}`, admin)).statusCode).toBe(404);
  });

  it('keeps exactly one default: the first account, the chosen one, then the oldest after a delete', async () => {
    const { token } = await t.login('nova.admin');
    const create = async (bankName: string) =>
      (await call('POST', PATHS.bankDetails, token, { ...ACCOUNT, bankName })).json().data.item;
    const first = await create('First Bank');
    const second = await create('Second Bank');
    const third = await create('Third Bank');
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    const defaults = async () =>
      (await getList<{ bankName: string; isDefault: boolean }>(t, token, PATHS.bankDetails)).items
        .filter((a) => a.isDefault)
        .map((a) => a.bankName);

    const made = await call('POST', `${PATHS.bankDetails}/${third.id}/default`, token);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.item.isDefault).toBe(true);
    expect(await defaults()).toEqual(['Third Bank']);

    await call('DELETE', `${PATHS.bankDetails}/${third.id}`, token);
    expect(await defaults()).toEqual(['First Bank']);
    await call('DELETE', `${PATHS.bankDetails}/${second.id}`, token);
    expect(await defaults()).toEqual(['First Bank']);
    await call('DELETE', `${PATHS.bankDetails}/${first.id}`, token);
    expect((await getList(t, token, PATHS.bankDetails)).total).toBe(0);
    expect((await create('Again Bank')).isDefault).toBe(true);
  });

  it('pages, searches (wildcards literal) and sorts', async () => {
    for (const bankName of ['Zeta 100%', 'Alpha Bank', 'Beta_x Bank']) {
      await call('POST', PATHS.bankDetails, horizon, { ...ACCOUNT, bankName });
    }
    const page1 = await getList<{ bankName: string }>(
      t,
      horizon,
      `${PATHS.bankDetails}?pageSize=2&sort=bankName&order=desc`,
    );
    expect(page1).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.items[0]?.bankName).toBe('Zeta 100%');
    expect((await getList(t, horizon, `${PATHS.bankDetails}?search=%25`)).total).toBe(1);
    expect((await getList(t, horizon, `${PATHS.bankDetails}?search=a_x`)).total).toBe(1);
    expect((await getList(t, horizon, `${PATHS.bankDetails}?search=101234`)).total).toBe(3);
    const bad = await call('GET', `${PATHS.bankDetails}?sort=iban`, horizon);
    expect(bad.json().errors[0].field).toBe('sort');
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'IBAN checksum', body: { ...ACCOUNT, iban: 'AE07 0331 2345 6789 0123 457' }, field: 'iban' },
      { name: 'SWIFT of 7', body: { ...ACCOUNT, swiftCode: 'EBILAEA' }, field: 'swiftCode' },
      { name: 'SWIFT of 9', body: { ...ACCOUNT, swiftCode: 'EBILAEADX' }, field: 'swiftCode' },
      { name: 'currency of 4', body: { ...ACCOUNT, currency: 'AEDX' }, field: 'currency' },
      {
        name: 'account number symbols',
        body: { ...ACCOUNT, accountNumber: '12;drop' },
        field: 'accountNumber',
      },
    ];
    const cases = hostileBodies(ACCOUNT, { required: 'bankName', text: 'accountName' }, formats);
    await expectHostileRefused(t, admin, 'POST', PATHS.bankDetails, cases);
    const id = (await call('POST', PATHS.bankDetails, admin, ACCOUNT)).json().data.item.id;
    const before = await itemOf(`${PATHS.bankDetails}/${id}`, admin);
    await expectHostileRefused(t, admin, 'PUT', `${PATHS.bankDetails}/${id}`, cases);
    expect(await itemOf(`${PATHS.bankDetails}/${id}`, admin)).toEqual(before);
    expect((await call('GET', `${PATHS.bankDetails}/abc`, admin)).json().errors[0].field).toBe('id');
  });

  it("answers 404 to another company's ids and changes nothing", async () => {
    const created = await call('POST', PATHS.bankDetails, horizon, { ...ACCOUNT, bankName: 'Horizon only' });
    const id = created.json().data.item.id;
    const horizonBefore = await itemOf(`${PATHS.bankDetails}/${id}`, horizon);
    const before = await countRows(t.db);
    for (const [method, url, payload] of [
      ['GET', `${PATHS.bankDetails}/${id}`],
      ['PUT', `${PATHS.bankDetails}/${id}`, { ...ACCOUNT, bankName: 'Hijacked' }],
      ['POST', `${PATHS.bankDetails}/${id}/default`],
      ['DELETE', `${PATHS.bankDetails}/${id}`],
    ] as const) {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await itemOf(`${PATHS.bankDetails}/${id}`, horizon)).toEqual(horizonBefore);
    expect((await getList(t, admin, `${PATHS.bankDetails}?search=Horizon only`)).total).toBe(0);
  });
});

const INVOICE = {
  prefix: 'HZ/INV-',
  nextNumber: 1001,
  taxRate: '5.00',
  paymentTermsDays: 30,
  footerText: 'Thank you.',
};

describe('invoice settings', () => {
  it('starts from defaults and saves the whole form', async () => {
    expect(await itemOf(PATHS.invoice, horizon)).toEqual({
      prefix: 'INV-',
      nextNumber: 1,
      taxRate: '0.00',
      paymentTermsDays: 30,
      footerText: '',
      freightTaxCodeId: null,
      localTaxCodeId: null,
    });
    const res = await call('PUT', PATHS.invoice, horizon, { ...INVOICE, taxRate: '7.5' });
    expect(res.statusCode, res.body).toBe(200);
    // No default tax code chosen: freight takes the zero-rated code, the rest the standard one.
    const saved = { ...INVOICE, taxRate: '7.50', freightTaxCodeId: null, localTaxCodeId: null };
    expect(res.json().data.item).toEqual(saved);
    expect(await itemOf(PATHS.invoice, horizon)).toEqual(saved);
    expect((await itemOf(PATHS.invoice, admin)).prefix).toBe('INV-');
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    await call('PUT', PATHS.invoice, admin, INVOICE);
    const before = await itemOf(PATHS.invoice, admin);
    await expectHostileRefused(
      t,
      admin,
      'PUT',
      PATHS.invoice,
      hostileBodies(INVOICE, { required: 'prefix', text: 'footerText', number: 'nextNumber', prose: true }, [
        { name: 'lower-case prefix', body: { ...INVOICE, prefix: 'inv' }, field: 'prefix' },
        { name: 'prefix of 11', body: { ...INVOICE, prefix: 'ABCDEFGHIJK' }, field: 'prefix' },
        { name: 'next number 0', body: { ...INVOICE, nextNumber: 0 }, field: 'nextNumber' },
        { name: 'next number 1.5', body: { ...INVOICE, nextNumber: 1.5 }, field: 'nextNumber' },
        { name: 'tax above 100', body: { ...INVOICE, taxRate: '100.01' }, field: 'taxRate' },
        { name: 'tax of 3 decimals', body: { ...INVOICE, taxRate: '5.125' }, field: 'taxRate' },
        { name: 'negative tax', body: { ...INVOICE, taxRate: '-1' }, field: 'taxRate' },
        { name: 'payment terms -1', body: { ...INVOICE, paymentTermsDays: -1 }, field: 'paymentTermsDays' },
        { name: 'footer of 2001', body: { ...INVOICE, footerText: 'x'.repeat(2001) }, field: 'footerText' },
      ]),
    );
    expect(await itemOf(PATHS.invoice, admin)).toEqual(before);
  });
});

const COSTS = {
  currency: 'USD',
  costs: [
    { name: 'Office rent', amount: '4500.00', category: 'Rent' },
    { name: 'Freight software', amount: '199.9', category: 'Software' },
  ],
};

describe('operating cost settings', () => {
  it('replaces the currency and the list of costs, in order', async () => {
    expect(await itemOf(PATHS.operatingCost, horizon)).toEqual({ currency: null, costs: [] });
    const res = await call('PUT', PATHS.operatingCost, horizon, COSTS);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      currency: 'USD',
      costs: [
        { name: 'Office rent', amount: '4500.00', category: 'Rent' },
        { name: 'Freight software', amount: '199.90', category: 'Software' },
      ],
    };
    expect(res.json().data.item).toEqual(expected);
    expect(await itemOf(PATHS.operatingCost, horizon)).toEqual(expected);
    const replaced = await call('PUT', PATHS.operatingCost, horizon, { currency: 'AED', costs: [] });
    expect(replaced.json().data.item).toEqual({ currency: 'AED', costs: [] });
    expect(await itemOf(PATHS.operatingCost, admin)).toEqual({ currency: null, costs: [] });
    // A currency code the picker does not offer is refused on the field.
    const unknown = await call('PUT', PATHS.operatingCost, horizon, { ...COSTS, currency: 'QQQ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('currency');
    expect(await itemOf(PATHS.operatingCost, horizon)).toEqual({ currency: 'AED', costs: [] });
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    await call('PUT', PATHS.operatingCost, admin, COSTS);
    const before = await itemOf(PATHS.operatingCost, admin);
    const cost = COSTS.costs[0];
    const withCost = (patch: object) => ({ ...COSTS, costs: [{ ...cost, ...patch }] });
    await expectHostileRefused(
      t,
      admin,
      'PUT',
      PATHS.operatingCost,
      hostileBodies(COSTS, { required: 'currency', text: 'currency' }, [
        { name: 'costs not a list', body: { ...COSTS, costs: 'rent' }, field: 'costs' },
        { name: 'negative amount', body: withCost({ amount: '-1' }), field: 'costs.0.amount' },
        { name: 'amount of 3 decimals', body: withCost({ amount: '1.234' }), field: 'costs.0.amount' },
        { name: 'number amount', body: withCost({ amount: 12 }), field: 'costs.0.amount' },
        { name: 'unknown category', body: withCost({ category: 'Bribes' }), field: 'costs.0.category' },
        { name: 'NUL in cost name', body: withCost({ name: NUL }), field: 'costs.0.name' },
        { name: 'companyId in cost', body: withCost({ companyId: 2 }), field: 'costs.0.companyId' },
        {
          name: 'duplicate names',
          body: { ...COSTS, costs: [cost, { ...cost, name: 'OFFICE RENT' }] },
          field: 'costs.1.name',
        },
        {
          name: '101 costs',
          body: { ...COSTS, costs: Array.from({ length: 101 }, (_, i) => ({ ...cost, name: `c${i}` })) },
          field: 'costs',
        },
      ]),
    );
    expect(await itemOf(PATHS.operatingCost, admin)).toEqual(before);
  });
});

const DO_SETTINGS = {
  prefix: 'HZ/DO-',
  nextNumber: 501,
  validityDays: 14,
  issuingOffice: 'Jebel Ali, Dubai',
  signatoryName: 'Hugo Horizon',
  signatoryDesignation: 'Operations Manager',
  termsText: 'Cargo is released against this delivery order only.',
  footerText: 'Horizon Logistics LLC',
};

describe('DO settings', () => {
  it('starts from defaults and saves the whole form, for the caller’s company only', async () => {
    expect(await itemOf(PATHS.doSettings, horizon)).toEqual({
      prefix: 'DO-',
      nextNumber: 1,
      validityDays: 30,
      issuingOffice: '',
      signatoryName: '',
      signatoryDesignation: '',
      termsText: '',
      footerText: '',
    });
    const res = await call('PUT', PATHS.doSettings, horizon, {
      ...DO_SETTINGS,
      issuingOffice: '  Jebel Ali, Dubai ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toEqual(DO_SETTINGS);
    expect(await itemOf(PATHS.doSettings, horizon)).toEqual(DO_SETTINGS);
    expect((await itemOf(PATHS.doSettings, admin)).prefix).toBe('DO-');

    const before = await countRows(t.db);
    const updated = await call('PUT', PATHS.doSettings, admin, { ...DO_SETTINGS, prefix: 'OC-DO' });
    expect(updated.json().data.item.prefix).toBe('OC-DO');
    const after = await countRows(t.db);
    // The demo seeds Oceanic's DO settings: saving them again updates that row in place.
    expect(after.company_do_settings).toBe(before.company_do_settings);
    expect(await itemOf(PATHS.doSettings, horizon)).toEqual(DO_SETTINGS);
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    const before = await itemOf(PATHS.doSettings, horizon);
    await expectHostileRefused(
      t,
      horizon,
      'PUT',
      PATHS.doSettings,
      hostileBodies(
        DO_SETTINGS,
        { required: 'signatoryName', text: 'termsText', number: 'validityDays', prose: true },
        [
          { name: 'lower-case prefix', body: { ...DO_SETTINGS, prefix: 'do-' }, field: 'prefix' },
          { name: 'next number 0', body: { ...DO_SETTINGS, nextNumber: 0 }, field: 'nextNumber' },
          {
            name: 'next number above int4',
            body: { ...DO_SETTINGS, nextNumber: 2 ** 31 },
            field: 'nextNumber',
          },
          { name: 'validity 0', body: { ...DO_SETTINGS, validityDays: 0 }, field: 'validityDays' },
          { name: 'validity 366', body: { ...DO_SETTINGS, validityDays: 366 }, field: 'validityDays' },
          { name: 'validity 1.5', body: { ...DO_SETTINGS, validityDays: 1.5 }, field: 'validityDays' },
          {
            name: 'blank issuing office',
            body: { ...DO_SETTINGS, issuingOffice: '   ' },
            field: 'issuingOffice',
          },
          {
            name: 'terms of 5001',
            body: { ...DO_SETTINGS, termsText: 'x'.repeat(5001) },
            field: 'termsText',
          },
        ],
      ),
    );
    expect(await itemOf(PATHS.doSettings, horizon)).toEqual(before);
  });
});
