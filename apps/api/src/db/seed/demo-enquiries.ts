import {
  type AnswerSource,
  type BookingFormInput,
  type BookingStatus,
  bookingFormSchema,
  cargoLineTotals,
  chargeableWeightKg,
  DEFAULT_ROUTE_LEGS,
  type EnquiryOrigin,
  type EnquiryRequest,
  type EnquiryStatus,
  enquiryRequestSchema,
  enquiryWorkflow,
  FORWARD_LINK_TTL_DAYS,
  type ForwardAnswerLine,
  forwardAnswerLineSchema,
  forwardWorkflow,
  grossKg,
  type NegotiationDecision,
  optionTitleOf,
  type PricedLine,
  type PricedOption,
  type QuoteStatus,
  quoteLineSchema,
  type RequiredCharge,
  type RouteLegSelection,
  restateToPrice,
  revenueTons,
  type StatusRecordType,
  storedCargoOf,
  toHundredths,
  volumeCbm,
} from '@fastforward/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createOpaqueToken, hashToken } from '../../lib/crypto';
import { findNegotiationSettings } from '../../modules/negotiation-settings/negotiation-settings.service';
import { allocateDocumentNumber, type NumberingTx } from '../../modules/numbering/numbering.service';
import { floorOf, type StoredQuoteLine } from '../../modules/quotes/quote-drafts';
import { containerSizeNamesOf } from '../../modules/rate-enquiries/enquiry-records';
import { priceRateWizard } from '../../modules/rate-wizard/rate-wizard.service';
import type { DbOrTx } from '../client';
import {
  bookings,
  containerSizes,
  customerKycs,
  enquiryFeedback,
  enquiryForwards,
  forwardAnswers,
  jobs,
  negotiations,
  ports,
  quoteOptions,
  quotes,
  rateEnquiries,
  shippingCompanies,
  statusHistory,
  termsAndConditions,
  vendors,
} from '../schema';
import type { DemoIds } from './demo-customers';

/**
 * Oceanic's rate enquiries from Acme Imports (SEED_DEMO only), so every screen of the marketplace
 * flow has something to show on a fresh install: one enquiry in each status, sea FCL, sea LCL and
 * air, made by the customer (My Queries) or by sales for it; two vendor answers to compare on an
 * accepted enquiry (Swift Carriers in the app, Gulf Line by link) and a forward Swift has still to
 * answer; a sent quote of two options under negotiation; a selected option; and a booking with its
 * job and the customer's feedback. Rows are written as the flow's services write them (status
 * history from null, versions, RE and JOB numbers from the allocator, so new enquiries continue
 * the sequence), back-dated from `now`, and the quotes are priced by the Rate Wizard's engine from
 * the demo rates (seed/demo-rates.ts) on each enquiry's cargo ready date.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const FORWARDER = 'Oceanic Freight Forwarders';
const CUSTOMER = 'Acme Imports';
const SWIFT = 'Swift Carriers';
const GULF_LINE = 'Gulf Line Agencies';

export type Actor = 'acme.buyer' | 'ffd.sales' | 'ffd.pricing' | 'ffd.admin' | 'swift.vendor';

/** A move after Received: to what, by whom, how many hours after the enquiry was made, why. */
export type Move = { to: EnquiryStatus; by: Actor; after: number; remarks?: string };

type Packages = EnquiryRequest['packages'];

/** The marketplace enquiries, one in each status. */
type MarketplaceKey =
  | 'booked'
  | 'selected'
  | 'negotiating'
  | 'compared'
  | 'forwarded'
  | 'received'
  | 'rejected'
  | 'cancelled';

/**
 * An enquiry as the customer's form (or sales for it) fills it in, and where it went from there.
 * One that moves to Booked carries its booking form: it is quoted, its first option selected and
 * booked, and its job opened at QUED.
 */
export type DemoEnquiry = {
  key: MarketplaceKey | `job:${string}`;
  via: EnquiryOrigin;
  /** Made this many hours before `now`. */
  hoursAgo: number;
  /** The cargo is ready this many days after `now`: the day the quotes are priced on. */
  readyInDays: number;
  mode: 'sea' | 'air';
  from: string;
  to: string;
  cargo:
    | { loadType: 'FCL'; containers: [size: string, count: number][] }
    | { loadType: 'LCL' | null; packages: Packages };
  legs: Partial<RouteLegSelection>;
  incotermCode: string;
  preferredLine?: string;
  remarks?: string;
  moves: Move[];
  booking?: BookingFormInput;
  /**
   * A booked enquiry whose quote the customer countered (`targetDiscount` % below the price) and
   * pricing countered back (`counterDiscount` % below): the option booked at that agreed price.
   */
  negotiated?: { targetDiscount: string; counterDiscount: string };
};

