import {
  API_PATHS,
  CHANNEL_PATHS,
  type Channel,
  type ChannelThread,
  CUSTOMER_KYC_PATHS,
  channelApiPath,
  DASHBOARD_PATHS,
  ENQUIRY_PATHS,
  enquiryPath,
  FAQ_PATHS,
  type Faq,
  type FollowUp,
  faqApiPath,
  type Lead,
  type LeadSetting,
  NOTIFICATION_PREFERENCE_PATHS,
  PERMISSIONS,
  PLATFORM_DOCUMENT_PATHS,
  SALES_PATHS,
  type SalesVisit,
  type StoredFile,
  sitePageApiPath,
  toPermission,
} from '@fastforward/domain';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDocuments, users, vendors } from '../../db/schema';
import { makePdf } from '../../modules/files/__tests__/file-fixtures';
import { createEnquiryScene, type EnquiryScene } from '../../test/enquiry-factories';
import { createPlatformAdmin, createUser, type TestCompany, type TestUser } from '../../test/factories';
import { createJobScene, type JobScene } from '../../test/job-factories';
import { createApprovedKyc, type TestCustomerKyc } from '../../test/kyc-factories';
import { type HostileCase, NUL } from '../../test/organisation';
import { expectItem } from '../../test/responses';
import { countRows } from '../../test/row-counts';
import { createLead, createLeadSetting } from '../../test/sales-factories';
import {
  expectNoMarker,
  expectSpecsCoverRoutes,
  idsOf,
  type ListCheck,
  listWithout,
  type Outsider,
  type RouteSpec,
  storedBytes,
  sweep,
  sweepOutsider,
  sweptRoutes,
  uploadAs,
} from '../../test/tenancy-sweep';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createVendorCompany } from '../../test/vendor-factories';

/**
 * Issue 14, acceptance 6: forwarder A with a record of every kind the Sales CRM, the public
 * channel, the FAQs and the notification settings keep, walked route by route as every outsider
 * (another forwarder's admin and staff, its customer and vendor, A's own customers where the route
 * is staff-only); the dashboards answer them exactly what they answered before A's records
 * existed. Then every new write route refuses hostile bodies from a user it admits.
 */

const S = SALES_PATHS;
const C = CHANNEL_PATHS;
const F = FAQ_PATHS;
const at = (path: string, params: Record<string, number>) => enquiryPath(path, params);
const SALES = ['view-sales|Sales', 'create-sales|Sales', 'update-sales|Sales', 'delete-sales|Sales'];
const CHANNEL = [
  toPermission('view-public-channel', 'Public Channel'),
  toPermission('create-public-channel', 'Public Channel'),
];
const PRIVACY = PLATFORM_DOCUMENT_PATHS['privacy-policy'];
const ABOUT = PLATFORM_DOCUMENT_PATHS['about-us'];

/** A customer of forwarder A: it reads A's board and A's FAQs, so those routes are not outsiders' to it. */
const A_MEMBER = 'a-member';
const notMember = (who: Outsider) => !who.tags.includes(A_MEMBER);

/** What the sweep aims at: forwarder A's records. */
type Records = {
  forwarderId: number;
  sellerId: number;
  leadId: number;
  leadName: string;
  settingIds: { source: number; stage: number };
  visitId: number;
  visitFileId: number;
  followUpId: number;
  channelId: number;
  threadId: number;
  postId: number;
  faqId: number;
  customerCompanyId: number;
  customerName: string;
  kycIds: number[];
  platformDocumentIds: number[];
  markers: string[];
};

const SETTING_NAMES = { source: 'Sweep Source 7731', stage: 'Sweep Stage 7731' } as const;
const MOBILE = '+971500007731';

/** The answers of the dashboards (and the feedback summary) to each outsider before A's records existed. */
const baseline = new Map<string, unknown>();
const SNAPSHOT_PATHS: string[] = [
  ...Object.values(DASHBOARD_PATHS),
  API_PATHS.superAdminSummary,
  ENQUIRY_PATHS.feedbackSummary,
];

/** The figure is what the outsider saw before A had any row: none of A's rows is counted. */
const unchangedSinceBaseline: ListCheck<Records> = (data, r, who, _res, call) => {
  const key = `${who.label} ${call.url}`;
  expect(baseline.has(key), key).toBe(true);
  expect(data, key).toEqual(baseline.get(key));
  expectNoMarker(data, r);
};

const dashboard = (path: string, only?: (who: Outsider) => boolean): RouteSpec<Records> => ({
  kind: 'list',
  calls: () => [{ url: path }],
  check: unchangedSinceBaseline,
  ...(only ? { only } : {}),
});

const visitBody = (salesPersonId: number, extra: Record<string, unknown> = {}) => ({
  salesPersonId,
  purpose: 'Take over the account',
  plannedAt: '2026-11-25T09:00:00.000Z',
  ...extra,
});
const followUpBody = (assigneeId: number, extra: Record<string, unknown> = {}) => ({
  title: 'Take over the account',
  dueAt: '2026-11-25T09:00:00.000Z',
  assigneeId,
  ...extra,
});
const leadBody = (extra: Record<string, unknown> = {}) => ({
  companyName: 'Taken Over Lead',
  contactName: 'Outsider',
  ...extra,
});

/** Every sheet cell of an .xlsx answer, as text. */
async function sheetText(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value ?? ''));
      });
    });
  }
  return cells;
}

