import {
  CUSTOMERS_ACCESS,
  KYC_STATUS,
  LEAD_SETTING_KIND,
  leadApiPath,
  SALES_ACCESS,
  SALES_PATHS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerKycs, leads } from '../../../db/schema';
import {
  expectForbiddenDeletion,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  recordCalls,
} from '../../../test/company-records';
import { createCompany, createUser, type TestCompany, type TestUser } from '../../../test/factories';
import { mailsTo } from '../../../test/forward-factories';
import { createKycInvitation } from '../../../test/kyc-factories';
import {
  expectHostileRefused,
  hostileBodies,
  hostileNameBodies,
  LONG,
  NUL,
} from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createLead, createLeadSetting, SALES_STAFF_PERMISSIONS } from '../../../test/sales-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { kycTransitions } from '../../customer-kycs/kyc-records';

type Lead = {
  id: number;
  companyName: string;
  email: string | null;
  source: { id: number; name: string } | null;
  stage: { id: number; name: string; isClosed: boolean } | null;
  owner: { id: number; fullName: string } | null;
  nextFollowUpAt: string | null;
  kyc: { id: number; status: string; customerCompanyId: number | null } | null;
  convertedAt: string | null;
};

/** What a sales executive holds: the Sales module, and inviting customers. */
/** Sales staff who may also invite customers (a lead's conversion). */
const SALES_PERMISSIONS = [
  ...SALES_STAFF_PERMISSIONS,
  CUSTOMERS_ACCESS.view[0],
  CUSTOMERS_ACCESS.create[0],
] as string[];

let t: TestApp;
let oceanic: TestCompany;
let sales: TestUser;
let colleague: TestUser;
let other: TestCompany;
let otherSales: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  oceanic = await createCompany(t, { name: 'Lead Lines' });
  sales = await createUser(t, { company: oceanic, permissions: SALES_PERMISSIONS, fullName: 'Sam Sales' });
  colleague = await createUser(t, {
    company: oceanic,
    permissions: SALES_PERMISSIONS,
    fullName: 'Cora Colleague',
  });
  other = await createCompany(t, { name: 'Rival Freight' });
  otherSales = await createUser(t, { company: other, permissions: SALES_PERMISSIONS });
});
afterAll(() => t.close());

const settings = () => recordCalls(t, SALES_PATHS.leadSettings);
const leadCalls = () => recordCalls(t, SALES_PATHS.leads);
const convert = (token: string, id: number, body: object = {}) =>
  t.as(token).post(leadApiPath(SALES_PATHS.leadConvert, id), body);

describe('lead settings', () => {
  it('keeps sources and stages apart: listed by kind, a name unique per kind, a source never closing', async () => {
    const web = await settings().create(sales.token, {
      kind: 'source',
      name: 'Web form',
      displayOrder: 1,
      isClosed: true,
    });
    expect(web).toMatchObject({ kind: 'source', name: 'Web form', displayOrder: 1, isClosed: false });
    const stage = await settings().create(sales.token, { kind: 'stage', name: 'Web form' });
    expect(stage).toMatchObject({ kind: 'stage', displayOrder: 0, isClosed: false });

    const sources = await settings().list(sales.token, '?kind=source&pageSize=100');
    expect(sources.items.map((s) => s.id)).toContain(web.id);
    expect(sources.items.map((s) => s.id)).not.toContain(stage.id);

    const before = await countRows(t.db);
    expectFieldError(await settings().post(sales.token, { kind: 'source', name: 'WEB FORM' }), 409, 'name');
    expectFieldError(
      await settings().put(sales.token, stage.id, { kind: 'source', name: 'Other' }),
      400,
      'kind',
    );
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses to delete a setting a lead uses, and deletes an unused one', async () => {
    const source = await createLeadSetting(t, { company: oceanic, kind: LEAD_SETTING_KIND.source });
    await createLead(t, { company: oceanic, source });
    await expectForbiddenDeletion(t, SALES_PATHS.leadSettings, sales.token, source.id, /lead/i);
    const unused = await createLeadSetting(t, { company: oceanic });
    expect((await settings().remove(sales.token, unused.id)).statusCode).toBe(200);
  });

  it("is hidden from another company's sales staff", async () => {
    const stage = await createLeadSetting(t, { company: oceanic, name: 'Hidden stage' });
    await expectHiddenFromOtherCompany(t, SALES_PATHS.leadSettings, {
      id: stage.id,
      ownerToken: sales.token,
      otherToken: otherSales.token,
      body: { kind: 'stage', name: 'Taken over' },
    });
  });

  it('refuses hostile bodies, naming the field', async () => {
    await expectHostileRefusedOnWrites(
      t,
      sales.token,
      SALES_PATHS.leadSettings,
      [
        ...hostileNameBodies({ kind: 'stage' }),
        { name: 'unknown kind', body: { kind: 'prospect', name: 'Ok' }, field: 'kind' },
        {
          name: 'string order',
          body: { kind: 'stage', name: 'Ok', displayOrder: '1' },
          field: 'displayOrder',
        },
        {
          name: 'huge order',
          body: { kind: 'stage', name: 'Ok', displayOrder: 1e12 },
          field: 'displayOrder',
        },
        { name: 'string closing', body: { kind: 'stage', name: 'Ok', isClosed: 'yes' }, field: 'isClosed' },
      ],
      { kind: 'stage', name: 'Hostile target' },
    );
  });

  it('is for sales staff only', async () => {
    const clerk = await createUser(t, {
      company: oceanic,
      permissions: [CUSTOMERS_ACCESS.view[0] as string],
    });
    expect((await t.as(clerk.token).get(SALES_PATHS.leadSettings)).statusCode).toBe(403);
    expect(
      (await t.as(clerk.token).post(SALES_PATHS.leadSettings, { kind: 'stage', name: 'X' })).statusCode,
    ).toBe(403);
  });
});

