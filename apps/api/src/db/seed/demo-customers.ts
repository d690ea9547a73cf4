import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import {
  diffKycDetails,
  EMAIL_STATUS,
  type EmailVendorRequest,
  emailVendorRequestSchema,
  FILE_KINDS,
  FILE_OWNER_TYPE,
  KYC_LOG_ACTION,
  KYC_STATUS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycDetails,
  type KycDocumentCollection,
  kycDetailsSchema,
  type RegisteredVendorRequest,
  registeredVendorRequestSchema,
  TIER_MARGIN_TYPE,
  type TierRequest,
  tierRequestSchema,
  VENDOR_KIND,
  type VendorProfileRequest,
  type VendorRequest,
  vendorProfileRequestSchema,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Mailer } from '../../lib/mailer';
import { issueKycInvitation } from '../../modules/customer-kycs/kyc-invitations';
import { appendKycLog, kycTransitions } from '../../modules/customer-kycs/kyc-records';
import { newStorageKey, type Storage } from '../../plugins/storage/storage';
import type { DbOrTx } from '../client';
import {
  customerKycs,
  files,
  kycInvitations,
  kycUpdateRequests,
  mailOutbox,
  termsAndConditions,
  tiers,
  users,
  vendorProfiles,
  vendors,
} from '../schema';

/**
 * Oceanic's customers and vendors (SEED_DEMO only): its tiers; Acme Imports' KYC approved with its
 * four documents, on the Key Account tier, with an update request waiting; Baltic Traders invited
 * and not yet submitted, its link in the outbox; Swift Carriers and an e-mail-only agent in its
 * vendor list. Each KYC walks the app's own steps (the invitation, the status moves and the approve
 * log through the module's writers), back-dated, so the review pages show a real history.
 */

/** What the demo needs beyond the database: where the documents' bytes go, and the links' host. */
export type DemoCustomerDeps = { storage: Storage; publicAppUrl: string };

/** The demo companies and users by name, as seed/demo.ts created them. */
export type DemoIds = { companies: ReadonlyMap<string, number>; users: ReadonlyMap<string, number> };

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const FORWARDER = 'Oceanic Freight Forwarders';
const SALES_PERSON = 'ffd.sales';
const REVIEWER = 'ffd.admin';
const VENDOR_MANAGER = 'ffd.pricing';
/** Acme's tier (one of TIERS). */
const ACME_TIER = 'Key Account';

const TIERS: TierRequest[] = [
  {
    name: 'Standard',
    currency: 'USD',
    seaMarginType: TIER_MARGIN_TYPE.percent,
    seaMargin: '10',
    seaMinMargin: '50',
    airMarginType: TIER_MARGIN_TYPE.percent,
    airMargin: '12',
    airMinMargin: '0.10',
    remarks: 'Every new customer until its volumes are known.',
  },
  {
    name: 'Key Account',
    currency: 'USD',
    seaMarginType: TIER_MARGIN_TYPE.fixed,
    seaMargin: '75',
    seaMinMargin: null,
    airMarginType: TIER_MARGIN_TYPE.fixed,
    airMargin: '0.15',
    airMinMargin: null,
    remarks: 'Contracted volumes: a fixed margin per container and per kg.',
  },
];

const ACME_ADDRESS = {
  addressLine1: 'Am Sandtorkai 50',
  city: 'Hamburg',
  postalCode: '20457',
  countryCode: 'DE',
};

const ACME_DETAILS: KycDetails = {
  companyName: 'Acme Imports',
  phone: '+49 40 555 0600',
  website: 'https://acme.example',
  taxRegistrationNumber: 'DE298765431',
  companyRegistrationNumber: 'HRB 145872',
  contacts: [
    {
      name: 'Ada Buyer',
      designation: 'Head of Purchasing',
      email: 'acme.buyer@acme.example',
      phone: '+49 40 555 0601',
    },
    {
      name: 'Jonas Weber',
      designation: 'Accounts Payable',
      email: 'accounts@acme.example',
      phone: '+49 40 555 0602',
    },
  ],
  addresses: [
    { type: 'registered', ...ACME_ADDRESS },
    {
      type: 'delivery',
      addressLine1: 'Container Terminal Burchardkai, Gate 3',
      addressLine2: 'Bei der Pinnau 3',
      city: 'Hamburg',
      postalCode: '21129',
      countryCode: 'DE',
    },
  ],
};