/** The booked enquiry's booking form (2 × 40' HC: the cargo counts containers). */
const BOOKING: BookingFormInput = {
  shipper: {
    name: 'Shanghai Bright Home Textiles Co., Ltd.',
    address: 'No. 88, Lane 1500, Pudong Avenue, Shanghai 200135, China',
    contact: 'Li Wei',
    email: 'export@brighthome.example',
    phone: '+86 21 5555 0188',
  },
  consignee: {
    name: 'Acme Imports FZE',
    address: 'LOB 15, Office 312, Jebel Ali Free Zone, Dubai, United Arab Emirates',
    contact: 'Ada Buyer',
    email: 'acme.buyer@acme.example',
    phone: '+971 4 555 0610',
  },
  notifySameAsConsignee: false,
  notifyParty: {
    name: 'Emirates Clearing & Forwarding LLC',
    address: 'Customs Broker Building 2, Jebel Ali Port, Dubai, United Arab Emirates',
    contact: 'Rashid Khan',
    email: 'clearance@emiratesclearing.example',
    phone: '+971 4 555 0720',
  },
  cargo: {
    description: 'Home textiles: cotton bed linen and bath towels, 1,240 cartons',
    hsCode: '6302.31',
    packageCount: 2,
    grossWeightKg: 18_600,
    marks: 'ACME/JEA/1-1240',
  },
  remarks: 'Please keep the two containers on the same vessel.',
};

const pallets = (count: number, kg: number): Packages[number] => ({
  count,
  length: 120,
  width: 100,
  height: 150,
  dimensionUnit: 'Centimeter',
  grossWeight: kg,
  weightUnit: 'Kgs',
});

const ENQUIRIES: DemoEnquiry[] = [
  {
    key: 'booked',
    via: 'customer',
    hoursAgo: 12 * 24,
    readyInDays: 3,
    mode: 'sea',
    from: 'CNSHA',
    to: 'AEJEA',
    cargo: { loadType: 'FCL', containers: [['45G1', 2]] },
    legs: { destinationPort: true },
    incotermCode: 'FOB',
    remarks: 'Home textiles for the Jebel Ali warehouse; two 40HC every month from March.',
    moves: [
      { to: 'accepted', by: 'ffd.pricing', after: 3 },
      { to: 'selected', by: 'acme.buyer', after: 48 },
      { to: 'booked', by: 'acme.buyer', after: 72 },
    ],
    booking: BOOKING,
  },
  {
    key: 'cancelled',
    via: 'customer',
    hoursAgo: 10 * 24,
    readyInDays: 6,
    mode: 'air',
    from: 'SIN',
    to: 'DXB',
    cargo: { loadType: null, packages: [{ ...pallets(2, 640), height: 110, packageTypeCode: 'PX' }] },
    legs: {},
    incotermCode: 'FCA',
    moves: [
      { to: 'accepted', by: 'ffd.pricing', after: 3 },
      {
        to: 'cancelled',
        by: 'acme.buyer',
        after: 50,
        remarks: 'Our supplier postponed the order by a month.',
      },
    ],
  },
  {
    key: 'selected',
    via: 'sales',
    hoursAgo: 8 * 24,
    readyInDays: 5,
    mode: 'sea',
    from: 'CNSHA',
    to: 'DEHAM',
    cargo: { loadType: 'FCL', containers: [['42G1', 2]] },
    legs: { destinationPort: true },
    incotermCode: 'FOB',
    remarks: 'Asked by phone: garden furniture for the Hamburg store.',
    moves: [
      { to: 'accepted', by: 'ffd.pricing', after: 2 },
      { to: 'negotiating', by: 'acme.buyer', after: 26 },
      { to: 'accepted', by: 'ffd.pricing', after: 29 },
      { to: 'selected', by: 'acme.buyer', after: 50 },
    ],
  },
  {
    key: 'rejected',
    via: 'sales',
    hoursAgo: 6 * 24,
    readyInDays: 4,
    mode: 'sea',
    from: 'INNSA',
    to: 'AEJEA',
    cargo: { loadType: 'LCL', packages: [{ ...pallets(3, 1450), packageTypeCode: 'PX' }] },
    legs: {},
    incotermCode: 'FOB',
    moves: [
      {
        to: 'rejected',
        by: 'ffd.pricing',
        after: 5,
        remarks: 'No LCL consolidation from Nhava Sheva to Jebel Ali this month; FCL only.',
      },
    ],
  },
  {
    key: 'negotiating',
    via: 'customer',
    hoursAgo: 5 * 24,
    readyInDays: 8,
    mode: 'sea',
    from: 'CNSHA',
    to: 'AEJEA',
    cargo: {
      loadType: 'FCL',
      containers: [
        ['22G1', 1],
        ['45G1', 1],
      ],
    },
    legs: { originPort: true, destinationPort: true },
    incotermCode: 'FCA',
    moves: [
      { to: 'accepted', by: 'ffd.pricing', after: 1 },
      { to: 'negotiating', by: 'acme.buyer', after: 30 },
    ],
  },
  {
    key: 'compared',
    via: 'customer',
    hoursAgo: 3 * 24,
    readyInDays: 10,
    mode: 'sea',
    from: 'CNSHA',
    to: 'AEJEA',
    cargo: { loadType: 'FCL', containers: [['45G1', 2]] },
    legs: { originPort: true, destinationPort: true },
    incotermCode: 'FCA',
    remarks: 'Please compare a carrier with a short transit: the goods are for the spring promotion.',
    moves: [{ to: 'accepted', by: 'ffd.pricing', after: 2 }],
  },
  {
    key: 'forwarded',
    via: 'sales',
    hoursAgo: 26,
    readyInDays: 9,
    mode: 'sea',
    from: 'NLRTM',
    to: 'AEJEA',
    cargo: { loadType: 'LCL', packages: [{ ...pallets(6, 2400), packageTypeCode: 'PX' }] },
    legs: { destinationPort: true },
    incotermCode: 'FCA',
    moves: [{ to: 'accepted', by: 'ffd.pricing', after: 1 }],
  },
  {
    key: 'received',
    via: 'customer',
    hoursAgo: 4,
    readyInDays: 7,
    mode: 'air',
    from: 'PVG',
    to: 'FRA',
    cargo: {
      loadType: null,
      packages: [
        {
          count: 12,
          length: 60,
          width: 40,
          height: 50,
          dimensionUnit: 'Centimeter',
          grossWeight: 216,
          weightUnit: 'Kgs',
          packageTypeCode: 'CT',
        },
      ],
    },
    legs: {},
    incotermCode: 'FCA',
    preferredLine: 'LH',
    remarks: 'Spare parts for the Hamburg workshop, urgent.',
    moves: [],
  },
];

