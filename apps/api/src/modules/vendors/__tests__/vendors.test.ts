import {
  COMPANY_CATEGORY,
  VENDOR_KIND,
  VENDOR_MESSAGES,
  VENDOR_PATHS,
  type Vendor,
  type VendorSearchResult,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeleted,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin, createCompany, createUser, type TestCompany } from '../../../test/factories';
import { type HostileCase, hostileBodies, LONG, NUL, RLO } from '../../../test/organisation';
import { expectFieldError, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';

const PATH = VENDOR_PATHS.list;

let t: TestApp;
let calls: ReturnType<typeof recordCalls>;
/** Approved vendors with profiles: one in AE serving air AE→IN, one in IN serving sea IN→DE. */
let gulfAir: TestCompany;
let indiaSea: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  calls = recordCalls(t, PATH);
  gulfAir = await createVendorCompany(t, {
    name: 'Gulf Air Cargo Agents',
    countryCode: 'AE',
    profile: {
      modes: ['air'],
      lanes: [{ originCountryCode: 'AE', destinationCountryCode: 'IN' }],
      description: 'Dubai air',
    },
  });
  indiaSea = await createVendorCompany(t, {
    name: 'India Sea Lines Agency',
    countryCode: 'IN',
    profile: { modes: ['sea'], lanes: [{ originCountryCode: 'IN', destinationCountryCode: 'DE' }] },
  });
});
afterAll(() => t.close());

const registered = (vendorCompanyId: number, overrides: Record<string, unknown> = {}) => ({
  kind: VENDOR_KIND.registered,
  vendorCompanyId,
  modes: ['air'],
  ...overrides,
});
const byEmail = (overrides: Record<string, unknown> = {}) => ({
  kind: VENDOR_KIND.email,
  name: 'Harbour Trucking',
  contactName: 'Hana Harbour',
  contactEmail: 'rates@harbour.test',
  modes: ['sea'],
  remarks: 'Answers by link',
  ...overrides,
});