const SPECS: Record<string, RouteSpec<Records>> = {
  // ── Lead settings
  [`GET ${S.leadSettings}`]: {
    kind: 'list',
    calls: () => [
      { url: `${S.leadSettings}?pageSize=100` },
      { url: `${S.leadSettings}?kind=stage&pageSize=100` },
      { url: `${S.leadSettings}?search=${encodeURIComponent('Sweep')}` },
    ],
    check: listWithout((r) => [r.settingIds.source, r.settingIds.stage]),
  },
  [`POST ${S.leadSettings}`]: { kind: 'own-create' },
  [`GET ${S.leadSettings}/:id`]: {
    kind: 'record',
    calls: (r) => Object.values(r.settingIds).map((id) => ({ url: `${S.leadSettings}/${id}` })),
  },
  [`PUT ${S.leadSettings}/:id`]: {
    kind: 'record',
    calls: (r) => [
      { url: `${S.leadSettings}/${r.settingIds.source}`, body: { kind: 'source', name: 'Mine now' } },
      { url: `${S.leadSettings}/${r.settingIds.stage}`, body: { kind: 'stage', name: 'Mine now' } },
    ],
  },
  [`DELETE ${S.leadSettings}/:id`]: {
    kind: 'record',
    calls: (r) => Object.values(r.settingIds).map((id) => ({ url: `${S.leadSettings}/${id}` })),
  },

  // ── Leads
  [`GET ${S.leads}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${S.leads}?pageSize=100` },
      { url: `${S.leads}?search=${encodeURIComponent(r.leadName)}` },
      { url: `${S.leads}?stageId=${r.settingIds.stage}&sourceId=${r.settingIds.source}` },
      { url: `${S.leads}?ownerId=${r.sellerId}` },
    ],
    check: listWithout((r) => [r.leadId]),
  },
  // A lead naming A's source, stage or owner is refused on that field.
  [`POST ${S.leads}`]: {
    kind: 'record',
    statuses: [400, 404],
    calls: (r) => [
      { url: S.leads, body: leadBody({ sourceId: r.settingIds.source }) },
      { url: S.leads, body: leadBody({ stageId: r.settingIds.stage }) },
      { url: S.leads, body: leadBody({ ownerId: r.sellerId }) },
    ],
  },
  [`GET ${S.leads}/:id`]: { kind: 'record', calls: (r) => [{ url: `${S.leads}/${r.leadId}` }] },
  [`PUT ${S.leads}/:id`]: {
    kind: 'record',
    calls: (r) => [{ url: `${S.leads}/${r.leadId}`, body: leadBody() }],
  },
  [`DELETE ${S.leads}/:id`]: { kind: 'record', calls: (r) => [{ url: `${S.leads}/${r.leadId}` }] },
  [`POST ${S.leadConvert}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.leadConvert, { id: r.leadId }), body: {} }],
  },

  // ── Sales visits
  [`GET ${S.salesVisits}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${S.salesVisits}?pageSize=100` },
      { url: `${S.salesVisits}?leadId=${r.leadId}` },
      { url: `${S.salesVisits}?customerCompanyId=${r.customerCompanyId}` },
      { url: `${S.salesVisits}?salesPersonId=${r.sellerId}` },
      { url: `${S.salesVisits}?search=${encodeURIComponent('Sweep visit')}` },
    ],
    check: listWithout((r) => [r.visitId]),
  },
  [`POST ${S.salesVisits}`]: {
    kind: 'record',
    statuses: [400, 404],
    calls: (r, who) => [
      { url: S.salesVisits, body: visitBody(r.sellerId) },
      { url: S.salesVisits, body: visitBody(who.user.id, { leadId: r.leadId }) },
      { url: S.salesVisits, body: visitBody(who.user.id, { customerCompanyId: r.customerCompanyId }) },
    ],
  },
  [`GET ${S.salesVisit}`]: { kind: 'record', calls: (r) => [{ url: at(S.salesVisit, { id: r.visitId }) }] },
  [`PUT ${S.salesVisit}`]: {
    kind: 'record',
    calls: (r, who) => [{ url: at(S.salesVisit, { id: r.visitId }), body: visitBody(who.user.id) }],
  },
  [`DELETE ${S.salesVisit}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.salesVisit, { id: r.visitId }) }],
  },
  [`GET ${S.salesVisitsExport}`]: {
    kind: 'list',
    calls: (r) => [
      { url: S.salesVisitsExport },
      { url: `${S.salesVisitsExport}?leadId=${r.leadId}` },
      { url: `${S.salesVisitsExport}?salesPersonId=${r.sellerId}` },
    ],
    check: async (_data, r, _who, res) => {
      const text = (await sheetText(res.rawPayload)).join('\n');
      expect(r.markers.filter((m) => text.includes(m))).toEqual([]);
    },
  },
  [`GET ${S.salesVisitsReport}`]: {
    kind: 'list',
    calls: () => [{ url: `${S.salesVisitsReport}?from=2026-11-01&to=2026-11-30` }],
    check: (data, r) => {
      const rows = (data as { rows: { salesPerson: { id: number } }[] }).rows;
      expect(rows.map((row) => row.salesPerson.id)).not.toContain(r.sellerId);
      expectNoMarker(data, r);
    },
  },
  [`GET ${S.salesVisitParties}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${S.salesVisitParties}?search=${encodeURIComponent(r.leadName)}` },
      { url: `${S.salesVisitParties}?search=${encodeURIComponent(r.customerName)}` },
    ],
    check: (data, r) => {
      const items = (data.items ?? []) as { kind: string; id: number }[];
      expect(items.filter((p) => p.kind === 'lead' && p.id === r.leadId)).toEqual([]);
      expect(items.filter((p) => p.kind === 'customer' && p.id === r.customerCompanyId)).toEqual([]);
      expectNoMarker(data, r);
    },
  },
  [`GET ${S.salesVisitFiles}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.salesVisitFiles, { id: r.visitId }) }],
  },
  [`POST ${S.salesVisitFiles}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.salesVisitFiles, { id: r.visitId }), upload: true }],
  },
  [`GET ${S.salesVisitFile}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.salesVisitFile, { id: r.visitId, fileId: r.visitFileId }) }],
  },
  [`DELETE ${S.salesVisitFile}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.salesVisitFile, { id: r.visitId, fileId: r.visitFileId }) }],
  },

  // ── Follow-ups
  [`GET ${S.followUps}`]: {
    kind: 'list',
    calls: (r) => [
      { url: `${S.followUps}?pageSize=100` },
      { url: `${S.followUps}?status=open&overdue=true` },
      { url: `${S.followUps}?leadId=${r.leadId}` },
      { url: `${S.followUps}?customerCompanyId=${r.customerCompanyId}` },
      { url: `${S.followUps}?assigneeId=${r.sellerId}` },
      { url: `${S.followUps}?search=${encodeURIComponent('Sweep follow-up')}` },
    ],
    check: listWithout((r) => [r.followUpId]),
  },
  [`GET ${S.followUpCalendar}`]: {
    kind: 'list',
    calls: () => [{ url: `${S.followUpCalendar}?from=2026-11-01&to=2026-11-30` }],
    check: (data, r) => {
      const calendar = data as { followUps: { id: number }[]; visits: { id: number }[] };
      expect(calendar.followUps.map((f) => f.id)).not.toContain(r.followUpId);
      expect(calendar.visits.map((v) => v.id)).not.toContain(r.visitId);
      expectNoMarker(data, r);
    },
  },
  [`POST ${S.followUps}`]: {
    kind: 'record',
    statuses: [400, 404],
    calls: (r, who) => [
      { url: S.followUps, body: followUpBody(r.sellerId) },
      { url: S.followUps, body: followUpBody(who.user.id, { leadId: r.leadId }) },
      { url: S.followUps, body: followUpBody(who.user.id, { customerCompanyId: r.customerCompanyId }) },
    ],
  },
  [`GET ${S.followUp}`]: { kind: 'record', calls: (r) => [{ url: at(S.followUp, { id: r.followUpId }) }] },
  [`PUT ${S.followUp}`]: {
    kind: 'record',
    calls: (r, who) => [{ url: at(S.followUp, { id: r.followUpId }), body: followUpBody(who.user.id) }],
  },
  [`DELETE ${S.followUp}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.followUp, { id: r.followUpId }) }],
  },
  [`POST ${S.followUpStatus}`]: {
    kind: 'record',
    calls: (r) => [{ url: at(S.followUpStatus, { id: r.followUpId }), body: { status: 'done' } }],
  },

  // ── The public channel: A's customers read A's board, so its reads are walked by the others
  [`GET ${C.boards}`]: {
    kind: 'list',
    only: notMember,
    calls: () => [{ url: C.boards }],
    check: listWithout((r) => [r.forwarderId], 'companyId'),
  },
  [`GET ${C.channels}`]: {
    kind: 'list',
    only: notMember,
    calls: (r) => [
      { url: `${C.channels}?pageSize=100` },
      { url: `${C.channels}?companyId=${r.forwarderId}`, record: true },
    ],
    check: listWithout((r) => [r.channelId]),
  },
  [`POST ${C.channels}`]: { kind: 'own-create' },
  [`GET ${C.channel}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.channel(r.channelId) }],
  },
  [`PUT ${C.channel}`]: {
    kind: 'record',
    calls: (r) => [{ url: channelApiPath.channel(r.channelId), body: { name: 'Taken over' } }],
  },
  [`DELETE ${C.channel}`]: { kind: 'record', calls: (r) => [{ url: channelApiPath.channel(r.channelId) }] },
  [`PUT ${C.channelLock}`]: {
    kind: 'record',
    calls: (r) => [{ url: channelApiPath.lock(r.channelId), body: { isLocked: true } }],
  },
  [`GET ${C.threads}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.threads(r.channelId) }],
  },
  [`POST ${C.threads}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.threads(r.channelId), body: { title: 'Outsider', body: 'Hello' } }],
  },
  [`GET ${C.thread}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.thread(r.channelId, r.threadId) }],
  },
  [`PUT ${C.threadLock}`]: {
    kind: 'record',
    calls: (r) => [{ url: channelApiPath.threadLock(r.channelId, r.threadId), body: { isLocked: true } }],
  },
  [`DELETE ${C.thread}`]: {
    kind: 'record',
    calls: (r) => [{ url: channelApiPath.thread(r.channelId, r.threadId) }],
  },
  [`GET ${C.posts}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.posts(r.channelId, r.threadId) }],
  },
  [`POST ${C.posts}`]: {
    kind: 'record',
    only: notMember,
    calls: (r) => [{ url: channelApiPath.posts(r.channelId, r.threadId), body: { body: 'Outsider reply' } }],
  },
  // A's customers may post on A's board but delete only their own posts (403 for another's).
  [`DELETE ${C.post}`]: {
    kind: 'record',
    statuses: [403, 404],
    calls: (r) => [{ url: channelApiPath.post(r.channelId, r.threadId, r.postId) }],
  },

  // ── Customer-care FAQs
  [`GET ${F.faqs}`]: {
    kind: 'list',
    calls: () => [
      { url: `${F.faqs}?pageSize=100` },
      { url: `${F.faqs}?search=${encodeURIComponent('Sweep')}` },
      { url: `${F.faqs}?category=${encodeURIComponent('Sweep FAQs 7731')}` },
    ],
    check: listWithout((r) => [r.faqId]),
  },
  [`POST ${F.faqs}`]: { kind: 'own-create' },
  [`GET ${F.faq}`]: { kind: 'record', calls: (r) => [{ url: faqApiPath.faq(r.faqId) }] },
  [`PUT ${F.faq}`]: {
    kind: 'record',
    calls: (r) => [{ url: faqApiPath.faq(r.faqId), body: { question: 'Mine?', answer: 'Yes.' } }],
  },
  [`DELETE ${F.faq}`]: { kind: 'record', calls: (r) => [{ url: faqApiPath.faq(r.faqId) }] },
  [`PUT ${F.publish}`]: {
    kind: 'record',
    calls: (r) => [{ url: faqApiPath.publish(r.faqId), body: { isPublished: false } }],
  },
  [`PUT ${F.move}`]: {
    kind: 'record',
    calls: (r) => [
      { url: faqApiPath.move(r.faqId), body: { direction: 'up' } },
      { url: faqApiPath.move(r.faqId), body: { direction: 'down' } },
    ],
  },
  [`GET ${F.categories}`]: {
    kind: 'list',
    calls: () => [{ url: F.categories }],
    check: (data, r) => expectNoMarker(data, r),
  },
  [`GET ${F.myFaqs}`]: {
    kind: 'list',
    only: notMember,
    calls: () => [{ url: F.myFaqs }, { url: `${F.myFaqs}?search=${encodeURIComponent('Sweep')}` }],
    check: (data, r) => {
      const items = (data.items ?? []) as { id: number; forwarder: { id: number } }[];
      expect(items.map((faq) => faq.id)).not.toContain(r.faqId);
      expect(items.map((faq) => faq.forwarder.id)).not.toContain(r.forwarderId);
      expectNoMarker(data, r);
    },
  },

  // ── Dashboards and the feedback summary: what each outsider saw before A had a row
  [`GET ${DASHBOARD_PATHS.sales}`]: dashboard(DASHBOARD_PATHS.sales, notMember),
  [`GET ${DASHBOARD_PATHS.pricing}`]: dashboard(DASHBOARD_PATHS.pricing),
  [`GET ${DASHBOARD_PATHS.operations}`]: dashboard(DASHBOARD_PATHS.operations),
  [`GET ${DASHBOARD_PATHS.accounts}`]: dashboard(DASHBOARD_PATHS.accounts),
  // The job's own customer is counted there: its sibling customer is not.
  [`GET ${DASHBOARD_PATHS.customer}`]: dashboard(
    DASHBOARD_PATHS.customer,
    (who) => who.label !== "forwarder A's customer",
  ),
  [`GET ${DASHBOARD_PATHS.platform}`]: dashboard(DASHBOARD_PATHS.platform),
  [`GET ${API_PATHS.superAdminSummary}`]: dashboard(API_PATHS.superAdminSummary),
  [`GET ${ENQUIRY_PATHS.feedbackSummary}`]: dashboard(ENQUIRY_PATHS.feedbackSummary, notMember),

  // ── The caller's own settings: no id is taken; what they answer is the caller's own
  [`GET ${NOTIFICATION_PREFERENCE_PATHS.mine}`]: {
    kind: 'list',
    calls: () => [{ url: NOTIFICATION_PREFERENCE_PATHS.mine }],
    // The caller's own mobile number, whoever else's is stored (A's customer's is MOBILE).
    check: async (data, _r, who) => {
      const [own] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, who.user.id));
      expect(data.mobile).toBe(own?.mobile ?? null);
    },
  },
  [`PUT ${NOTIFICATION_PREFERENCE_PATHS.mine}`]: { kind: 'own-create' },
  [`PUT ${NOTIFICATION_PREFERENCE_PATHS.myMobile}`]: { kind: 'own-create' },
  [`GET ${CUSTOMER_KYC_PATHS.smsNumbers}`]: {
    kind: 'record',
    calls: (r) => r.kycIds.map((id) => ({ url: at(CUSTOMER_KYC_PATHS.smsNumbers, { id }) })),
  },

  // ── The platform's site pages: everyone reads them; only the platform writes them
  [`GET ${PLATFORM_DOCUMENT_PATHS.sitePage}`]: {
    kind: 'list',
    calls: () => [{ url: sitePageApiPath('privacy-policy') }, { url: sitePageApiPath('about-us') }],
    check: (data, r) => expectNoMarker(data, r),
  },
  ...Object.fromEntries(
    [PRIVACY, ABOUT].flatMap((path): [string, RouteSpec<Records>][] => {
      const each =
        (suffix = '', body?: object) =>
        (r: Records) =>
          r.platformDocumentIds.map((id) => ({ url: `${path}/${id}${suffix}`, ...(body ? { body } : {}) }));
      const page = { title: 'Ours now', body: 'Taken over.' };
      return [
        [`GET ${path}`, { kind: 'record', calls: () => [{ url: path }] }],
        [
          `POST ${path}`,
          { kind: 'record', calls: () => [{ url: path, body: { audience: 'all', ...page } }] },
        ],
        [`GET ${path}/:id`, { kind: 'record', calls: each() }],
        [`PUT ${path}/:id`, { kind: 'record', calls: each('', page) }],
        [`POST ${path}/:id/activate`, { kind: 'record', calls: each('/activate', {}) }],
        [`DELETE ${path}/:id`, { kind: 'record', calls: each() }],
      ];
    }),
  ),
};

