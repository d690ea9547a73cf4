import {
  ENQUIRY_PATHS,
  type EnquiryRequestInput,
  enquiryPath,
  FORWARD_LINK_TTL_DAYS,
  type ForwardAnswerRequest,
  PERMISSIONS,
  type RequiredCharge,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { enquiryForwards, forwardAnswers, statusHistory, vendors } from '../db/schema';
import { createOpaqueToken, hashToken } from '../lib/crypto';
import type { EnquiryItem } from '../modules/rate-enquiries/enquiry-records';
import {
  acceptEnquiry,
  airEnquiryBody,
  createEnquiry,
  createEnquiryScene,
  type EnquiryScene,
} from './enquiry-factories';
import { createUser, type TestCompany, type TestUser } from './factories';
import { ensureCurrencies } from './masters';
import { type HostileCase, LONG, NUL } from './organisation';
import { createVendor, dayFrom } from './rate-factories';
import type { TestApp } from './test-app';
import { createVendorCompany } from './vendor-factories';

/**
 * Forward factories: an accepted enquiry (through the enquiry factories), vendors of both kinds,
 * and forwards written straight to enquiry_forwards as the forwarding step leaves them (Received,
 * a link token known to the test for an e-mail-only vendor), so the answer doors can be tested
 * without depending on how forwarding is done.
 */

const DAY_MS = 86_400_000;

export type ForwardScene = EnquiryScene & { enquiry: EnquiryItem };

/** The enquiry scene with an accepted enquiry: sea FCL (2 × 20') unless `air`. */
export async function createForwardScene(
  t: TestApp,
  options: { air?: boolean; overrides?: Partial<EnquiryRequestInput> } = {},
): Promise<ForwardScene> {
  await ensureCurrencies(t.db);
  const scene = await createEnquiryScene(t);
  const overrides = options.air
    ? airEnquiryBody(t, scene, options.overrides ?? {})
    : { ...(options.overrides ?? {}) };
  const created = await createEnquiry(t, scene, overrides);
  return { ...scene, enquiry: await acceptEnquiry(t, scene, created) };
}

export type RegisteredVendor = {
  company: TestCompany;
  /** A user of the vendor company who prices (holds VENDOR_FORWARDS_ACCESS). */
  user: TestUser;
  /** Its row in the forwarder's vendor list. */
  vendorId: number;
};

/** A registered vendor company with a pricing user, in `forwarder`'s vendor list. */
export async function createRegisteredVendor(
  t: TestApp,
  forwarder: { id: number },
): Promise<RegisteredVendor> {
  const company = await createVendorCompany(t);
  const user = await createUser(t, { company, permissions: [PERMISSIONS.bothPricing] });
  const [row] = await t.db
    .insert(vendors)
    .values({
      companyId: forwarder.id,
      vendorCompanyId: company.id,
      name: company.name,
      modes: ['sea', 'air'],
    })
    .returning({ id: vendors.id });
  if (!row) throw new Error('vendor insert returned nothing');
  return { company, user, vendorId: row.id };
}

export type TestForward = {
  id: number;
  /** The link's raw token (e-mail-only vendors); null for a registered vendor. */
  token: string | null;
  vendorId: number;
};

export type ForwardOptions = {
  scene: ForwardScene;
  /** A registered vendor; an e-mail-only vendor of the forwarder is made when absent. */
  vendor?: RegisteredVendor;
  requiredCharges?: RequiredCharge[];
  /** The link's life from the test clock's now; FORWARD_LINK_TTL_DAYS unless told. */
  linkDays?: number;
  message?: string;
};

/** A Received forward of the scene's enquiry, as the forwarding step writes it, with its first history row. */
export async function createForward(t: TestApp, options: ForwardOptions): Promise<TestForward> {
  const { scene } = options;
  const now = t.clock.now;
  const vendorId = options.vendor?.vendorId ?? (await createVendor(t, { companyId: scene.forwarder.id })).id;
  const token = options.vendor ? null : createOpaqueToken();
  const [row] = await t.db
    .insert(enquiryForwards)
    .values({
      companyId: scene.forwarder.id,
      enquiryId: scene.enquiry.id,
      vendorId,
      vendorCompanyId: options.vendor?.company.id ?? null,
      status: 'received',
      requiredCharges: options.requiredCharges ?? ['freight'],
      deadlineAt: new Date(now.getTime() + 3 * DAY_MS),
      tokenHash: token === null ? null : hashToken(token),
      tokenExpiresAt:
        token === null
          ? null
          : new Date(now.getTime() + (options.linkDays ?? FORWARD_LINK_TTL_DAYS) * DAY_MS),
      message: options.message ?? 'Please quote your best all-in rate.',
      forwardedBy: scene.pricing.id,
      forwardedAt: now,
    })
    .returning({ id: enquiryForwards.id });
  if (!row) throw new Error('forward insert returned nothing');
  await t.db.insert(statusHistory).values({
    companyId: scene.forwarder.id,
    recordType: 'forward',
    recordId: row.id,
    fromStatus: null,
    toStatus: 'received',
    changedBy: scene.pricing.id,
    changedAt: now,
    remarks: null,
  });
  return { id: row.id, token, vendorId };
}

/**
 * A valid answer to a sea FCL forward of the scene: freight per container for the 20', USD 1,200,
 * on the lane's Maersk, valid from today for 30 days.
 */
export const answerBody = (
  t: TestApp,
  scene: ForwardScene,
  overrides: Partial<ForwardAnswerRequest> & Record<string, unknown> = {},
): ForwardAnswerRequest & Record<string, unknown> => ({
  lines: [
    {
      chargeKey: 'freight',
      chargeName: 'Ocean freight',
      basis: 'perContainer',
      currency: 'USD',
      buyAmount: 1200,
      containerSizeId: scene.containerSizeId,
    },
  ],
  shippingCompanyId: scene.lane.maersk.id,
  validFrom: dayFrom(t, 0),
  validTill: dayFrom(t, 30),
  transitDays: 21,
  freeDays: 7,
  remarks: 'Subject to space',
  ...overrides,
});

/** The paths of a forward's doors. */
export const forwardPaths = (scene: ForwardScene, forward: { id: number }) => ({
  item: enquiryPath(ENQUIRY_PATHS.vendorForward, { id: forward.id }),
  answer: enquiryPath(ENQUIRY_PATHS.vendorForwardAnswer, { id: forward.id }),
  decline: enquiryPath(ENQUIRY_PATHS.vendorForwardDecline, { id: forward.id }),
  manual: enquiryPath(ENQUIRY_PATHS.forwardManualResponse, { id: scene.enquiry.id, forwardId: forward.id }),
});

/** What is stored of a forward: its row, its answers, and its moves to a status after Received. */
export async function storedForward(t: TestApp, id: number) {
  const [forward] = await t.db.select().from(enquiryForwards).where(eq(enquiryForwards.id, id));
  const answers = await t.db.select().from(forwardAnswers).where(eq(forwardAnswers.forwardId, id));
  const moves = await t.db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.recordType, 'forward'), eq(statusHistory.recordId, id)));
  return { forward, answers, moves: moves.filter((m) => m.fromStatus !== null) };
}

