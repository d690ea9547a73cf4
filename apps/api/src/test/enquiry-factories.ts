import {
  ENQUIRY_PATHS,
  type EnquiryRequestInput,
  type EnquiryStatus,
  enquiryPath,
  enquiryWorkflow,
  PERMISSIONS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { rateEnquiries, statusHistory } from '../db/schema';
import type { EnquiryItem } from '../modules/rate-enquiries/enquiry-records';
import { createAdmin, createCompany, createUser, type TestCompany, type TestUser } from './factories';
import { createApprovedKyc, type TestCustomerKyc } from './kyc-factories';
import { createPricingLane, dayFrom, type PricingLane } from './rate-factories';
import type { TestApp } from './test-app';

/**
 * Enquiry factories: a forwarder with the staff the flow needs and an approved customer, enquiries
 * made through the customer's API, and enquiries set straight to a later status (for the steps of
 * the flow that other modules reach: negotiating, selected, booked).
 */

const P = PERMISSIONS;

/** Pricing of both modes, with the responses. */
export const ENQUIRY_PRICING_PERMISSIONS = [
  P.bothPricing,
  P.responseSeaQueryPricing,
  P.responseAirQueryPricing,
] as const;
/** Sales for its own customers, with the response. */
export const ENQUIRY_SALES_PERMISSIONS = [P.viewCustomerQuerySales, P.responseCustomerQuerySales] as const;

export type EnquiryScene = {
  forwarder: TestCompany;
  admin: TestUser;
  pricing: TestUser;
  sales: TestUser;
  /** The approved KYC (sales person: `sales`) of the customer company. */
  kyc: TestCustomerKyc;
  customerCompany: TestCompany;
  /** The customer's user, signed in. */
  customerUser: TestUser;
  /** Shipped places and lines of an India → UAE lane. */
  lane: PricingLane;
  ports: { seaOrigin: number; seaDestination: number; airOrigin: number; airDestination: number };
  containerSizeId: number;
};

/** A forwarder (admin, pricing, sales), its approved customer (KYC sales person: sales) and a lane. */
export async function createEnquiryScene(t: TestApp): Promise<EnquiryScene> {
  const forwarder = await createCompany(t);
  const admin = await createAdmin(t, { company: forwarder });
  const pricing = await createUser(t, { company: forwarder, permissions: ENQUIRY_PRICING_PERMISSIONS });
  const sales = await createUser(t, { company: forwarder, permissions: ENQUIRY_SALES_PERMISSIONS });
  const kyc = await createApprovedKyc(t, { forwarder, salesUser: sales });
  const lane = await createPricingLane(t);
  return {
    forwarder,
    admin,
    pricing,
    sales,
    kyc,
    customerCompany: kyc.company,
    customerUser: kyc.user,
    lane,
    ports: {
      seaOrigin: lane.nhavaSheva.id,
      seaDestination: lane.jebelAli.id,
      airOrigin: lane.mumbaiAir.id,
      airDestination: lane.dubaiAir.id,
    },
    containerSizeId: lane.twenty.id,
  };
}

const NO_LEGS = {
  originPickupPoint: false,
  originCustomPoint: false,
  originPort: true,
  freightCharge: true,
  destinationPort: true,
  destinationCustomPoint: false,
  destinationFinalPoint: false,
};

/** A valid enquiry body: sea FCL, two 20' containers on the scene's sea lane, ready in a week. */
export const enquiryBody = (
  t: TestApp,
  scene: EnquiryScene,
  overrides: Partial<EnquiryRequestInput> & Record<string, unknown> = {},
): EnquiryRequestInput & Record<string, unknown> => ({
  mode: 'sea',
  loadType: 'FCL',
  containers: [{ containerSizeId: scene.containerSizeId, count: 2 }],
  packages: [],
  legs: NO_LEGS,
  originPortId: scene.ports.seaOrigin,
  destinationPortId: scene.ports.seaDestination,
  commodityType: 'GNRL',
  cargoReadyDate: dayFrom(t, 7),
  remarks: 'Factory enquiry',
  ...overrides,
});

/** A valid air enquiry body: one package line on the scene's air lane. */
export const airEnquiryBody = (
  t: TestApp,
  scene: EnquiryScene,
  overrides: Partial<EnquiryRequestInput> & Record<string, unknown> = {},
) =>
  enquiryBody(t, scene, {
    mode: 'air',
    loadType: null,
    containers: [],
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
    originPortId: scene.ports.airOrigin,
    destinationPortId: scene.ports.airDestination,
    ...overrides,
  });

/** An enquiry the scene's customer makes through POST /my-queries (sea FCL unless told): the item answered. */
export async function createEnquiry(
  t: TestApp,
  scene: EnquiryScene,
  overrides: Partial<EnquiryRequestInput> & Record<string, unknown> = {},
): Promise<EnquiryItem> {
  const res = await t
    .as(scene.customerUser.token)
    .post(ENQUIRY_PATHS.myQueries, enquiryBody(t, scene, overrides));
  if (res.statusCode !== 201) throw new Error(`create enquiry failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { item: EnquiryItem } }>().data.item;
}

/** The scene's pricing user accepts the enquiry through the API: the item answered. */
export async function acceptEnquiry(
  t: TestApp,
  scene: EnquiryScene,
  enquiry: { id: number; version: number },
): Promise<EnquiryItem> {
  const res = await t
    .as(scene.pricing.token)
    .post(enquiryPath(ENQUIRY_PATHS.enquiryStatus, { id: enquiry.id }), {
      status: 'accepted',
      version: enquiry.version,
    });
  if (res.statusCode !== 200) throw new Error(`accept enquiry failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { item: EnquiryItem } }>().data.item;
}

/** A path through the workflow from Received to each status (the shortest). */
const PATH_TO: Record<EnquiryStatus, EnquiryStatus[]> = {
  received: [],
  accepted: ['accepted'],
  rejected: ['rejected'],
  cancelled: ['cancelled'],
  negotiating: ['accepted', 'negotiating'],
  selected: ['accepted', 'selected'],
  booked: ['accepted', 'selected', 'booked'],
};

/**
 * Sets the enquiry to `status` straight in the database, along a path the workflow allows from
 * Received, one status_history row a step (by the scene's admin), raising the version each step:
 * for tests of steps whose own modules reach the status (negotiation, selection, booking).
 * Answers the enquiry's new status and version.
 */
export async function moveEnquiryTo(
  t: TestApp,
  scene: EnquiryScene,
  enquiry: { id: number },
  status: EnquiryStatus,
): Promise<{ id: number; status: EnquiryStatus; version: number }> {
  const [row] = await t.db.select().from(rateEnquiries).where(eq(rateEnquiries.id, enquiry.id));
  if (!row) throw new Error(`no enquiry ${enquiry.id}`);
  let from = row.status as EnquiryStatus;
  let version = row.version;
  const steps = PATH_TO[status];
  const start = from === 'received' ? 0 : steps.indexOf(from) + 1;
  if (from !== 'received' && start === 0 && from !== status) {
    throw new Error(`cannot move enquiry from ${from} to ${status} along ${steps.join(' → ')}`);
  }
  for (const to of steps.slice(start)) {
    if (!enquiryWorkflow.canMove(from, to).ok) throw new Error(`workflow refuses ${from} → ${to}`);
    version += 1;
    await t.db.update(rateEnquiries).set({ status: to, version }).where(eq(rateEnquiries.id, row.id));
    await t.db.insert(statusHistory).values({
      companyId: row.companyId,
      recordType: 'enquiry',
      recordId: row.id,
      fromStatus: from,
      toStatus: to,
      changedBy: scene.admin.id,
      changedAt: t.clock.now,
      remarks: null,
    });
    from = to;
  }
  return { id: row.id, status: from, version };
}

/** One package of a cubic metre weighing `grossWeight` kg: the smallest valid package line. */
export const cubePackage = (grossWeight: number) => ({
  count: 1,
  length: 1,
  width: 1,
  height: 1,
  dimensionUnit: 'Meter' as const,
  grossWeight,
  weightUnit: 'Kgs' as const,
});