/** The paths the sweep owns: every route under one of them must have a spec above. */
const SWEPT_PREFIXES = [
  S.leadSettings,
  S.leads,
  S.salesVisits,
  S.followUps,
  C.channels,
  F.faqs,
  '/api/v1/summaries',
  ENQUIRY_PATHS.feedbackSummary,
  NOTIFICATION_PREFERENCE_PATHS.mine,
  NOTIFICATION_PREFERENCE_PATHS.myMobile,
  CUSTOMER_KYC_PATHS.smsNumbers,
  PRIVACY,
  ABOUT,
  PLATFORM_DOCUMENT_PATHS.sitePage,
];
const isSwept = (url: string) => SWEPT_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

let t: TestApp;
let a: JobScene;
let seller: TestUser;
let records: Records;
let outsiders: Outsider[];
/** Forwarder B's own rows: what the hostile bodies name as another company's references. */
let foreign: { leadId: number; sourceId: number; stageId: number; userId: number; customerCompanyId: number };

const crmRoutes = () => sweptRoutes(t, isSwept);

/** A's records as A's admin reads them: an outsider's write that got through would show here. */
async function aView(): Promise<unknown[]> {
  const admin = t.as(a.admin.token);
  const urls = [
    `${S.leadSettings}/${records.settingIds.source}`,
    `${S.leadSettings}/${records.settingIds.stage}`,
    `${S.leads}/${records.leadId}`,
    at(S.salesVisit, { id: records.visitId }),
    at(S.salesVisitFiles, { id: records.visitId }),
    at(S.followUp, { id: records.followUpId }),
    channelApiPath.channel(records.channelId),
    channelApiPath.thread(records.channelId, records.threadId),
    channelApiPath.posts(records.channelId, records.threadId),
    faqApiPath.faq(records.faqId),
  ];
  const out: unknown[] = [];
  for (const url of urls) {
    const res = await admin.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    out.push(res.json());
  }
  return out;
}