describe('leads', () => {
  it('creates a lead owned by its author in the first open stage, and edits it', async () => {
    const company = await createCompany(t);
    const author = await createUser(t, { company, permissions: SALES_PERMISSIONS, fullName: 'Ann Author' });
    await createLeadSetting(t, { company, name: 'Won', displayOrder: 0, isClosed: true });
    const fresh = await createLeadSetting(t, { company, name: 'New', displayOrder: 1 });
    const later = await createLeadSetting(t, { company, name: 'Qualified', displayOrder: 2 });
    const source = await createLeadSetting(t, { company, kind: 'source', name: 'Referral' });
    const created = await recordCalls(t, SALES_PATHS.leads).create<Lead>(author.token, {
      companyName: 'Nordic Pumps',
      contactName: 'Nils Nord',
      email: 'nils@nordic.example',
      phone: '+46 8 555 0100',
      sourceId: source.id,
    });
    expect(created).toMatchObject({
      companyName: 'Nordic Pumps',
      source: { id: source.id, name: 'Referral' },
      stage: { id: fresh.id, name: 'New', isClosed: false },
      owner: { id: author.id, fullName: 'Ann Author' },
      nextFollowUpAt: null,
      kyc: null,
      convertedAt: null,
    });
    const edited = expectItem<Lead>(
      await t.as(author.token).put(`${SALES_PATHS.leads}/${created.id}`, {
        companyName: 'Nordic Pumps AB',
        contactName: 'Nils Nord',
        email: '',
        stageId: later.id,
        ownerId: author.id,
        notes: 'Met at the fair',
      }),
    );
    expect(edited).toMatchObject({
      companyName: 'Nordic Pumps AB',
      email: null,
      source: null,
      stage: { id: later.id },
    });
  });

  it('lists with search, filters, sorting and paging', async () => {
    const company = await createCompany(t);
    const me = await createUser(t, { company, permissions: SALES_PERMISSIONS });
    const peer = await createUser(t, { company, permissions: SALES_PERMISSIONS });
    const hot = await createLeadSetting(t, { company, name: 'Hot' });
    const fair = await createLeadSetting(t, { company, kind: 'source', name: 'Fair' });
    const a = await createLead(t, {
      company,
      owner: me,
      stage: hot,
      source: fair,
      companyName: 'Alpha Cargo',
    });
    const b = await createLead(t, {
      company,
      owner: peer,
      companyName: 'Beta Metals',
      contactName: 'Bea Search',
    });
    const c = await createLead(t, { company, owner: me, companyName: 'Gamma Foods' });
    await t.db.update(leads).set({ convertedAt: t.clock.now }).where(eq(leads.id, c.id));
    const ids = async (query: string) =>
      expectList<Lead>(await t.as(me.token).get(`${SALES_PATHS.leads}${query}`)).items.map((l) => l.id);

    expect(await ids('?sort=companyName&order=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?search=bea%20search')).toEqual([b.id]);
    expect(await ids(`?stageId=${hot.id}`)).toEqual([a.id]);
    expect(await ids(`?sourceId=${fair.id}`)).toEqual([a.id]);
    expect(await ids(`?ownerId=${me.id}&sort=companyName&order=asc`)).toEqual([a.id, c.id]);
    expect(await ids('?converted=true')).toEqual([c.id]);
    expect(await ids('?converted=false&sort=companyName&order=asc')).toEqual([a.id, b.id]);
    const page = expectList<Lead>(
      await t.as(me.token).get(`${SALES_PATHS.leads}?pageSize=2&page=2&sort=companyName&order=asc`),
    );
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((l) => l.id)).toEqual([c.id]);
    expect((await t.as(me.token).get(`${SALES_PATHS.leads}?converted=maybe`)).statusCode).toBe(400);
  });

  it("refuses another company's source, stage or owner, naming the field, and writes nothing", async () => {
    const theirSource = await createLeadSetting(t, { company: other, kind: 'source' });
    const theirStage = await createLeadSetting(t, { company: other });
    const myStage = await createLeadSetting(t, { company: oceanic });
    const lead = await createLead(t, { company: oceanic, owner: sales });
    const valid = { companyName: 'Ref Test', contactName: 'Rita Ref' };
    const cases = [
      { name: 'their source', body: { ...valid, sourceId: theirSource.id }, field: 'sourceId' },
      { name: 'their stage', body: { ...valid, stageId: theirStage.id }, field: 'stageId' },
      { name: 'a stage as source', body: { ...valid, sourceId: myStage.id }, field: 'sourceId' },
      { name: 'their user as owner', body: { ...valid, ownerId: otherSales.id }, field: 'ownerId' },
      { name: 'no such owner', body: { ...valid, ownerId: 2_147_483_000 }, field: 'ownerId' },
    ];
    await expectHostileRefused(t, sales.token, 'POST', SALES_PATHS.leads, cases);
    await expectHostileRefused(t, sales.token, 'PUT', `${SALES_PATHS.leads}/${lead.id}`, cases);
  });

  it("is hidden from another company's sales staff", async () => {
    const lead = await createLead(t, { company: oceanic, owner: sales });
    await expectHiddenFromOtherCompany(t, SALES_PATHS.leads, {
      id: lead.id,
      ownerToken: sales.token,
      otherToken: otherSales.token,
      body: { companyName: 'Taken', contactName: 'Over' },
    });
  });

  it('refuses hostile bodies, naming the field', async () => {
    const valid = { companyName: 'Hostile Co', contactName: 'Hugo Host', email: 'hugo@host.example' };
    await expectHostileRefusedOnWrites(
      t,
      sales.token,
      SALES_PATHS.leads,
      [
        ...hostileBodies(valid, { required: 'companyName', text: 'contactName' }, [
          { name: 'bad e-mail', body: { ...valid, email: 'not-mail' }, field: 'email' },
          { name: 'bad phone', body: { ...valid, phone: 'call me' }, field: 'phone' },
          { name: 'NUL in notes', body: { ...valid, notes: NUL }, field: 'notes' },
          { name: '10k notes', body: { ...valid, notes: LONG }, field: 'notes' },
          { name: 'string owner', body: { ...valid, ownerId: '7' }, field: 'ownerId' },
          { name: 'negative stage', body: { ...valid, stageId: -1 }, field: 'stageId' },
          {
            name: 'next follow-up',
            body: { ...valid, nextFollowUpAt: '2030-01-01T00:00:00Z' },
            field: 'nextFollowUpAt',
          },
          { name: 'kycId', body: { ...valid, kycId: 1 }, field: 'kycId' },
        ]),
      ],
      valid,
    );
  });
});