describe('the forwarder vendor list', () => {
  it('adds a registered vendor showing its company, and an e-mail vendor as typed; updates and removes them', async () => {
    const admin = await createAdmin(t);
    const reg = await calls.create<Vendor>(
      admin.token,
      registered(gulfAir.id, { remarks: 'Main air agent' }),
    );
    expect(reg).toMatchObject({
      kind: 'registered',
      vendorCompanyId: gulfAir.id,
      name: gulfAir.name,
      contactEmail: `rates@${gulfAir.shortName}.test`,
      countryCode: 'AE',
      modes: ['air'],
      remarks: 'Main air agent',
    });
    const mail = await calls.create<Vendor>(admin.token, byEmail());
    expect(mail).toMatchObject({
      kind: 'email',
      name: 'Harbour Trucking',
      countryCode: null,
      modes: ['sea'],
    });

    const updated = await t
      .as(admin.token)
      .put(`${PATH}/${mail.id}`, byEmail({ name: 'Harbour Trucks', modes: ['air', 'sea'], contactName: '' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await calls.item(admin.token, mail.id)).toMatchObject({
      name: 'Harbour Trucks',
      modes: ['air', 'sea'],
      contactName: null,
    });
    const regUpdated = await t
      .as(admin.token)
      .put(`${PATH}/${reg.id}`, registered(gulfAir.id, { modes: ['sea'], remarks: null }));
    expect(regUpdated.statusCode, regUpdated.body).toBe(200);
    expect(await calls.item(admin.token, reg.id)).toMatchObject({
      modes: ['sea'],
      remarks: null,
      name: gulfAir.name,
    });

    const listed = await calls.list<Vendor>(admin.token);
    expect(listed.items.map((v) => v.name)).toEqual(['Gulf Air Cargo Agents', 'Harbour Trucks']);
    expect(listed.pageSize).toBe(10);
    await expectDeleted(t, PATH, admin.token, reg.id);
    await expectDeleted(t, PATH, admin.token, mail.id);
  });

  it('searches by name or e-mail and filters by kind and mode', async () => {
    const admin = await createAdmin(t);
    await calls.create(admin.token, registered(gulfAir.id));
    await calls.create(admin.token, registered(indiaSea.id, { modes: ['sea'] }));
    await calls.create(admin.token, byEmail({ contactEmail: 'quotes@bluewater.test', name: 'Bluewater' }));
    const names = async (query: string) =>
      (await calls.list<Vendor>(admin.token, query)).items.map((v) => v.name);
    expect(await names('?kind=email')).toEqual(['Bluewater']);
    expect(await names('?kind=registered')).toEqual([gulfAir.name, indiaSea.name]);
    expect(await names('?mode=sea')).toEqual(['Bluewater', indiaSea.name]);
    expect(await names('?mode=air&kind=registered')).toEqual([gulfAir.name]);
    expect(await names('?search=bluewater.test')).toEqual(['Bluewater']);
    expect(await names(`?search=${encodeURIComponent(gulfAir.shortName)}`)).toEqual([gulfAir.name]);
    expect(await names('?search=india')).toEqual([indiaSea.name]);
    expect((await calls.list(admin.token, '?pageSize=2&page=2')).total).toBe(3);
    expectFieldError(await t.as(admin.token).get(`${PATH}?mode=rail`), 400, 'mode');
    expectFieldError(await t.as(admin.token).get(`${PATH}?kind=phone`), 400, 'kind');
  });

  it('keeps a company once and an e-mail once per forwarder (409 naming the field), nothing stored', async () => {
    const admin = await createAdmin(t);
    await calls.create(admin.token, registered(gulfAir.id));
    await calls.create(admin.token, byEmail());
    const before = await countRows(t.db);
    const twice = expectFieldError(
      await calls.post(admin.token, registered(gulfAir.id, { modes: ['sea'] })),
      409,
      'vendorCompanyId',
    );
    expect(twice.defaultMessage).toBe(VENDOR_MESSAGES.alreadyInList);
    expectFieldError(
      await calls.post(admin.token, byEmail({ name: 'Other', contactEmail: 'RATES@Harbour.TEST' })),
      409,
      'contactEmail',
    );
    expect(await countRows(t.db)).toEqual(before);
    // Another forwarder keeps its own list.
    const other = await createAdmin(t);
    await calls.create(other.token, registered(gulfAir.id));
    await calls.create(other.token, byEmail());
  });

  it('adds only approved vendor or forwarder companies other than its own, and never changes a vendor kind', async () => {
    const admin = await createAdmin(t);
    const pendingVendor = await createVendorCompany(t, { approved: false });
    const customer = await createCompany(t, { category: COMPANY_CATEGORY.customer });
    const otherForwarder = await createVendorCompany(t, { category: COMPANY_CATEGORY.freightForwarder });
    const before = await countRows(t.db);
    expectFieldError(await calls.post(admin.token, registered(admin.company.id)), 400, 'vendorCompanyId');
    expectFieldError(await calls.post(admin.token, registered(pendingVendor.id)), 404, 'vendorCompanyId');
    expectFieldError(await calls.post(admin.token, registered(customer.id)), 404, 'vendorCompanyId');
    expectFieldError(await calls.post(admin.token, registered(2_000_000)), 404, 'vendorCompanyId');
    expect(await countRows(t.db)).toEqual(before);
    expect(await calls.create(admin.token, registered(otherForwarder.id))).toMatchObject({
      kind: 'registered',
    });

    const mail = await calls.create(admin.token, byEmail());
    const reg = await calls.create(admin.token, registered(gulfAir.id));
    expectFieldError(await calls.put(admin.token, mail.id, registered(indiaSea.id)), 400, 'kind');
    expectFieldError(await calls.put(admin.token, reg.id, byEmail()), 400, 'kind');
    expectFieldError(await calls.put(admin.token, reg.id, registered(indiaSea.id)), 400, 'vendorCompanyId');
  });

  it("hides one forwarder's vendors from another: 404 on read, update and delete, row counts unchanged", async () => {
    const owner = await createAdmin(t);
    const other = await createAdmin(t);
    for (const body of [registered(gulfAir.id), byEmail()]) {
      const vendor = await calls.create(owner.token, body);
      await expectHiddenFromOtherCompany(t, PATH, {
        id: vendor.id,
        ownerToken: owner.token,
        otherToken: other.token,
        body,
      });
    }
    expect((await calls.list(other.token)).total).toBe(0);
  });

  it("shows a vendor company's users none of the forwarders' lists, even its own entries", async () => {
    const owner = await createAdmin(t);
    const entry = await calls.create(owner.token, registered(gulfAir.id));
    const vendorAdmin = await createAdmin(t, { company: gulfAir });
    expect((await calls.list(vendorAdmin.token)).items).toEqual([]);
    expect((await calls.get(vendorAdmin.token, entry.id)).statusCode).toBe(404);
    const clerk = await createUser(t, { company: gulfAir, permissions: ['view-dashboard|Dashboard'] });
    expect((await t.as(clerk.token).get(PATH)).statusCode).toBe(403);
  });

  it('refuses hostile bodies on create and update, naming the field and storing nothing', async () => {
    const admin = await createAdmin(t);
    const formats: HostileCase[] = [
      { name: 'missing kind', body: { name: 'X', contactEmail: 'a@b.test', modes: ['air'] }, field: 'kind' },
      { name: 'unknown kind', body: byEmail({ kind: 'phone' }), field: 'kind' },
      { name: 'no modes', body: byEmail({ modes: [] }), field: 'modes' },
      { name: 'unknown mode', body: byEmail({ modes: ['rail'] }), field: 'modes.0' },
      { name: 'mode twice', body: byEmail({ modes: ['air', 'air'] }), field: 'modes' },
      { name: 'modes as text', body: byEmail({ modes: 'air' }), field: 'modes' },
      { name: 'bad e-mail', body: byEmail({ contactEmail: 'not-an-address' }), field: 'contactEmail' },
      { name: 'NUL in e-mail', body: byEmail({ contactEmail: `a${NUL}@b.test` }), field: 'contactEmail' },
      { name: '10k remarks', body: byEmail({ remarks: LONG }), field: 'remarks' },
      { name: 'RLO in contact name', body: byEmail({ contactName: RLO }), field: 'contactName' },
      {
        name: 'vendorCompanyId on an e-mail vendor',
        body: byEmail({ vendorCompanyId: gulfAir.id }),
        field: 'vendorCompanyId',
      },
      {
        name: 'text vendorCompanyId',
        body: registered(gulfAir.id, { vendorCompanyId: '5' }),
        field: 'vendorCompanyId',
      },
      { name: 'negative vendorCompanyId', body: registered(-1), field: 'vendorCompanyId' },
      {
        name: 'name on a registered vendor',
        body: registered(gulfAir.id, { name: 'Renamed' }),
        field: 'name',
      },
    ];
    const cases = hostileBodies(byEmail(), { required: 'name', text: 'name' }, formats);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    await expectHostileRefusedOnWrites(t, admin.token, PATH, cases, byEmail());
  });
});

describe('the search of registered vendors', () => {
  const search = async (token: string, query = '') =>
    expectList<VendorSearchResult>(await t.as(token).get(`${VENDOR_PATHS.search}${query}`));

  it('finds approved vendors and forwarders by name, country, mode and lane, marking those in the list', async () => {
    const admin = await createAdmin(t);
    await createVendorCompany(t, { name: 'Gulf Hidden Pending', approved: false });
    await createCompany(t, { name: 'Gulf Customer Co', category: COMPANY_CATEGORY.customer });
    await calls.create(admin.token, registered(indiaSea.id, { modes: ['sea'] }));

    const gulf = await search(admin.token, '?search=gulf');
    expect(gulf.items).toEqual([
      {
        companyId: gulfAir.id,
        name: gulfAir.name,
        countryCode: 'AE',
        modes: ['air'],
        lanes: [{ originCountryCode: 'AE', destinationCountryCode: 'IN' }],
        description: 'Dubai air',
        isInMyList: false,
      },
    ]);
    const ids = async (query: string) =>
      (await search(admin.token, `${query}&pageSize=100`)).items.map((r) => r.companyId);
    // The seeded database holds vendors of its own: each filter is read as "these in, those out".
    const expectFinds = async (query: string, found: TestCompany[], missed: TestCompany[]) => {
      const got = await ids(query);
      for (const c of found) expect(got, `${query} finds ${c.name}`).toContain(c.id);
      for (const c of missed) expect(got, `${query} misses ${c.name}`).not.toContain(c.id);
    };
    await expectFinds('?mode=air', [gulfAir], [indiaSea]);
    await expectFinds('?mode=sea', [indiaSea], [gulfAir]);
    await expectFinds('?originCountryCode=AE', [gulfAir], [indiaSea]);
    await expectFinds('?destinationCountryCode=DE', [indiaSea], [gulfAir]);
    await expectFinds('?originCountryCode=AE&destinationCountryCode=IN', [gulfAir], [indiaSea]);
    // Both ends must be one lane: AE→DE is served by neither.
    await expectFinds('?originCountryCode=AE&destinationCountryCode=DE', [], [gulfAir, indiaSea]);
    await expectFinds('?countryCode=in', [indiaSea], [gulfAir]);
    const india = await search(admin.token, '?search=india');
    expect(india.items[0]).toMatchObject({ companyId: indiaSea.id, isInMyList: true });
    const all = await ids('?page=1');
    expect(all).not.toContain(admin.company.id);
    expectFieldError(
      await t.as(admin.token).get(`${VENDOR_PATHS.search}?countryCode=ARE`),
      400,
      'countryCode',
    );
    expectFieldError(await t.as(admin.token).get(`${VENDOR_PATHS.search}?mode=rail`), 400, 'mode');
  });
});