/** Forwarder A's records of every kind, made through the API as its own people make them. */
async function buildRecords(customer: TestCustomerKyc, sibling: TestCustomerKyc): Promise<Records> {
  const admin = t.as(a.admin.token);
  const source = expectItem<LeadSetting>(
    await admin.post(S.leadSettings, { kind: 'source', name: SETTING_NAMES.source }),
    201,
  );
  const stage = expectItem<LeadSetting>(
    await admin.post(S.leadSettings, { kind: 'stage', name: SETTING_NAMES.stage }),
    201,
  );
  const lead = expectItem<Lead>(
    await admin.post(S.leads, {
      companyName: 'Sweep Lead Co 7731',
      contactName: 'Sweep Contact 7731',
      email: 'sweep.lead7731@lead7731.test',
      phone: '+971 4 555 7731',
      sourceId: source.id,
      stageId: stage.id,
      ownerId: seller.id,
      notes: 'Sweep lead notes 7731',
    }),
    201,
  );
  const visit = expectItem<SalesVisit>(
    await admin.post(S.salesVisits, {
      salesPersonId: seller.id,
      purpose: 'Sweep visit purpose 7731',
      location: 'Sweep visit location 7731',
      plannedAt: '2026-11-20T09:00:00.000Z',
      customerCompanyId: customer.company.id,
    }),
    201,
  );
  const file = expectItem<StoredFile>(
    await uploadAs(t, a.admin, at(S.salesVisitFiles, { id: visit.id }), {
      name: 'sweep-visit-7731.pdf',
      bytes: await makePdf('Sweep visit minutes 7731'),
    }),
    201,
  );
  const followUp = expectItem<FollowUp>(
    await admin.post(S.followUps, {
      title: 'Sweep follow-up 7731',
      notes: 'Sweep follow-up notes 7731',
      // Overdue: a dashboard counting it would show.
      dueAt: '2026-11-23T09:00:00.000Z',
      assigneeId: seller.id,
      leadId: lead.id,
    }),
    201,
  );
  const channel = expectItem<Channel>(
    await admin.post(C.channels, { name: 'Sweep channel 7731', description: 'Sweep channel about 7731' }),
    201,
  );
  const thread = expectItem<ChannelThread>(
    await admin.post(channelApiPath.threads(channel.id), {
      title: 'Sweep thread 7731',
      body: 'Sweep opening post 7731',
    }),
    201,
  );
  const post = expectItem<{ id: number }>(
    await admin.post(channelApiPath.posts(channel.id, thread.id), { body: 'Sweep reply 7731' }),
    201,
  );
  const faq = expectItem<Faq>(
    await admin.post(F.faqs, {
      question: 'Sweep question 7731?',
      answer: 'Sweep answer 7731.',
      category: 'Sweep FAQs 7731',
    }),
    201,
  );
  await t.db.update(users).set({ mobile: MOBILE }).where(eq(users.id, customer.user.id));
  const documents = await t.db
    .select({ id: platformDocuments.id })
    .from(platformDocuments)
    .where(inArray(platformDocuments.kind, ['privacy-policy', 'about-us']));
  expect(documents.length).toBeGreaterThan(0);

  return {
    forwarderId: a.forwarder.id,
    sellerId: seller.id,
    leadId: lead.id,
    leadName: lead.companyName,
    settingIds: { source: source.id, stage: stage.id },
    visitId: visit.id,
    visitFileId: file.id,
    followUpId: followUp.id,
    channelId: channel.id,
    threadId: thread.id,
    postId: post.id,
    faqId: faq.id,
    customerCompanyId: customer.company.id,
    customerName: customer.company.name,
    kycIds: [customer.kycId, sibling.kycId],
    platformDocumentIds: documents.map((d) => d.id),
    markers: [
      ...Object.values(SETTING_NAMES),
      'Sweep Lead Co 7731',
      'Sweep Contact 7731',
      'sweep.lead7731@lead7731.test',
      'Sweep lead notes 7731',
      'Sweep visit purpose 7731',
      'Sweep visit location 7731',
      'sweep-visit-7731.pdf',
      'Sweep follow-up 7731',
      'Sweep follow-up notes 7731',
      'Sweep channel 7731',
      'Sweep channel about 7731',
      'Sweep thread 7731',
      'Sweep opening post 7731',
      'Sweep reply 7731',
      'Sweep question 7731?',
      'Sweep answer 7731.',
      'Sweep FAQs 7731',
      seller.fullName,
      customer.company.name,
      a.forwarder.name,
      MOBILE,
    ],
  };
}

