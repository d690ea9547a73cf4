import {
  COMPANY_CATEGORY,
  enquiryPath,
  SALES_PATHS,
  type SalesVisit,
  type SalesVisitReport,
  type StoredFile,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings, files } from '../../../db/schema';
import {
  expectDeleted,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  recordCalls,
} from '../../../test/company-records';
import {
  createAdmin,
  createCompany,
  createUser,
  type TestCompany,
  type TestUser,
} from '../../../test/factories';
import { type HostileCase, hostileBodies, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createLead, SALES_STAFF_PERMISSIONS, type TestLead } from '../../../test/sales-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makePdf, multipartBody } from '../../files/__tests__/file-fixtures';
import { SALES_VISIT_EXPORT_HEADERS } from '../sales-visits.export';

const PATH = SALES_PATHS.salesVisits;

let t: TestApp;
let company: TestCompany;
let admin: TestUser;
let sales: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let lead: TestLead;
let customer: TestCompany;
const calls = () => recordCalls(t, PATH);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-06-15T08:00:00Z');
  company = await createCompany(t);
  // Dubai: UTC+4 all year, so a visit at 21:30 UTC falls on the next Dubai day.
  await t.db.insert(companySettings).values({ companyId: company.id, timeZone: 'Asia/Dubai' });
  admin = await createAdmin(t, { company, fullName: 'Ada Admin' });
  sales = await createUser(t, { company, permissions: SALES_STAFF_PERMISSIONS, fullName: 'Sam Sales' });
  colleague = await createUser(t, {
    company,
    permissions: SALES_STAFF_PERMISSIONS,
    fullName: 'Cleo Colleague',
  });
  outsider = await createAdmin(t);
  lead = await createLead(t, { company, companyName: 'Gulf Traders' });
  customer = await createCompany(t, {
    name: 'Acme Customer',
    category: COMPANY_CATEGORY.customer,
    parentCompanyId: company.id,
  });
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  salesPersonId: sales.id,
  purpose: 'Introduce the sea freight service',
  location: 'Jebel Ali Free Zone',
  plannedAt: '2026-06-16T06:00:00.000Z',
  ...overrides,
});

const plan = (token: string, overrides: Record<string, unknown> = {}) =>
  calls().create<SalesVisit>(token, body(overrides));

const list = async (token: string, query = '') =>
  expectList<SalesVisit>(await t.as(token).get(`${PATH}${query}`));

const filesPath = (id: number) => enquiryPath(SALES_PATHS.salesVisitFiles, { id });
const filePath = (id: number, fileId: number) => enquiryPath(SALES_PATHS.salesVisitFile, { id, fileId });

async function upload(token: string, visitId: number, name = 'minutes.pdf') {
  const { payload, headers } = multipartBody({ name, bytes: await makePdf('Visit minutes') });
  return t.app.inject({
    method: 'POST',
    url: filesPath(visitId),
    headers: { ...headers, ...t.bearer(token) },
    payload,
  });
}

/** The rows of an .xlsx answer, header first, as plain values. */
async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    const values: (string | number | null)[] = [];
    for (let col = 1; col <= SALES_VISIT_EXPORT_HEADERS.length; col++) {
      const value = row.getCell(col).value;
      values.push(value === null || value === undefined ? null : (value as string | number));
    }
    rows.push(values);
  });
  return rows;
}