describe('converting a lead', () => {
  it('invites the lead to the customer KYC, marks it converted in the Won stage, and follows the KYC', async () => {
    const won = await createLeadSetting(t, {
      company: oceanic,
      name: 'Closed won',
      displayOrder: 9,
      isClosed: true,
    });
    await createLeadSetting(t, { company: oceanic, name: 'Lost', displayOrder: 8, isClosed: true });
    const lead = await createLead(t, {
      company: oceanic,
      owner: colleague,
      companyName: 'Convert Me Ltd',
      email: 'buyer@convertme.example',
    });
    const res = await convert(sales.token, lead.id);
    const converted = expectItem<Lead>(res);
    expect(res.json().message).toBe('Invitation sent to buyer@convertme.example');
    expect(converted).toMatchObject({
      stage: { id: won.id, isClosed: true },
      kyc: { status: KYC_STATUS.invited },
    });
    expect(converted.convertedAt).toBe(t.clock.now.toISOString());

    // The Customers module's invitation: its KYC, its sales person (the lead's owner), its mail.
    const [kyc] = await t.db
      .select()
      .from(customerKycs)
      .where(eq(customerKycs.id, converted.kyc?.id ?? 0));
    expect(kyc).toMatchObject({
      companyId: oceanic.id,
      email: 'buyer@convertme.example',
      invitedCompanyName: 'Convert Me Ltd',
      salesPersonId: colleague.id,
      status: KYC_STATUS.invited,
    });
    const mails = await mailsTo(t, 'buyer@convertme.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/\/customerKyc\//);

    // Once converted, never again.
    const before = await countRows(t.db);
    expectFieldError(await convert(sales.token, lead.id), 409, 'id');
    expect(await countRows(t.db)).toEqual(before);

    // The lead shows where the KYC stands.
    const at = { companyId: oceanic.id, id: kyc?.id ?? 0, at: t.clock.now, userId: null, remarks: null };
    await kycTransitions.move(t.db, { ...at, expectedVersion: 0, to: KYC_STATUS.submitted });
    expect((await leadCalls().item<Lead>(sales.token, lead.id)).kyc?.status).toBe(KYC_STATUS.submitted);
    await kycTransitions.move(t.db, { ...at, expectedVersion: 1, to: KYC_STATUS.approved });
    expect((await leadCalls().item<Lead>(sales.token, lead.id)).kyc?.status).toBe(KYC_STATUS.approved);
    const listed = await leadCalls().list<Lead>(sales.token, '?converted=true&pageSize=100');
    expect(listed.items.find((l) => l.id === lead.id)?.kyc?.status).toBe(KYC_STATUS.approved);
  });

  it('keeps the stage where no closing stage is named like a win, and invites with the caller as sales person when the lead has no owner', async () => {
    const company = await createCompany(t);
    const me = await createUser(t, { company, permissions: SALES_PERMISSIONS });
    const open = await createLeadSetting(t, { company, name: 'Talking' });
    await createLeadSetting(t, { company, name: 'Lost', isClosed: true });
    const lead = await createLead(t, { company, stage: open });
    const converted = expectItem<Lead>(await convert(me.token, lead.id));
    expect(converted.stage?.id).toBe(open.id);
    const [kyc] = await t.db
      .select()
      .from(customerKycs)
      .where(eq(customerKycs.id, converted.kyc?.id ?? 0));
    expect(kyc?.salesPersonId).toBe(me.id);
  });

  it('refuses, writing nothing: no e-mail, an open KYC of the address, no right to invite, another company, a body', async () => {
    const noMail = await createLead(t, { company: oceanic, owner: sales, email: null });
    const taken = await createLead(t, { company: oceanic, owner: sales, email: 'taken@open.example' });
    await createKycInvitation(t, { forwarder: oceanic, email: 'taken@open.example' });
    const plain = await createLead(t, { company: oceanic, owner: sales });
    const salesOnly = await createUser(t, {
      company: oceanic,
      permissions: [SALES_ACCESS.view[0], SALES_ACCESS.update[0]] as string[],
    });
    const before = await countRows(t.db);
    expectFieldError(await convert(sales.token, noMail.id), 400, 'email');
    expectFieldError(await convert(sales.token, taken.id), 409, 'email');
    expect((await convert(salesOnly.token, plain.id)).statusCode).toBe(403);
    expect((await convert(otherSales.token, plain.id)).statusCode).toBe(404);
    expectFieldError(await convert(sales.token, plain.id, { email: 'x@y.example' }), 400, 'email');
    expect(await countRows(t.db)).toEqual(before);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, plain.id));
    expect(row).toMatchObject({ kycId: null, convertedAt: null });
  });
});