/** What each outsider's dashboards answer now, before forwarder A has a single row to count. */
async function takeBaseline() {
  const routes = crmRoutes().filter((route) => route.method === 'GET' && SNAPSHOT_PATHS.includes(route.url));
  for (const who of outsiders) {
    for (const route of routes) {
      const res = await t.as(who.user.token).get(route.url);
      if (res.statusCode === 200) baseline.set(`${who.label} ${route.url}`, res.json().data);
    }
  }
}

/** A vendor company on `forwarder`'s vendor list, with a user who reads and posts on its board. */
async function createBoardVendor(forwarder: TestCompany) {
  const company = await createVendorCompany(t, { name: 'Sweep Rival Vendor' });
  await t.db
    .insert(vendors)
    .values({ companyId: forwarder.id, vendorCompanyId: company.id, name: company.name, modes: ['sea'] });
  return createUser(t, { company, permissions: [...CHANNEL, PERMISSIONS.bothPricing] });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
  // Forwarder A's people first, without a row the dashboards count.
  const aBase: EnquiryScene = await createEnquiryScene(t);
  seller = await createUser(t, {
    company: aBase.forwarder,
    permissions: SALES,
    fullName: 'Sweep Seller 7731',
  });
  const sibling = await createApprovedKyc(t, { forwarder: aBase.forwarder, companyName: 'Sweep Sibling' });

  // Forwarder B, with a job, a customer, CRM rows and a board of its own.
  const b = await createJobScene(t);
  const bStaff = await createUser(t, { company: b.forwarder, permissions: [...SALES, ...CHANNEL] });
  const bVendor = await createBoardVendor(b.forwarder);
  const bSource = await createLeadSetting(t, { company: b.forwarder, kind: 'source' });
  const bStage = await createLeadSetting(t, { company: b.forwarder, kind: 'stage' });
  const bLead = await createLead(t, { company: b.forwarder, owner: b.admin, source: bSource, stage: bStage });
  const bAdmin = t.as(b.admin.token);
  expectItem(
    await bAdmin.post(S.salesVisits, visitBody(bStaff.id, { plannedAt: '2026-11-10T09:00:00.000Z' })),
    201,
  );
  expectItem(
    await bAdmin.post(S.followUps, followUpBody(bStaff.id, { dueAt: '2026-11-22T09:00:00.000Z' })),
    201,
  );
  expectItem(await bAdmin.post(C.channels, { name: 'Rival channel' }), 201);
  expectItem(await bAdmin.post(F.faqs, { question: 'Rival question?', answer: 'Rival answer.' }), 201);
  foreign = {
    leadId: bLead.id,
    sourceId: bSource.id,
    stageId: bStage.id,
    userId: b.admin.id,
    customerCompanyId: b.customerCompany.id,
  };

  outsiders = [
    await sweepOutsider(t, 'another forwarder: admin', b.admin),
    await sweepOutsider(t, 'another forwarder: sales staff', bStaff),
    await sweepOutsider(t, "another forwarder's customer", b.customerUser),
    await sweepOutsider(t, "another forwarder's vendor", bVendor),
    await sweepOutsider(t, "forwarder A's customer", aBase.customerUser, [A_MEMBER]),
    await sweepOutsider(t, "forwarder A's second customer", sibling.user, [A_MEMBER]),
  ];
  await takeBaseline();

  // Now A's rows: a booked job for its customer, and a record of every CRM kind.
  a = await createJobScene(t, aBase);
  records = await buildRecords(aBase.kyc, sibling);
}, 300_000);
afterAll(() => t.close());