describe('sales visits', () => {
  it('plans a visit for a lead, records its outcome, and deletes it', async () => {
    const visit = await plan(sales.token, { leadId: lead.id });
    expect(visit).toMatchObject({
      status: 'planned',
      salesPerson: { id: sales.id, fullName: 'Sam Sales' },
      purpose: 'Introduce the sea freight service',
      location: 'Jebel Ali Free Zone',
      plannedAt: '2026-06-16T06:00:00.000Z',
      visitedAt: null,
      outcome: null,
      lead: { id: lead.id, name: 'Gulf Traders' },
      customer: null,
      fileCount: 0,
    });

    const early = await calls().put(sales.token, visit.id, body({ leadId: lead.id, status: 'completed' }));
    expect(expectFieldError(early, 400, 'visitedAt').defaultMessage).toBe('Say when the visit took place');

    const future = await calls().put(
      sales.token,
      visit.id,
      body({ leadId: lead.id, status: 'completed', visitedAt: '2026-06-20T06:00:00Z', outcome: 'Signed' }),
    );
    expectFieldError(future, 400, 'visitedAt');

    const done = expectItem<SalesVisit>(
      await calls().put(
        sales.token,
        visit.id,
        body({
          leadId: lead.id,
          status: 'completed',
          visitedAt: '2026-06-15T07:00:00Z',
          outcome: 'They ship 40 TEU a month; quote by Friday.',
        }),
      ),
    );
    expect(done).toMatchObject({
      status: 'completed',
      visitedAt: '2026-06-15T07:00:00.000Z',
      outcome: 'They ship 40 TEU a month; quote by Friday.',
    });
    expect(await calls().item(admin.token, visit.id)).toEqual(done);
    await expectDeleted(t, PATH, sales.token, visit.id);
  });

  it('plans a visit for a customer of the company or for nobody, never both', async () => {
    const forCustomer = await plan(sales.token, { customerCompanyId: customer.id, location: null });
    expect(forCustomer).toMatchObject({
      customer: { id: customer.id, name: 'Acme Customer' },
      location: null,
    });
    const cold = await plan(sales.token, { salesPersonId: colleague.id });
    expect(cold).toMatchObject({ lead: null, customer: null, salesPerson: { id: colleague.id } });
    const both = await calls().post(sales.token, body({ leadId: lead.id, customerCompanyId: customer.id }));
    expectFieldError(both, 400, 'customerCompanyId');
    const cancelled = expectItem<SalesVisit>(
      await calls().put(
        sales.token,
        cold.id,
        body({ salesPersonId: colleague.id, status: 'cancelled', outcome: 'Client ill' }),
      ),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', visitedAt: null, outcome: 'Client ill' });
  });

  it('refuses references of another company, hostile bodies, and changes nothing', async () => {
    const otherLead = await createLead(t, { company: outsider.company });
    const otherCustomer = await createCompany(t, {
      category: COMPANY_CATEGORY.customer,
      parentCompanyId: outsider.company.id,
    });
    const valid = body();
    const cases: HostileCase[] = [
      ...hostileBodies(
        valid,
        { required: 'purpose', text: 'purpose', number: 'salesPersonId', prose: true },
        [
          {
            name: 'another company sales person',
            body: body({ salesPersonId: outsider.id }),
            field: 'salesPersonId',
          },
          { name: 'another company lead', body: body({ leadId: otherLead.id }), field: 'leadId' },
          {
            name: 'another company customer',
            body: body({ customerCompanyId: otherCustomer.id }),
            field: 'customerCompanyId',
          },
          {
            name: 'a forwarder as customer',
            body: body({ customerCompanyId: outsider.company.id }),
            field: 'customerCompanyId',
          },
          { name: 'not a time', body: body({ plannedAt: 'tomorrow' }), field: 'plannedAt' },
          { name: 'unknown status', body: body({ status: 'won' }), field: 'status' },
          { name: 'NUL in location', body: body({ location: NUL }), field: 'location' },
          { name: 'NUL in outcome', body: body({ status: 'cancelled', outcome: NUL }), field: 'outcome' },
          { name: 'outcome of a planned visit', body: body({ outcome: 'Early' }), field: 'outcome' },
          { name: 'huge id', body: body({ leadId: 2 ** 40 }), field: 'leadId' },
          { name: 'createdBy', body: body({ createdBy: admin.id }), field: 'createdBy' },
        ],
      ),
    ];
    await expectHostileRefusedOnWrites(t, sales.token, PATH, cases, valid);
  });

  it('hides a visit and its files from another forwarder', async () => {
    const visit = await plan(sales.token);
    const uploaded = await upload(sales.token, visit.id);
    const file = expectItem<StoredFile>(uploaded, 201);
    await expectHiddenFromOtherCompany(t, PATH, {
      id: visit.id,
      ownerToken: sales.token,
      otherToken: outsider.token,
      body: body({ salesPersonId: outsider.id }),
    });
    const before = await countRows(t.db);
    for (const res of [
      await t.as(outsider.token).get(filesPath(visit.id)),
      await t.as(outsider.token).get(filePath(visit.id, file.id)),
      await t.as(outsider.token).delete(filePath(visit.id, file.id)),
      await upload(outsider.token, visit.id),
      // Through the shared download route the file is another company's: not found either.
      await t.as(outsider.token).get(file.downloadUrl),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    const other = await list(outsider.token, '?pageSize=100');
    expect(other.items).toEqual([]);
    const report = await t
      .as(outsider.token)
      .get(`${SALES_PATHS.salesVisitsReport}?from=2026-06-01&to=2026-06-30`);
    expect(report.json<{ data: SalesVisitReport }>().data.totals.total).toBe(0);
  });

  it('attaches, lists, downloads and deletes a visit file; deleting the visit takes its files', async () => {
    const visit = await plan(sales.token);
    const file = expectItem<StoredFile>(await upload(sales.token, visit.id, 'Visit minutes.pdf'), 201);
    expect(file).toMatchObject({ originalName: 'Visit minutes.pdf', contentType: 'application/pdf' });
    expect((await calls().item(sales.token, visit.id)).fileCount).toBe(1);
    const listed = await t.as(sales.token).get(filesPath(visit.id));
    expect(listed.json<{ data: { items: StoredFile[] } }>().data.items.map((f) => f.id)).toEqual([file.id]);
    const download = await t.as(sales.token).get(filePath(visit.id, file.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The shared download route reads it too, for the company's Sales staff only.
    expect((await t.as(colleague.token).get(file.downloadUrl)).statusCode).toBe(200);
    const clerk = await createUser(t, { company, permissions: ['view-dashboard|Dashboard'] });
    expect((await t.as(clerk.token).get(file.downloadUrl)).statusCode).toBe(404);
    expect((await t.as(clerk.token).get(filesPath(visit.id))).statusCode).toBe(403);

    // A file of one visit is not reached through another.
    const second = await plan(sales.token);
    expect((await t.as(sales.token).get(filePath(second.id, file.id))).statusCode).toBe(404);

    expect((await t.as(sales.token).delete(filePath(visit.id, file.id))).statusCode).toBe(200);
    expect((await t.as(sales.token).get(filePath(visit.id, file.id))).statusCode).toBe(404);

    const kept = expectItem<StoredFile>(await upload(sales.token, second.id), 201);
    await expectDeleted(t, PATH, sales.token, second.id);
    expect(await t.db.select().from(files).where(eq(files.id, kept.id))).toEqual([]);
  });

  it('refuses an upload of a type the store does not take', async () => {
    const visit = await plan(sales.token);
    const { payload, headers } = multipartBody({
      name: 'photo.gif',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!', 'latin1'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: filesPath(visit.id),
      headers: { ...headers, ...t.bearer(sales.token) },
      payload,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('sales visit list, export and report', () => {
  let t2: TestApp;
  let boss: TestUser;
  let rep: TestUser;
  let mate: TestUser;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t2 = await createTestApp();
    t2.clock.now = new Date('2026-06-20T08:00:00Z');
    const firm = await createCompany(t2);
    await t2.db.insert(companySettings).values({ companyId: firm.id, timeZone: 'Asia/Dubai' });
    boss = await createAdmin(t2, { company: firm, fullName: 'Bea Boss' });
    rep = await createUser(t2, { company: firm, permissions: SALES_STAFF_PERMISSIONS, fullName: 'Rex Rep' });
    mate = await createUser(t2, {
      company: firm,
      permissions: SALES_STAFF_PERMISSIONS,
      fullName: 'Mia Mate',
    });
    const prospect = await createLead(t2, { company: firm, companyName: 'Harbour Foods' });
    const make = async (values: Record<string, unknown>) => {
      const res = await t2.as(boss.token).post(PATH, {
        salesPersonId: rep.id,
        purpose: 'Visit',
        plannedAt: '2026-06-10T06:00:00Z',
        ...values,
      });
      return expectItem<SalesVisit>(res, 201).id;
    };
    ids = {
      // 21:30 UTC on 31 May is 01:30 on 1 June in Dubai: a June visit.
      lateMay: await make({
        plannedAt: '2026-05-31T21:30:00Z',
        purpose: 'Breakfast meeting',
        leadId: prospect.id,
      }),
      earlyMay: await make({ plannedAt: '2026-05-31T19:00:00Z', purpose: '=HYPERLINK("x") pitch' }),
      june: await make({
        plannedAt: '2026-06-10T06:00:00Z',
        purpose: 'Rate review',
        status: 'completed',
        visitedAt: '2026-06-10T07:00:00Z',
        outcome: 'Asked for air rates',
      }),
      juneMate: await make({
        salesPersonId: mate.id,
        plannedAt: '2026-06-12T06:00:00Z',
        purpose: 'Warehouse tour',
      }),
      juneCancelled: await make({
        salesPersonId: mate.id,
        plannedAt: '2026-06-30T19:59:00Z',
        purpose: 'Port visit',
        status: 'cancelled',
      }),
      // 20:00 UTC on 30 June is midnight on 1 July in Dubai: past June.
      july: await make({ plannedAt: '2026-06-30T20:00:00Z', purpose: 'Contract talk' }),
    };
  });
  afterAll(() => t2.close());

  const listOf = async (query: string) =>
    expectList<SalesVisit>(await t2.as(rep.token).get(`${PATH}?pageSize=100&${query}`));

  it('filters by status, sales person, search and the planned days of the company time zone', async () => {
    const june = await listOf('plannedFrom=2026-06-01&plannedTo=2026-06-30');
    expect(june.items.map((v) => v.id).sort()).toEqual(
      [ids.lateMay, ids.june, ids.juneMate, ids.juneCancelled].sort(),
    );
    expect((await listOf('plannedTo=2026-05-31')).items.map((v) => v.id)).toEqual([ids.earlyMay]);
    expect((await listOf('plannedFrom=2026-07-01')).items.map((v) => v.id)).toEqual([ids.july]);
    expect((await listOf(`salesPersonId=${mate.id}`)).total).toBe(2);
    expect((await listOf('status=completed')).items.map((v) => v.id)).toEqual([ids.june]);
    expect((await listOf('search=harbour')).items.map((v) => v.id)).toEqual([ids.lateMay]);
    expect((await listOf('search=mia')).total).toBe(2);
    // Newest planned first by default; plain paging.
    const first = await expectList<SalesVisit>(await t2.as(rep.token).get(`${PATH}?pageSize=2&page=1`));
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(first.items.map((v) => v.id)).toEqual([ids.july, ids.juneCancelled]);
    const bad = await t2.as(rep.token).get(`${PATH}?plannedFrom=2026-13-01`);
    expectFieldError(bad, 400, 'plannedFrom');
    expectFieldError(await t2.as(rep.token).get(`${PATH}?status=won`), 400, 'status');
    expectFieldError(await t2.as(rep.token).get(`${PATH}?companyId=1`), 400, 'companyId');
  });

  it('exports the filtered list as an .xlsx whose rows equal the list', async () => {
    const query = 'plannedFrom=2026-06-01&plannedTo=2026-06-30&sort=plannedAt&order=asc';
    const res = await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsExport}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('sales-visits-2026-06-20.xlsx');
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(SALES_VISIT_EXPORT_HEADERS);
    const listed = await listOf(query);
    expect(rows.map((row) => row[3])).toEqual(listed.items.map((v) => v.purpose));
    expect(rows).toEqual([
      [
        '2026-06-01 01:30',
        'Rex Rep',
        'Lead: Harbour Foods',
        'Breakfast meeting',
        null,
        'Planned',
        null,
        null,
      ],
      [
        '2026-06-10 10:00',
        'Rex Rep',
        null,
        'Rate review',
        null,
        'Completed',
        '2026-06-10 11:00',
        'Asked for air rates',
      ],
      ['2026-06-12 10:00', 'Mia Mate', null, 'Warehouse tour', null, 'Planned', null, null],
      ['2026-06-30 23:59', 'Mia Mate', null, 'Port visit', null, 'Cancelled', null, null],
    ]);

    // A formula never goes out as one.
    const may = await readSheet(
      (await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsExport}?plannedTo=2026-05-31`)).rawPayload,
    );
    expect(may[1]?.[3]).toBe(`'=HYPERLINK("x") pitch`);
    const refused = await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsExport}?page=1`);
    expectFieldError(refused, 400, 'page');
  });

  it('reports per sales person over the period, each figure the count of its filtered list', async () => {
    const res = await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsReport}?from=2026-06-01&to=2026-06-30`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{ data: SalesVisitReport }>().data;
    expect(report).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      rows: [
        {
          salesPerson: { id: mate.id, fullName: 'Mia Mate' },
          planned: 1,
          completed: 0,
          cancelled: 1,
          total: 2,
        },
        {
          salesPerson: { id: rep.id, fullName: 'Rex Rep' },
          planned: 1,
          completed: 1,
          cancelled: 0,
          total: 2,
        },
      ],
      totals: { planned: 2, completed: 1, cancelled: 1, total: 4 },
    });
    for (const row of report.rows) {
      for (const status of ['planned', 'completed', 'cancelled'] as const) {
        const filtered = await listOf(
          `plannedFrom=2026-06-01&plannedTo=2026-06-30&salesPersonId=${row.salesPerson.id}&status=${status}`,
        );
        expect(filtered.total).toBe(row[status]);
      }
    }
    expectFieldError(
      await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsReport}?from=2026-06-30&to=2026-06-01`),
      400,
      'to',
    );
    expectFieldError(
      await t2.as(rep.token).get(`${SALES_PATHS.salesVisitsReport}?from=2026-06-01`),
      400,
      'to',
    );
  });

  it('offers the leads and customers a visit may be for', async () => {
    const res = await t2.as(rep.token).get(`${SALES_PATHS.salesVisitParties}?search=harb`);
    expect(res.json<{ data: { items: unknown[] } }>().data.items).toEqual([
      { kind: 'lead', id: expect.any(Number), name: 'Harbour Foods' },
    ]);
  });
});