/** Acme's pending update request: a new switchboard number and a third contact. */
const ACME_REQUESTED: KycDetails = {
  ...ACME_DETAILS,
  phone: '+49 40 555 0700',
  contacts: [
    ...ACME_DETAILS.contacts,
    {
      name: 'Lena Vogel',
      designation: 'Logistics Coordinator',
      email: 'logistics@acme.example',
      phone: '+49 40 555 0703',
    },
  ],
};

/**
 * Oceanic's vendor list as its form sends it (domain vendorRequestSchema); a registered vendor
 * names its demo company, whose own name and contact the list shows.
 */
const VENDORS: (
  | (Omit<RegisteredVendorRequest, 'vendorCompanyId'> & { company: string })
  | EmailVendorRequest
)[] = [
  {
    kind: VENDOR_KIND.registered,
    company: 'Swift Carriers',
    modes: ['air', 'sea'],
    remarks: 'Rotterdam consolidations to the Gulf and India.',
  },
  {
    kind: VENDOR_KIND.email,
    name: 'Gulf Line Agencies',
    contactName: 'Operations desk',
    contactEmail: 'ops@gulfline.example',
    modes: ['sea'],
    remarks: 'Answers sea rate enquiries by e-mail link.',
  },
];

/** Swift's own vendor profile, as its profile page saves it: what forwarders' searches find. */
const SWIFT_PROFILE: { company: string } & VendorProfileRequest = {
  company: 'Swift Carriers',
  modes: ['air', 'sea'],
  lanes: [
    { originCountryCode: 'NL', destinationCountryCode: 'AE' },
    { originCountryCode: 'NL', destinationCountryCode: 'IN' },
    { originCountryCode: 'DE', destinationCountryCode: 'AE' },
  ],
  description: 'FCL and LCL from Rotterdam and Hamburg, air freight from Amsterdam Schiphol.',
};