describe('the cross-tenant sweep over leads, visits, follow-ups, channels, FAQs and dashboards', () => {
  it('knows every route of those paths (a new one fails here)', () => {
    expectSpecsCoverRoutes(crmRoutes(), SPECS);
  });

  it('answers every outsider 403 at the gate or 404, lists and dashboards without A, and changes nothing', async () => {
    const rowsBefore = await countRows(t.db);
    const bytesBefore = await storedBytes(t);
    const viewBefore = await aView();
    const { mismatches, admitted } = await sweep(t, {
      routes: crmRoutes(),
      specs: SPECS,
      outsiders,
      records,
    });

    expect(mismatches).toEqual([]);
    // The sweep reached the handlers, not only the gates.
    expect(admitted).toBeGreaterThan(20);
    expect(await countRows(t.db)).toEqual(rowsBefore);
    expect(await storedBytes(t)).toEqual(bytesBefore);
    expect(await aView()).toEqual(viewBefore);
  }, 300_000);

  it('the dashboards do count A’s rows for A, so the sweep compared figures that would move', async () => {
    const sales = (await t.as(a.admin.token).get(DASHBOARD_PATHS.sales)).json().data.item as {
      overdueFollowUps: { count: number };
      visitsThisMonth: { count: number };
    };
    expect(sales.overdueFollowUps.count).toBe(1);
    expect(sales.visitsThisMonth.count).toBe(1);
    const operations = (await t.as(a.ops.token).get(DASHBOARD_PATHS.operations)).json().data.item as {
      jobsByStatus: { count: number }[];
    };
    expect(operations.jobsByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(1);
    const mine = await t.as(a.customerUser.token).get(F.myFaqs);
    expect(idsOf(mine.json().data)).toContain(records.faqId);
  }, 60_000);

  it("the caller's own settings change only the caller's own rows", async () => {
    const rival = outsiders[0] as Outsider;
    const mobileOf = async (id: number) =>
      (await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, id)))[0]?.mobile;
    const before = await countRows(t.db);
    const saved = await t
      .as(rival.user.token)
      .put(NOTIFICATION_PREFERENCE_PATHS.myMobile, { mobile: '+971500000002' });
    expect(saved.statusCode, saved.body).toBe(200);
    const prefs = await t.as(rival.user.token).put(NOTIFICATION_PREFERENCE_PATHS.mine, {
      items: [{ kind: 'follow-up-reminder', byEmail: true, bySms: false }],
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect(await mobileOf(rival.user.id)).toBe('+971500000002');
    expect(await mobileOf(a.customerUser.id)).toBe(MOBILE);
    const after = await countRows(t.db);
    expect(after.notification_preferences).toBe((before.notification_preferences ?? 0) + 1);
    const mineA = (await t.as(a.admin.token).get(NOTIFICATION_PREFERENCE_PATHS.mine)).json().data as {
      items: { kind: string; byEmail: boolean }[];
    };
    expect(mineA.items.find((i) => i.kind === 'follow-up-reminder')?.byEmail).toBe(false);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Hostile bodies on every new write route

const OVER_LONG = 'x'.repeat(60_001);

type HostileSpec = {
  method: 'POST' | 'PUT';
  url: (r: Records) => string;
  /** A body the route accepts: every case changes one thing of it. */
  valid: (r: Records) => Record<string, unknown>;
  /** The field an empty body is refused on (none: the empty body is the valid one). */
  required?: string;
  text?: string[];
  numbers?: string[];
  booleans?: string[];
  /** Fields given a value of the wrong shape for their format (a date, an enum). */
  formats?: Record<string, unknown>;
  /** Id fields, each given forwarder B's record of that kind. */
  refs?: (f: typeof foreign) => Record<string, number>;
  /** The platform's routes: its administrator sends them. */
  platform?: boolean;
  /** The route takes no body at all as well as an empty one. */
  bodyOptional?: boolean;
};

/** The bodies a route refuses, each naming its field. */
function hostileCases(spec: HostileSpec, r: Records): HostileCase[] {
  const valid = spec.valid(r);
  const cases: HostileCase[] = [
    { name: 'unknown field', body: { ...valid, companyId: r.forwarderId }, field: 'companyId' },
    { name: 'array body', body: [valid], field: 'body' },
  ];
  if (!spec.bodyOptional) cases.push({ name: 'null body', body: null, field: 'body' });
  if (spec.required) cases.push({ name: 'empty body', body: {}, field: spec.required });
  for (const field of spec.text ?? []) {
    cases.push(
      { name: `number ${field}`, body: { ...valid, [field]: 42 }, field },
      { name: `object ${field}`, body: { ...valid, [field]: { $ne: '' } }, field },
      { name: `over-long ${field}`, body: { ...valid, [field]: OVER_LONG }, field },
      { name: `NUL in ${field}`, body: { ...valid, [field]: NUL }, field },
    );
  }
  for (const field of spec.numbers ?? []) {
    cases.push(
      { name: `text ${field}`, body: { ...valid, [field]: 'seven' }, field },
      { name: `negative ${field}`, body: { ...valid, [field]: -1 }, field },
    );
  }
  for (const field of spec.booleans ?? []) {
    cases.push({ name: `text ${field}`, body: { ...valid, [field]: 'yes' }, field });
  }
  for (const [field, value] of Object.entries(spec.formats ?? {})) {
    cases.push({ name: `bad ${field}`, body: { ...valid, [field]: value }, field });
  }
  for (const [field, id] of Object.entries(spec.refs?.(foreign) ?? {})) {
    cases.push({ name: `another company's ${field}`, body: { ...valid, [field]: id }, field });
  }
  return cases;
}

const lead = (r: Records) => ({
  companyName: 'Hostile Lead',
  contactName: 'Kim',
  stageId: r.settingIds.stage,
});
const leadFields = {
  required: 'companyName',
  text: ['companyName', 'contactName', 'notes'],
  formats: { email: 'not-an-email', phone: 'call me' },
  refs: (f: typeof foreign) => ({ sourceId: f.sourceId, stageId: f.stageId, ownerId: f.userId }),
};
const visit = (r: Records) => ({
  salesPersonId: r.sellerId,
  purpose: 'Hostile visit',
  plannedAt: '2026-11-26T09:00:00.000Z',
});
const visitFields = {
  required: 'salesPersonId',
  text: ['purpose', 'location'],
  formats: { plannedAt: 'tomorrow', status: 'postponed', salesPersonId: 'seller' },
  refs: (f: typeof foreign) => ({
    salesPersonId: f.userId,
    leadId: f.leadId,
    customerCompanyId: f.customerCompanyId,
  }),
};
const followUp = (r: Records) => ({
  title: 'Hostile follow-up',
  dueAt: '2026-11-26T09:00:00.000Z',
  assigneeId: r.sellerId,
});
const followUpFields = {
  required: 'title',
  text: ['title', 'notes'],
  formats: { dueAt: 'soon', assigneeId: 'me' },
  refs: (f: typeof foreign) => ({
    assigneeId: f.userId,
    leadId: f.leadId,
    customerCompanyId: f.customerCompanyId,
  }),
};
const faqFields = {
  required: 'question',
  text: ['question', 'answer', 'category'],
  numbers: ['displayOrder'],
  booleans: ['isPublished'],
};
const pageFields = { text: ['title', 'body'], platform: true };

const HOSTILE: Record<string, HostileSpec> = {
  [`POST ${S.leadSettings}`]: {
    method: 'POST',
    url: () => S.leadSettings,
    valid: () => ({ kind: 'stage', name: 'Hostile stage' }),
    required: 'kind',
    text: ['name'],
    numbers: ['displayOrder'],
    booleans: ['isClosed'],
    formats: { kind: 'phase' },
  },
  [`PUT ${S.leadSettings}/:id`]: {
    method: 'PUT',
    url: (r) => `${S.leadSettings}/${r.settingIds.stage}`,
    valid: () => ({ kind: 'stage', name: SETTING_NAMES.stage }),
    required: 'kind',
    text: ['name'],
    numbers: ['displayOrder'],
    booleans: ['isClosed'],
    formats: { kind: 'phase' },
  },
  [`POST ${S.leads}`]: { method: 'POST', url: () => S.leads, valid: lead, ...leadFields },
  [`PUT ${S.leads}/:id`]: {
    method: 'PUT',
    url: (r) => `${S.leads}/${r.leadId}`,
    valid: lead,
    ...leadFields,
  },
  [`POST ${S.leadConvert}`]: {
    method: 'POST',
    url: (r) => at(S.leadConvert, { id: r.leadId }),
    valid: () => ({}),
  },
  [`POST ${S.salesVisits}`]: { method: 'POST', url: () => S.salesVisits, valid: visit, ...visitFields },
  [`PUT ${S.salesVisit}`]: {
    method: 'PUT',
    url: (r) => at(S.salesVisit, { id: r.visitId }),
    valid: visit,
    ...visitFields,
  },
  [`POST ${S.followUps}`]: { method: 'POST', url: () => S.followUps, valid: followUp, ...followUpFields },
  [`PUT ${S.followUp}`]: {
    method: 'PUT',
    url: (r) => at(S.followUp, { id: r.followUpId }),
    valid: followUp,
    ...followUpFields,
  },
  [`POST ${S.followUpStatus}`]: {
    method: 'POST',
    url: (r) => at(S.followUpStatus, { id: r.followUpId }),
    valid: () => ({ status: 'done' }),
    required: 'status',
    formats: { status: 'closed' },
  },
  [`POST ${C.channels}`]: {
    method: 'POST',
    url: () => C.channels,
    valid: () => ({ name: 'Hostile channel' }),
    required: 'name',
    text: ['name', 'description'],
  },
  [`PUT ${C.channel}`]: {
    method: 'PUT',
    url: (r) => channelApiPath.channel(r.channelId),
    valid: () => ({ name: 'Sweep channel 7731' }),
    required: 'name',
    text: ['name', 'description'],
  },
  [`PUT ${C.channelLock}`]: {
    method: 'PUT',
    url: (r) => channelApiPath.lock(r.channelId),
    valid: () => ({ isLocked: false }),
    required: 'isLocked',
    booleans: ['isLocked'],
  },
  [`POST ${C.threads}`]: {
    method: 'POST',
    url: (r) => channelApiPath.threads(r.channelId),
    valid: () => ({ title: 'Hostile thread', body: 'Hello' }),
    required: 'title',
    text: ['title', 'body'],
  },
  [`PUT ${C.threadLock}`]: {
    method: 'PUT',
    url: (r) => channelApiPath.threadLock(r.channelId, r.threadId),
    valid: () => ({ isLocked: false }),
    required: 'isLocked',
    booleans: ['isLocked'],
  },
  [`POST ${C.posts}`]: {
    method: 'POST',
    url: (r) => channelApiPath.posts(r.channelId, r.threadId),
    valid: () => ({ body: 'Hostile reply' }),
    required: 'body',
    text: ['body'],
  },
  [`POST ${F.faqs}`]: {
    method: 'POST',
    url: () => F.faqs,
    valid: () => ({ question: 'Hostile?', answer: 'No.' }),
    ...faqFields,
  },
  [`PUT ${F.faq}`]: {
    method: 'PUT',
    url: (r) => faqApiPath.faq(r.faqId),
    valid: () => ({ question: 'Sweep question 7731?', answer: 'Sweep answer 7731.' }),
    ...faqFields,
  },
  [`PUT ${F.publish}`]: {
    method: 'PUT',
    url: (r) => faqApiPath.publish(r.faqId),
    valid: () => ({ isPublished: true }),
    required: 'isPublished',
    booleans: ['isPublished'],
  },
  [`PUT ${F.move}`]: {
    method: 'PUT',
    url: (r) => faqApiPath.move(r.faqId),
    valid: () => ({ direction: 'up' }),
    required: 'direction',
    formats: { direction: 'sideways' },
  },
  [`PUT ${NOTIFICATION_PREFERENCE_PATHS.mine}`]: {
    method: 'PUT',
    url: () => NOTIFICATION_PREFERENCE_PATHS.mine,
    valid: () => ({ items: [{ kind: 'follow-up-reminder', byEmail: false, bySms: false }] }),
    required: 'items',
    formats: { items: 'all' },
  },
  [`PUT ${NOTIFICATION_PREFERENCE_PATHS.myMobile}`]: {
    method: 'PUT',
    url: () => NOTIFICATION_PREFERENCE_PATHS.myMobile,
    valid: () => ({ mobile: '+971500000009' }),
    required: 'mobile',
    text: ['mobile'],
    formats: { mobile: '0501234567' },
  },
  ...Object.fromEntries(
    [PRIVACY, ABOUT].flatMap((path): [string, HostileSpec][] => [
      [
        `POST ${path}`,
        {
          method: 'POST',
          url: () => path,
          valid: () => ({ audience: 'all', title: 'Hostile page', body: 'Text.' }),
          required: 'audience',
          formats: { audience: 'everyone' },
          ...pageFields,
        },
      ],
      [
        `PUT ${path}/:id`,
        {
          method: 'PUT',
          url: () => `${path}/${drafts[path]}`,
          valid: () => ({ title: 'Hostile page', body: 'Text.' }),
          required: 'title',
          ...pageFields,
        },
      ],
      [
        `POST ${path}/:id/activate`,
        {
          method: 'POST',
          url: () => `${path}/${drafts[path]}/activate`,
          valid: () => ({}),
          platform: true,
          bodyOptional: true,
        },
      ],
    ]),
  ),
};

/** A draft version of each site page, for the routes that change one. */
const drafts: Record<string, number> = {};

describe('hostile bodies on every new write route', () => {
  it('has hostile cases for every write route the sweep covers (a new one fails here)', () => {
    const writes = crmRoutes()
      .filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH')
      .map((route) => route.key)
      // The upload takes a file, not a body: its own test below.
      .filter((key) => key !== `POST ${S.salesVisitFiles}`);
    expect(writes.filter((key) => !(key in HOSTILE))).toEqual([]);
    expect(Object.keys(HOSTILE).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it('refuses each with a 4xx naming the field, never a 5xx, and writes nothing', async () => {
    const platform = await createPlatformAdmin(t);
    for (const path of [PRIVACY, ABOUT]) {
      drafts[path] = expectItem<{ id: number }>(
        await t.as(platform.token).post(path, { audience: 'all', title: 'Draft page', body: 'Draft.' }),
        201,
      ).id;
    }
    const rowsBefore = await countRows(t.db);
    const bytesBefore = await storedBytes(t);
    const viewBefore = await aView();
    const failures: string[] = [];
    let sent = 0;
    for (const [key, spec] of Object.entries(HOSTILE)) {
      const token = spec.platform ? platform.token : a.admin.token;
      const url = spec.url(records);
      for (const c of hostileCases(spec, records)) {
        const res = await t.app.inject({
          method: spec.method,
          url,
          headers: { ...t.bearer(token), 'content-type': 'application/json' },
          payload: c.raw ?? JSON.stringify(c.body),
        });
        sent += 1;
        const field = res.headers['content-type']?.toString().includes('json')
          ? (res.json() as { errors?: { field?: string }[] }).errors?.[0]?.field
          : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500 || field !== c.field) {
          failures.push(`${key} ${c.name} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(await countRows(t.db)).toEqual(rowsBefore);
    expect(await storedBytes(t)).toEqual(bytesBefore);
    expect(await aView()).toEqual(viewBefore);
  }, 300_000);

  it('refuses a visit file upload without a file, and stores nothing', async () => {
    const before = await countRows(t.db);
    const bytes = await storedBytes(t);
    const url = at(S.salesVisitFiles, { id: records.visitId });
    const json = await t.as(a.admin.token).post(url, { name: 'minutes.pdf' });
    expect(json.statusCode, json.body).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.bearer(a.admin.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode, empty.body).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(await countRows(t.db)).toEqual(before);
    expect(await storedBytes(t)).toEqual(bytes);
  }, 60_000);
});