/** The required-charges checklist pricing ticked when forwarding the compared enquiry. */
const ALL_IN: RequiredCharge[] = ['freight', 'surcharges', 'originCharges', 'destinationCharges'];

type DemoAnswer = {
  vendor: string;
  source: AnswerSource;
  by: Actor | null;
  /** Hours after the forward. */
  after: number;
  line: string;
  transitDays: number;
  freeDays: number;
  remarks: string;
  lines: (Omit<ForwardAnswerLine, 'containerSizeId'> & { size?: string })[];
};

/** The two answers to compare on the compared enquiry (2 × 40' HC, CNSHA → AEJEA). */
const ANSWERS: DemoAnswer[] = [
  {
    vendor: SWIFT,
    source: 'vendorApp',
    by: 'swift.vendor',
    after: 17,
    line: 'COSU',
    transitDays: 22,
    freeDays: 10,
    remarks: 'Weekly sailing on Thursdays; space confirmed for the next two weeks.',
    lines: [
      {
        chargeKey: 'freight',
        chargeName: 'Ocean Freight',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 1480,
        size: '45G1',
      },
      {
        chargeKey: 'surcharges',
        chargeName: 'BAF',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 210,
        size: '45G1',
      },
      {
        chargeKey: 'originCharges',
        chargeName: 'THC Origin',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 235,
      },
      {
        chargeKey: 'originCharges',
        chargeName: 'Documentation Fee',
        basis: 'perBl',
        currency: 'EUR',
        buyAmount: 45,
      },
      {
        chargeKey: 'destinationCharges',
        chargeName: 'THC Destination',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 290,
      },
    ],
  },
  {
    vendor: GULF_LINE,
    source: 'vendorLink',
    by: null,
    after: 23,
    line: 'CMDU',
    transitDays: 19,
    freeDays: 14,
    remarks: 'Direct service via Ningbo; 14 free days at Jebel Ali.',
    lines: [
      {
        chargeKey: 'freight',
        chargeName: 'Ocean Freight',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 1395,
        size: '45G1',
      },
      {
        chargeKey: 'surcharges',
        chargeName: 'BAF',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 245,
        size: '45G1',
      },
      {
        chargeKey: 'originCharges',
        chargeName: 'THC Origin',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 225,
      },
      {
        chargeKey: 'originCharges',
        chargeName: 'B/L Documentation',
        basis: 'perBl',
        currency: 'USD',
        buyAmount: 60,
      },
      {
        chargeKey: 'destinationCharges',
        chargeName: 'THC Destination',
        basis: 'perContainer',
        currency: 'USD',
        buyAmount: 310,
      },
    ],
  },
];