const idOf = (map: ReadonlyMap<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} is not among the demo data`);
  return id;
};

/**
 * Demo mail stays in the outbox ('stored'), readable on the platform's Mail outbox page, and is
 * never delivered, even with SMTP configured: its addresses are examples.
 */
const outboxOnly = (db: DbOrTx): Mailer => ({
  async send(message, tx) {
    await (tx ?? db).insert(mailOutbox).values({
      companyId: message.companyId ?? null,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      status: EMAIL_STATUS.stored,
    });
  },
});

/** A PNG chunk: length, type, data and the CRC of type and data. */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Acme's logo: a teal ring with a dot on white, 96 pixels square (8-bit RGB). */
function acmeLogo(): Buffer {
  const size = 96;
  const centre = (size - 1) / 2;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3, 255);
    row[0] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const r = Math.hypot(x - centre, y - centre);
      if ((r > 30 && r < 44) || r < 14) row.set([15, 118, 110], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page A5 PDF: a title and its lines, marked as demo data. */
async function demoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([420, 595]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 36, y: 540, size: 14, font: bold });
  lines.forEach((line, i) => {
    page.drawText(line, { x: 36, y: 505 - i * 18, size: 10, font: regular });
  });
  page.drawText('FastForward demo document: not a real record.', { x: 36, y: 40, size: 8, font: regular });
  return Buffer.from(await pdf.save());
}

type DemoDocument = { name: string; kind: 'png' | 'pdf'; bytes: () => Buffer | Promise<Buffer> };

const ACME_DOCUMENTS: Record<KycDocumentCollection, DemoDocument> = {
  CL: { name: 'acme-logo.png', kind: 'png', bytes: acmeLogo },
  CRD: {
    name: 'acme-commercial-register.pdf',
    kind: 'pdf',
    bytes: () =>
      demoPdf('Commercial register extract', [
        'Amtsgericht Hamburg, Handelsregister B',
        `Number: ${ACME_DETAILS.companyRegistrationNumber}`,
        `Company: ${ACME_DETAILS.companyName}`,
        `Seat: ${ACME_ADDRESS.addressLine1}, ${ACME_ADDRESS.postalCode} ${ACME_ADDRESS.city}`,
      ]),
  },
  BDD: {
    name: 'acme-bank-details.pdf',
    kind: 'pdf',
    bytes: () =>
      demoPdf('Bank account confirmation', [
        `Account holder: ${ACME_DETAILS.companyName}`,
        'Bank: Hamburger Sparkasse',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'BIC: HASPDEHHXXX',
      ]),
  },
  TD: {
    name: 'acme-vat-registration.pdf',
    kind: 'pdf',
    bytes: () =>
      demoPdf('VAT registration certificate', [
        'Bundeszentralamt fuer Steuern',
        `VAT identification number: ${ACME_DETAILS.taxRegistrationNumber}`,
        `Registered to: ${ACME_DETAILS.companyName}, ${ACME_ADDRESS.city}`,
      ]),
  },
};

/**
 * Stores a document's bytes through the storage driver and writes its `files` row as an upload
 * does (owner the KYC, filed under the forwarder, its kind decided here by how it was made). Should
 * the seed's transaction fail, the bytes stay behind with no row pointing at them: never served.
 */
async function storeDocument(
  db: DbOrTx,
  storage: Storage,
  owner: { kycId: number; companyId: number },
  collection: KycDocumentCollection,
  document: DemoDocument,
  at: Date,
) {
  const bytes = await document.bytes();
  const storageKey = newStorageKey(owner.companyId, at);
  const { sizeBytes } = await storage.put(storageKey, Readable.from([bytes]));
  await db.insert(files).values({
    companyId: owner.companyId,
    ownerType: FILE_OWNER_TYPE.customerKyc,
    ownerId: owner.kycId,
    collection,
    fileType: null,
    storageKey,
    originalName: document.name,
    contentType: FILE_KINDS[document.kind].contentType,
    sizeBytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    // Uploaded on the public form, through the link: no signed-in user.
    uploadedBy: null,
    createdAt: at,
  });
}

type Invite = {
  forwarderId: number;
  salesPerson: { id: number; fullName: string };
  email: string;
  invitedCompanyName: string;
  at: Date;
};

/** A KYC invited by its sales person, as the invite call leaves it: status, history, link, mail, log. */
async function inviteCustomer(db: DbOrTx, deps: DemoCustomerDeps, invite: Invite) {
  const [kyc] = await db
    .insert(customerKycs)
    .values({
      companyId: invite.forwarderId,
      status: KYC_STATUS.invited,
      salesPersonId: invite.salesPerson.id,
      invitedCompanyName: invite.invitedCompanyName,
      email: invite.email,
      createdBy: invite.salesPerson.id,
      createdAt: invite.at,
    })
    .returning({ id: customerKycs.id, version: customerKycs.version });
  if (!kyc) throw new Error('customer_kycs insert returned nothing');
  await kycTransitions.recordInitialStatus(db, {
    companyId: invite.forwarderId,
    id: kyc.id,
    status: KYC_STATUS.invited,
    userId: invite.salesPerson.id,
    at: invite.at,
  });
  const { invitationId } = await issueKycInvitation(
    db,
    {
      mailer: outboxOnly(db),
      clock: () => invite.at,
      config: { publicAppUrl: deps.publicAppUrl },
    },
    {
      id: kyc.id,
      companyId: invite.forwarderId,
      email: invite.email,
      invitedCompanyName: invite.invitedCompanyName,
      salesPersonId: invite.salesPerson.id,
    },
    invite.salesPerson.id,
  );
  await appendKycLog(db, {
    companyId: invite.forwarderId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.invited,
    actorId: invite.salesPerson.id,
    at: invite.at,
    details: { email: invite.email, companyName: invite.invitedCompanyName, salesPerson: invite.salesPerson },
  });
  return { id: kyc.id, version: kyc.version, invitationId };
}

/** Oceanic's tiers, each as its form would save it. */
async function seedTiers(db: DbOrTx, companyId: number, at: Date) {
  const ids = new Map<string, number>();
  for (const tier of TIERS) {
    const parsed = tierRequestSchema.parse(tier);
    const [row] = await db
      .insert(tiers)
      .values({ companyId, ...parsed, remarks: parsed.remarks ?? null, createdAt: at })
      .returning({ id: tiers.id });
    if (!row) throw new Error('tiers insert returned nothing');
    ids.set(tier.name, row.id);
  }
  return ids;
}

/**
 * Acme's KYC at Oceanic from invitation to approval: invited by the sales person, submitted on the
 * form with its four documents (the demo's Acme company and its first user stand for what the
 * submission creates; that user has its password, so no first-login mail), approved, put on the
 * Key Account tier; then Acme asks to change its details.
 */
async function seedAcme(
  db: DbOrTx,
  deps: DemoCustomerDeps,
  context: {
    forwarderId: number;
    ids: DemoIds;
    salesPerson: Invite['salesPerson'];
    tier: { id: number; name: string };
    now: Date;
  },
) {
  const { forwarderId, ids, now } = context;
  const reviewerId = idOf(ids.users, REVIEWER);
  const customerUserId = idOf(ids.users, 'acme.buyer');
  const details = kycDetailsSchema.parse(ACME_DETAILS);
  const invitedAt = new Date(now.getTime() - 12 * DAY);
  const submittedAt = new Date(now.getTime() - 10 * DAY);
  const approvedAt = new Date(now.getTime() - 9 * DAY);
  const requestedAt = new Date(now.getTime() - 1 * DAY);

  const kyc = await inviteCustomer(db, deps, {
    forwarderId,
    salesPerson: context.salesPerson,
    email: 'acme.buyer@acme.example',
    invitedCompanyName: 'Acme Imports',
    at: invitedAt,
  });

  // The form: the documents go up while it is filled in, then it is submitted through the link.
  for (const [i, collection] of (Object.keys(ACME_DOCUMENTS) as KycDocumentCollection[]).entries()) {
    const uploadedAt = new Date(submittedAt.getTime() - (10 - i) * MINUTE);
    await storeDocument(
      db,
      deps.storage,
      { kycId: kyc.id, companyId: forwarderId },
      collection,
      ACME_DOCUMENTS[collection],
      uploadedAt,
    );
  }
  const [terms] = await db
    .select({ id: termsAndConditions.id })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, forwarderId), eq(termsAndConditions.isActive, true)));
  await db
    .update(customerKycs)
    .set({
      customerCompanyId: idOf(ids.companies, 'Acme Imports'),
      customerUserId,
      shortName: 'acme',
      username: 'acme.buyer',
      details,
      termsId: terms?.id ?? null,
      termsAcceptedAt: terms ? submittedAt : null,
      submittedAt,
    })
    .where(eq(customerKycs.id, kyc.id));
  await db.update(kycInvitations).set({ usedAt: submittedAt }).where(eq(kycInvitations.id, kyc.invitationId));
  const submitted = await kycTransitions.move(db, {
    companyId: forwarderId,
    id: kyc.id,
    expectedVersion: kyc.version,
    to: KYC_STATUS.submitted,
    remarks: null,
    userId: null,
    at: submittedAt,
  });
  await appendKycLog(db, {
    companyId: forwarderId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.submitted,
    actorId: null,
    at: submittedAt,
  });

  await kycTransitions.move(db, {
    companyId: forwarderId,
    id: kyc.id,
    expectedVersion: submitted.version,
    to: KYC_STATUS.approved,
    remarks: 'Documents checked against the commercial register.',
    userId: reviewerId,
    at: approvedAt,
  });
  await db
    .update(customerKycs)
    .set({ reviewedBy: reviewerId, reviewedAt: approvedAt })
    .where(eq(customerKycs.id, kyc.id));
  await appendKycLog(db, {
    companyId: forwarderId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.approved,
    actorId: reviewerId,
    remarks: 'Documents checked against the commercial register.',
    details: {},
    at: approvedAt,
  });
  // Then the tier, as its own logged change.
  const tieredAt = new Date(approvedAt.getTime() + 5 * MINUTE);
  await db.update(customerKycs).set({ tierId: context.tier.id }).where(eq(customerKycs.id, kyc.id));
  await appendKycLog(db, {
    companyId: forwarderId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.tierSet,
    actorId: reviewerId,
    details: { from: null, to: context.tier },
    at: tieredAt,
  });

  const changes = diffKycDetails(details, kycDetailsSchema.parse(ACME_REQUESTED));
  const remarks = 'New switchboard number; Lena Vogel joins us as logistics coordinator.';
  const [request] = await db
    .insert(kycUpdateRequests)
    .values({
      companyId: forwarderId,
      kycId: kyc.id,
      status: KYC_UPDATE_REQUEST_STATUS.pending,
      changes,
      remarks,
      requestedBy: customerUserId,
      requestedAt,
    })
    .returning({ id: kycUpdateRequests.id });
  if (!request) throw new Error('kyc_update_requests insert returned nothing');
  await appendKycLog(db, {
    companyId: forwarderId,
    kycId: kyc.id,
    action: KYC_LOG_ACTION.updateRequested,
    actorId: customerUserId,
    remarks,
    details: { updateRequestId: request.id, fields: changes.map((c) => c.field) },
    at: requestedAt,
  });
}

/**
 * Oceanic's vendor list and Swift's profile, each row as the vendor calls write it: a registered
 * vendor keeps its company's name (its contact is the company's), an e-mail one what was typed.
 */
async function seedVendors(db: DbOrTx, forwarderId: number, ids: DemoIds, now: Date) {
  const createdBy = idOf(ids.users, VENDOR_MANAGER);
  const createdAt = new Date(now.getTime() - 20 * DAY);
  const rowOf = (input: Pick<VendorRequest, 'modes' | 'remarks'>) => ({
    companyId: forwarderId,
    modes: input.modes,
    remarks: input.remarks ?? null,
    createdBy,
    createdAt,
  });
  for (const vendor of VENDORS) {
    if ('company' in vendor) {
      const { company, ...rest } = vendor;
      const input = registeredVendorRequestSchema.parse({
        ...rest,
        vendorCompanyId: idOf(ids.companies, company),
      });
      await db
        .insert(vendors)
        .values({ ...rowOf(input), vendorCompanyId: input.vendorCompanyId, name: company });
    } else {
      const input = emailVendorRequestSchema.parse(vendor);
      await db.insert(vendors).values({
        ...rowOf(input),
        name: input.name,
        contactName: input.contactName ?? null,
        contactEmail: input.contactEmail,
      });
    }
  }
  const { company, ...profile } = SWIFT_PROFILE;
  const parsed = vendorProfileRequestSchema.parse(profile);
  await db.insert(vendorProfiles).values({
    companyId: idOf(ids.companies, company),
    modes: parsed.modes,
    lanes: parsed.lanes,
    description: parsed.description ?? null,
    updatedAt: createdAt,
  });
}

/** Oceanic's customers and vendors; runs inside seedDemo, once, on a fresh database. */
export async function seedDemoCustomers(db: DbOrTx, ids: DemoIds, deps: DemoCustomerDeps, now: Date) {
  const forwarderId = idOf(ids.companies, FORWARDER);
  const [salesPerson] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, idOf(ids.users, SALES_PERSON)));
  if (!salesPerson) throw new Error(`demo seed: ${SALES_PERSON} not found`);
  const tierIds = await seedTiers(db, forwarderId, new Date(now.getTime() - 30 * DAY));
  const tier = { id: idOf(tierIds, ACME_TIER), name: ACME_TIER };
  await seedAcme(db, deps, { forwarderId, ids, salesPerson, tier, now });
  await inviteCustomer(db, deps, {
    forwarderId,
    salesPerson,
    email: 'purchasing@baltic.example',
    invitedCompanyName: 'Baltic Traders',
    at: new Date(now.getTime() - 2 * DAY),
  });
  await seedVendors(db, forwarderId, ids, now);
}