/** At least ten answer bodies every answer door refuses, each naming its field. */
export function hostileAnswers(valid: Record<string, unknown>): HostileCase[] {
  const line = (valid.lines as Record<string, unknown>[])[0] as Record<string, unknown>;
  const withLine = (patch: Record<string, unknown>) => ({ ...valid, lines: [{ ...line, ...patch }] });
  const { lines: _lines, ...noLines } = valid;
  return [
    { name: 'missing lines', body: noLines, field: 'lines' },
    { name: 'lines as text', body: { ...valid, lines: 'freight' }, field: 'lines' },
    { name: 'no line', body: { ...valid, lines: [] }, field: 'lines' },
    { name: 'negative amount', body: withLine({ buyAmount: -5 }), field: 'lines.0.buyAmount' },
    { name: 'amount as text', body: withLine({ buyAmount: 'NaN' }), field: 'lines.0.buyAmount' },
    { name: 'huge amount', body: withLine({ buyAmount: 1e30 }), field: 'lines.0.buyAmount' },
    { name: 'three decimals', body: withLine({ buyAmount: 1.005 }), field: 'lines.0.buyAmount' },
    { name: 'NUL in charge name', body: withLine({ chargeName: NUL }), field: 'lines.0.chargeName' },
    { name: '10k charge name', body: withLine({ chargeName: LONG }), field: 'lines.0.chargeName' },
    { name: 'lower-case currency', body: withLine({ currency: 'usd' }), field: 'lines.0.currency' },
    { name: 'unknown basis', body: withLine({ basis: 'perTon' }), field: 'lines.0.basis' },
    { name: 'sell amount in a line', body: withLine({ sellAmount: 1 }), field: 'lines.0.sellAmount' },
    { name: 'not a date', body: { ...valid, validFrom: 'tomorrow' }, field: 'validFrom' },
    { name: 'till before from', body: { ...valid, validTill: '2000-01-01' }, field: 'validTill' },
    { name: 'negative transit days', body: { ...valid, transitDays: -1 }, field: 'transitDays' },
    { name: 'NUL in remarks', body: { ...valid, remarks: NUL }, field: 'remarks' },
    { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
    { name: 'source', body: { ...valid, source: 'manual' }, field: 'source' },
    {
      name: '__proto__',
      body: null,
      raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
      field: 'body',
    },
    { name: 'array body', body: [valid], field: 'body' },
    { name: 'null body', body: null, field: 'body' },
  ];
}

/** At least ten decline bodies the decline doors refuse; `extra` is what every body carries (a token). */
export function hostileDeclines(extra: Record<string, unknown>): HostileCase[] {
  return [
    { name: 'missing reason', body: { ...extra }, field: 'reason' },
    { name: 'empty reason', body: { ...extra, reason: '   ' }, field: 'reason' },
    { name: 'number reason', body: { ...extra, reason: 42 }, field: 'reason' },
    { name: 'array reason', body: { ...extra, reason: ['a'] }, field: 'reason' },
    { name: 'object reason', body: { ...extra, reason: { $ne: '' } }, field: 'reason' },
    { name: '10k reason', body: { ...extra, reason: LONG }, field: 'reason' },
    { name: 'NUL in reason', body: { ...extra, reason: NUL }, field: 'reason' },
    { name: 'status', body: { ...extra, reason: 'No', status: 'accepted' }, field: 'status' },
    { name: 'companyId', body: { ...extra, reason: 'No', companyId: 2 }, field: 'companyId' },
    { name: 'array body', body: [{ ...extra, reason: 'No' }], field: 'body' },
    { name: 'null body', body: null, field: 'body' },
  ];
}

/** What would name the customer: its company's name, its user's name and e-mail, the KYC's details. */
export const customerIdentity = (scene: ForwardScene) => [
  scene.customerCompany.name,
  scene.customerUser.fullName,
  scene.customerUser.email,
  scene.customerUser.username,
  scene.kyc.details.companyName,
  ...scene.kyc.details.contacts.flatMap((c) => [c.name, c.email]),
  ...scene.kyc.details.addresses.map((a) => a.addressLine1),
];