const idOf = (map: ReadonlyMap<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} is not among the demo data`);
  return id;
};

const after = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type HistoryStep = { from: string | null; to: string; by: number | null; at: Date; remarks?: string | null };

/** A job opened at QUED by the booking of a demo enquiry. */
export type DemoBookedJob = {
  key: DemoEnquiry['key'];
  id: number;
  reference: string;
  enquiryId: number;
  enquiryReference: string;
  bookingId: number;
  /** The selected (booked) quote option. */
  optionId: number;
  bookedAt: Date;
};

export type DemoEnquiriesResult = { enquiries: number; jobs: DemoBookedJob[] };

/**
 * Oceanic's enquiries and what followed them; nothing when it has enquiries already. `shipments`
 * (seed/demo-jobs.ts) are booked enquiries more, made in the same pass so that every RE and JOB
 * number rises with the age of what it numbers.
 */
export async function seedDemoEnquiries(
  db: DbOrTx,
  ids: DemoIds,
  now: Date,
  shipments: readonly DemoEnquiry[] = [],
): Promise<DemoEnquiriesResult> {
  // A transaction of its own (a savepoint in the seed's): the numbers are taken in the one that writes them.
  return db.transaction((tx) => seedInTransaction(tx, ids, now, [...ENQUIRIES, ...shipments]));
}

async function seedInTransaction(
  tx: NumberingTx,
  ids: DemoIds,
  now: Date,
  specs: DemoEnquiry[],
): Promise<DemoEnquiriesResult> {
  const companyId = idOf(ids.companies, FORWARDER);
  const [seeded] = await tx
    .select({ id: rateEnquiries.id })
    .from(rateEnquiries)
    .where(eq(rateEnquiries.companyId, companyId))
    .limit(1);
  if (seeded) return { enquiries: 0, jobs: [] };

  const user = (name: Actor) => idOf(ids.users, name);
  const customerCompanyId = idOf(ids.companies, CUSTOMER);
  const [kyc] = await tx
    .select({ id: customerKycs.id, salesPersonId: customerKycs.salesPersonId })
    .from(customerKycs)
    .where(and(eq(customerKycs.companyId, companyId), eq(customerKycs.customerCompanyId, customerCompanyId)));
  if (!kyc) throw new Error(`demo seed: ${CUSTOMER} has no KYC at ${FORWARDER}`);
  const lookup = async (what: string, rows: { key: string | null; id: number }[], wanted: string[]) => {
    const found = new Map(rows.map((r) => [r.key ?? '', r.id]));
    const missing = wanted.filter((key) => !found.has(key));
    if (missing.length > 0) throw new Error(`demo seed: ${what} missing: ${missing.join(', ')}`);
    return (key: string) => found.get(key) as number;
  };
  const portCodes = (mode: 'sea' | 'air') =>
    specs.filter((e) => e.mode === mode).flatMap((e) => [e.from, e.to]);
  const portRows = (type: 'sea' | 'air') =>
    tx
      .select({ key: ports.code, id: ports.id })
      .from(ports)
      .where(and(isNull(ports.companyId), eq(ports.type, type), inArray(ports.code, portCodes(type))));
  const seaPort = await lookup('sea ports', await portRows('sea'), portCodes('sea'));
  const airPort = await lookup('airports', await portRows('air'), portCodes('air'));
  const sizeCodes = ['22G1', '42G1', '45G1'];
  const size = await lookup(
    'container sizes',
    await tx
      .select({ key: containerSizes.isoCode, id: containerSizes.id })
      .from(containerSizes)
      .where(inArray(containerSizes.isoCode, sizeCodes)),
    sizeCodes,
  );
  const lineCodes = ANSWERS.map((a) => a.line);
  const seaLine = await lookup(
    'shipping lines',
    await tx
      .select({ key: shippingCompanies.scacCode, id: shippingCompanies.id })
      .from(shippingCompanies)
      .where(and(isNull(shippingCompanies.companyId), inArray(shippingCompanies.scacCode, lineCodes))),
    lineCodes,
  );
  const airlineCodes = specs.flatMap((e) => (e.preferredLine ? [e.preferredLine] : []));
  const airline = await lookup(
    'airlines',
    await tx
      .select({ key: shippingCompanies.iataCode, id: shippingCompanies.id })
      .from(shippingCompanies)
      .where(and(isNull(shippingCompanies.companyId), inArray(shippingCompanies.iataCode, airlineCodes))),
    airlineCodes,
  );
  const vendorRows = await tx
    .select({ key: vendors.name, id: vendors.id, vendorCompanyId: vendors.vendorCompanyId })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), inArray(vendors.name, [SWIFT, GULF_LINE])));
  const vendor = (name: string) => {
    const row = vendorRows.find((v) => v.key === name);
    if (!row) throw new Error(`demo seed: ${FORWARDER} has no vendor ${name}`);
    return row;
  };
  const [terms] = await tx
    .select({ body: termsAndConditions.body })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, companyId), eq(termsAndConditions.isActive, true)));
  const { maxDiscountPercent } = await findNegotiationSettings(tx, companyId);

  const history = async (recordType: StatusRecordType, recordId: number, steps: HistoryStep[]) => {
    await tx.insert(statusHistory).values(
      steps.map((step) => ({
        companyId,
        recordType,
        recordId,
        fromStatus: step.from,
        toStatus: step.to,
        changedBy: step.by,
        changedAt: step.at,
        remarks: step.remarks ?? null,
      })),
    );
  };

  type Made = {
    id: number;
    reference: string;
    spec: DemoEnquiry;
    createdAt: Date;
    request: EnquiryRequest;
    moveAt(to: EnquiryStatus): Date;
  };
  const made = new Map<DemoEnquiry['key'], Made>();
  // Oldest first: the references rise with the enquiries' age, as the app would have given them.
  for (const spec of [...specs].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const createdAt = new Date(now.getTime() - spec.hoursAgo * HOUR);
    const port = spec.mode === 'sea' ? seaPort : airPort;
    const request = enquiryRequestSchema.parse({
      mode: spec.mode,
      loadType: spec.cargo.loadType,
      containers:
        'containers' in spec.cargo
          ? spec.cargo.containers.map(([code, count]) => ({ containerSizeId: size(code), count }))
          : [],
      packages: 'packages' in spec.cargo ? spec.cargo.packages : [],
      legs: { ...DEFAULT_ROUTE_LEGS, ...spec.legs },
      originPortId: port(spec.from),
      destinationPortId: port(spec.to),
      incotermCode: spec.incotermCode,
      commodityType: 'GNRL',
      cargoReadyDate: dayOf(new Date(now.getTime() + spec.readyInDays * DAY)),
      preferredLineId: spec.preferredLine ? airline(spec.preferredLine) : null,
      remarks: spec.remarks ?? null,
    });
    const createdBy = spec.via === 'customer' ? user('acme.buyer') : user('ffd.sales');
    const moves = spec.moves.map((move) => ({ ...move, at: after(createdAt, move.after) }));
    const last = moves.at(-1);
    if (last && last.at >= now) throw new Error(`demo seed: the ${spec.key} enquiry moves in the future`);
    const accepted = moves.find((m) => m.to === 'accepted');
    const { packages } = request;
    const { number } = await allocateDocumentNumber(tx, { companyId, sequence: 'RE', at: createdAt });
    const [row] = await tx
      .insert(rateEnquiries)
      .values({
        companyId,
        reference: number,
        status: last?.to ?? 'received',
        version: moves.length,
        customerCompanyId,
        customerKycId: kyc.id,
        createdVia: spec.via,
        createdBy,
        salesPersonId: kyc.salesPersonId,
        attendedBy: accepted ? user(accepted.by) : null,
        attendedAt: accepted?.at ?? null,
        mode: request.mode,
        loadType: request.loadType ?? null,
        containers: request.containers,
        packages,
        legs: request.legs,
        originPortId: request.originPortId,
        destinationPortId: request.destinationPortId,
        incotermCode: request.incotermCode ?? null,
        commodityType: request.commodityType,
        cargoReadyDate: request.cargoReadyDate,
        preferredLineId: request.preferredLineId ?? null,
        remarks: request.remarks ?? null,
        chargeableWeightKg: request.mode === 'air' ? chargeableWeightKg(packages).toFixed(1) : null,
        revenueTons:
          request.loadType === 'LCL' ? revenueTons(volumeCbm(packages), grossKg(packages)).toFixed(3) : null,
        grossWeightKg: packages.length > 0 ? grossKg(packages).toFixed(3) : null,
        createdAt,
        updatedAt: last?.at ?? createdAt,
      })
      .returning({ id: rateEnquiries.id });
    if (!row) throw new Error('demo seed: the enquiry insert returned nothing');
    // Every step checked against the workflow, so the demo never holds a move the app refuses.
    let from: EnquiryStatus = 'received';
    for (const move of moves) {
      const verdict = enquiryWorkflow.canMove(from, move.to);
      if (!verdict.ok) throw new Error(`demo seed: the ${spec.key} enquiry cannot move: ${verdict.reason}`);
      from = move.to;
    }
    await history('enquiry', row.id, [
      { from: null, to: 'received', by: createdBy, at: createdAt },
      ...moves.map((move, i) => ({
        from: i === 0 ? 'received' : (moves[i - 1]?.to ?? null),
        to: move.to,
        by: user(move.by),
        at: move.at,
        remarks: move.remarks ?? null,
      })),
    ]);
    const moveAt = (to: EnquiryStatus) => {
      const move = moves.find((m) => m.to === to);
      if (!move) throw new Error(`demo seed: the ${spec.key} enquiry never moves to ${to}`);
      return move.at;
    };
    made.set(spec.key, { id: row.id, reference: number, spec, createdAt, request, moveAt });
  }
  const enquiry = (key: DemoEnquiry['key']) => made.get(key) as Made;

  // ── Forwards: two answered on the compared enquiry, one Swift has still to answer.
  const forward = async (
    target: Made,
    vendorName: string,
    options: {
      at: Date;
      deadlineAt: Date;
      requiredCharges: RequiredCharge[];
      message: string;
      answer?: DemoAnswer;
    },
  ) => {
    const row = vendor(vendorName);
    const isLink = row.vendorCompanyId === null;
    const answer = options.answer;
    const answeredAt = answer ? after(options.at, answer.after) : null;
    if (answeredAt && answeredAt >= now) throw new Error('demo seed: a forward is answered in the future');
    const [created] = await tx
      .insert(enquiryForwards)
      .values({
        companyId,
        enquiryId: target.id,
        vendorId: row.id,
        vendorCompanyId: row.vendorCompanyId,
        status: answer ? 'accepted' : 'received',
        version: answer ? 1 : 0,
        requiredCharges: options.requiredCharges,
        deadlineAt: options.deadlineAt,
        // The link's token itself is never kept: the demo's link was mailed and is answered.
        tokenHash: isLink ? hashToken(createOpaqueToken()) : null,
        tokenExpiresAt: isLink ? after(options.at, FORWARD_LINK_TTL_DAYS * 24) : null,
        message: options.message,
        forwardedBy: user('ffd.pricing'),
        forwardedAt: options.at,
        answeredAt,
      })
      .returning({ id: enquiryForwards.id });
    if (!created) throw new Error('demo seed: the forward insert returned nothing');
    const steps: HistoryStep[] = [{ from: null, to: 'received', by: user('ffd.pricing'), at: options.at }];
    if (answer && answeredAt) {
      if (!forwardWorkflow.canMove('received', 'accepted').ok)
        throw new Error('demo seed: forwards cannot be answered');
      steps.push({
        from: 'received',
        to: 'accepted',
        by: answer.by ? user(answer.by) : null,
        at: answeredAt,
      });
      await tx.insert(forwardAnswers).values({
        companyId,
        forwardId: created.id,
        enquiryId: target.id,
        source: answer.source,
        lines: answer.lines.map(({ size: code, ...line }) =>
          forwardAnswerLineSchema.parse({ ...line, containerSizeId: code ? size(code) : null }),
        ),
        shippingCompanyId: seaLine(answer.line),
        validFrom: dayOf(answeredAt),
        validTill: dayOf(new Date(now.getTime() + 14 * DAY)),
        transitDays: answer.transitDays,
        freeDays: answer.freeDays,
        remarks: answer.remarks,
        enteredBy: answer.by ? user(answer.by) : null,
        createdAt: answeredAt,
      });
    }
    await history('forward', created.id, steps);
  };
  const compared = enquiry('compared');
  const forwardedAt = after(compared.moveAt('accepted'), 1);
  for (const answer of ANSWERS) {
    await forward(compared, answer.vendor, {
      at: forwardedAt,
      deadlineAt: after(forwardedAt, 48),
      requiredCharges: ALL_IN,
      message: 'Two 40HC, cargo ready in ten days: please quote all-in with your best transit.',
      answer,
    });
  }
  const forwarded = enquiry('forwarded');
  const lclForwardAt = after(forwarded.moveAt('accepted'), 1);
  await forward(forwarded, SWIFT, {
    at: lclForwardAt,
    deadlineAt: new Date(now.getTime() + 2 * DAY),
    requiredCharges: ['freight', 'destinationCharges'],
    message: 'Six pallets from your Rotterdam consolidation: per W/M rate and Jebel Ali charges, please.',
  });

  // ── Quotes, priced by the rate engine from the demo rates, as pricing would have sent them.
  type SentOption = {
    id: number;
    offeredSell: string;
    floorSell: string;
    lines: StoredQuoteLine[];
    baseCurrency: string;
  };
  const sendQuote = async (target: Made, sentAt: Date): Promise<SentOption[]> => {
    const { request } = target;
    const priced = await priceRateWizard(
      tx,
      // Acme's sales person: the Rate Wizard prices its own customers for it.
      { companyId, userId: kyc.salesPersonId ?? user('ffd.sales'), permissions: [] },
      {
        customerKycId: kyc.id,
        mode: request.mode,
        originPortId: request.originPortId,
        destinationPortId: request.destinationPortId,
        date: request.cargoReadyDate,
        commodityType: 'GNRL',
        containers: request.containers,
        packages: request.packages,
        legs: request.legs,
        sort: 'rate_asc',
      },
    );
    const chosen = priced.options.filter((o) => o.flags.length === 0 && o.baseTotal !== null).slice(0, 2);
    if (chosen.length < 2 || !priced.baseCurrency) {
      throw new Error(
        `demo seed: the demo rates price fewer than two options for the ${target.spec.key} enquiry`,
      );
    }
    const [quote] = await tx
      .insert(quotes)
      .values({
        companyId,
        enquiryId: target.id,
        number: 1,
        status: 'sent' satisfies QuoteStatus,
        version: 1,
        validTill: dayOf(after(sentAt, 14 * 24)),
        baseCurrency: priced.baseCurrency,
        terms: terms?.body ?? null,
        remarks: 'Rates subject to space and equipment at booking; local charges at cost as per tariff.',
        createdBy: user('ffd.pricing'),
        createdAt: after(sentAt, -1),
        sentBy: user('ffd.pricing'),
        sentAt,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error('demo seed: the quote insert returned nothing');
    const sent: SentOption[] = [];
    for (const [position, option] of chosen.entries()) {
      const sell = option.baseTotal?.sell ?? '0.00';
      const floorSell = floorOf(sell, maxDiscountPercent);
      const lines = option.lines.map((line) => quoteLineOf(option, line));
      const [row] = await tx
        .insert(quoteOptions)
        .values({
          companyId,
          quoteId: quote.id,
          enquiryId: target.id,
          position: position + 1,
          title: optionTitleOf(option, 'Local charges'),
          shippingCompanyId: option.shippingCompanyId,
          vendorId: option.vendorId,
          transitDays: option.transitDays,
          freeDays: option.freeDays,
          lines,
          buyTotal: option.baseTotal?.buy ?? '0.00',
          sellTotal: sell,
          floorSell,
          offeredSell: sell,
        })
        .returning({ id: quoteOptions.id });
      if (!row) throw new Error('demo seed: the quote option insert returned nothing');
      sent.push({ id: row.id, offeredSell: sell, floorSell, lines, baseCurrency: priced.baseCurrency });
    }
    return sent;
  };

  /** A customer's counter-offer on `option`, and pricing's answer when given. */
  const counterOffer = async (
    target: Made,
    option: SentOption,
    round: {
      at: Date;
      /** How far below the price on the table the customer's target is, in %. */
      targetDiscount: string;
      message: string;
      counter?: { discount: string; at: Date; message: string };
    },
  ) => {
    // A price some percent below the one on the table, as floorOf takes a discount off a sell.
    const targetAmount = floorOf(option.offeredSell, round.targetDiscount);
    const decided = round.counter ? floorOf(option.offeredSell, round.counter.discount) : null;
    const isBelowFloor = decided !== null && toHundredths(decided) < toHundredths(option.floorSell);
    const [negotiation] = await tx
      .insert(negotiations)
      .values({
        companyId,
        enquiryId: target.id,
        quoteOptionId: option.id,
        round: 1,
        offeredSell: option.offeredSell,
        targetAmount,
        message: round.message,
        requestedBy: user('acme.buyer'),
        requestedAt: round.at,
        decision: round.counter ? ('countered' satisfies NegotiationDecision) : null,
        decidedAmount: decided,
        decisionMessage: round.counter?.message ?? null,
        decidedBy: round.counter ? user('ffd.pricing') : null,
        decidedAt: round.counter?.at ?? null,
        isBelowFloor,
        // Below the floor only with the approval of a holder of approve-negotiation (the administrator).
        approvedBy: isBelowFloor ? user('ffd.admin') : null,
      })
      .returning({ id: negotiations.id });
    if (decided !== null && round.counter) {
      await tx
        .update(quoteOptions)
        .set({
          offeredSell: decided,
          lines: restateToPrice(option.lines, decided, option.baseCurrency, { id: negotiation?.id ?? null }),
          ...(isBelowFloor ? { approvedBy: user('ffd.admin'), approvedAt: round.counter.at } : {}),
        })
        .where(eq(quoteOptions.id, option.id));
    }
  };

  const select = (target: Made, option: SentOption) =>
    tx
      .update(quoteOptions)
      .set({ selectedAt: target.moveAt('selected'), selectedBy: user('acme.buyer') })
      .where(eq(quoteOptions.id, option.id));

  const negotiating = enquiry('negotiating');
  const [negotiated] = await sendQuote(negotiating, after(negotiating.moveAt('accepted'), 4));
  if (!negotiated) throw new Error('demo seed: no option to negotiate');
  await counterOffer(negotiating, negotiated, {
    at: negotiating.moveAt('negotiating'),
    targetDiscount: '8',
    message: 'Our budget for this lane is lower: can you come closer to this for both boxes?',
  });

  const selected = enquiry('selected');
  const [countered] = await sendQuote(selected, after(selected.moveAt('accepted'), 2));
  if (!countered) throw new Error('demo seed: no option to select');
  await counterOffer(selected, countered, {
    at: selected.moveAt('negotiating'),
    targetDiscount: '7',
    message: 'We have a lower offer for Hamburg; please review.',
    counter: {
      discount: '3',
      at: after(selected.moveAt('negotiating'), 3),
      message: 'We can meet you halfway for a booking this week.',
    },
  });
  await select(selected, countered);

  // Booked enquiries in the order they were booked: the JOB numbers rise with the bookings.
  const jobsMade: DemoBookedJob[] = [];
  const bookedOnes = [...made.values()]
    .filter((m) => m.spec.booking !== undefined)
    .sort((a, b) => a.moveAt('booked').getTime() - b.moveAt('booked').getTime());
  for (const booked of bookedOnes) {
    const sentAt = after(booked.moveAt('accepted'), 3);
    if (sentAt >= booked.moveAt('selected')) {
      throw new Error(`demo seed: the ${booked.spec.key} enquiry is selected before its quote is sent`);
    }
    const [taken] = await sendQuote(booked, sentAt);
    if (!taken) throw new Error(`demo seed: no option to book on the ${booked.spec.key} enquiry`);
    const { negotiated } = booked.spec;
    if (negotiated) {
      const at = booked.moveAt('negotiating');
      await counterOffer(booked, taken, {
        at,
        targetDiscount: negotiated.targetDiscount,
        message: 'Can you sharpen the price for this one? We book today at that rate.',
        counter: {
          discount: negotiated.counterDiscount,
          at: after(at, 3),
          message: 'Our best price for this sailing: book it today.',
        },
      });
    }
    await select(booked, taken);
    const bookedAt = booked.moveAt('booked');
    const form = bookingFormSchema.parse(booked.spec.booking);
    // The booked containers as the form's lines, the weight shared evenly (as a shipper declares it).
    const boxes = booked.request.containers.reduce((sum, c) => sum + c.count, 0);
    const containers = booked.request.containers.map((c) => ({
      ...c,
      weightKgEach: Math.round(form.cargo.grossWeightKg / boxes),
    }));
    const cargo =
      containers.length > 0 ? { ...form.cargo, containers, ...cargoLineTotals({ containers }) } : form.cargo;
    const [booking] = await tx
      .insert(bookings)
      .values({
        companyId,
        enquiryId: booked.id,
        quoteOptionId: taken.id,
        status: 'CONFIRMED' satisfies BookingStatus,
        version: 0,
        shipper: form.shipper,
        consignee: form.consignee,
        notifyParty: form.notifyParty ?? null,
        cargo: storedCargoOf(cargo, await containerSizeNamesOf(tx, [booked.request])),
        remarks: form.remarks ?? null,
        submittedBy: user('acme.buyer'),
        submittedAt: bookedAt,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('demo seed: the booking insert returned nothing');
    const job = await allocateDocumentNumber(tx, { companyId, sequence: 'JOB', at: bookedAt });
    const [jobRow] = await tx
      .insert(jobs)
      .values({
        companyId,
        reference: job.number,
        status: 'QUED',
        version: 0,
        enquiryId: booked.id,
        bookingId: booking.id,
        customerCompanyId,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: jobs.id });
    if (!jobRow) throw new Error('demo seed: the job insert returned nothing');
    await history('job', jobRow.id, [
      {
        from: null,
        to: 'QUED',
        by: user('acme.buyer'),
        at: bookedAt,
        remarks: `Opened by the booking of ${booked.reference}`,
      },
    ]);
    jobsMade.push({
      key: booked.spec.key,
      id: jobRow.id,
      reference: job.number,
      enquiryId: booked.id,
      enquiryReference: booked.reference,
      bookingId: booking.id,
      optionId: taken.id,
      bookedAt,
    });
  }
  const booked = enquiry('booked');
  await tx.insert(enquiryFeedback).values({
    companyId,
    enquiryId: booked.id,
    customerCompanyId,
    rating: 5,
    comment: 'Quick quote with every charge spelled out, and the booking was confirmed the same day.',
    createdBy: user('acme.buyer'),
    createdAt: after(booked.moveAt('booked'), 2),
  });
  return { enquiries: made.size, jobs: jobsMade };
}

/**
 * A priced line as the quotes module stores it: keyed by its candidate (`rates:<option>`) and its
 * record, with its provenance, its amounts in the base currency, and its list sell (no sell set by hand).
 */
function quoteLineOf(option: PricedOption, line: PricedLine): StoredQuoteLine {
  if (line.baseBuy === null || line.baseSell === null || line.exchangeRate === null) {
    throw new Error(`demo seed: ${line.label} in ${line.currency} has no exchange rate`);
  }
  const stored = quoteLineSchema.parse({
    key: `rates:${option.key}/${line.source.type}:${line.source.id}`,
    leg: line.leg,
    label: line.label,
    basis: line.basis,
    quantity: line.quantity,
    currency: line.currency,
    unitBuy: line.unitBuy,
    unitSell: line.unitSell,
    buy: line.buy,
    sell: line.sell,
    baseBuy: line.baseBuy,
    baseSell: line.baseSell,
    exchangeRate: line.exchangeRate,
    source: line.source,
    sellRule: line.sellRule,
    tier: line.tier,
  });
  return { ...stored, listBaseSell: stored.baseSell };
}
