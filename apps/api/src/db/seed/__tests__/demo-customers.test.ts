import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CUSTOMER_KYC_PATHS,
  CUSTOMER_KYC_ROUTES,
  type CustomerKyc,
  type CustomerKycSummary,
  type CustomerSmsNumber,
  EMAIL_STATUS,
  FILE_OWNER_TYPE,
  FILE_PATHS,
  KYC_DOCUMENT_COLLECTIONS,
  KYC_INVITATION_TTL_SECONDS,
  KYC_STATUS,
  KYC_UPDATE_REQUEST_PATHS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycApproveLog,
  type KycDetailChange,
  kycApiPath,
  NOTIFICATION_PREFERENCE_PATHS,
  VENDOR_PATHS,
  type Vendor,
} from '@fastforward/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/crypto';
import { createLocalStorage } from '../../../plugins/storage/local-storage';
import type { Storage } from '../../../plugins/storage/storage';
import { TEST_ADMIN_PASSWORD, TEST_PUBLIC_APP_URL } from '../../../test/constants';
import { expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Database, openDatabase } from '../../client';
import {
  companies,
  customerKycs,
  files,
  kycApproveLogs,
  kycInvitations,
  kycUpdateRequests,
  mailOutbox,
  statusHistory,
  tiers,
  users,
  vendorProfiles,
  vendors,
} from '../../schema';
import { seedDatabase } from '..';

/** Oceanic's customers and vendors from the demo seed (seed/demo-customers.ts). */

const idOfCompany = async (t: TestApp, name: string) =>
  (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id as number;
const idOfUser = async (t: TestApp, username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id as number;

const kycOf = async (t: TestApp, email: string) => {
  const [kyc] = await t.db.select().from(customerKycs).where(eq(customerKycs.email, email));
  if (!kyc) throw new Error(`no KYC for ${email}`);
  return kyc;
};

describe('demo customers and vendors', () => {
  let t: TestApp;
  let oceanic: number;
  beforeAll(async () => {
    t = await createTestApp();
    oceanic = await idOfCompany(t, 'Oceanic Freight Forwarders');
  });
  afterAll(() => t.close());

  it('gives Oceanic a percentage tier with minimums and a fixed Key Account tier, both in USD', async () => {
    const rows = await t.db.select().from(tiers).where(eq(tiers.companyId, oceanic)).orderBy(asc(tiers.id));
    expect(rows.map((r) => [r.name, r.currency, r.seaMarginType, r.seaMargin, r.seaMinMargin])).toEqual([
      ['Standard', 'USD', 'percent', '10.0000', '50.0000'],
      ['Key Account', 'USD', 'fixed', '75.0000', null],
    ]);
    expect(rows.map((r) => [r.airMarginType, r.airMargin, r.airMinMargin])).toEqual([
      ['percent', '12.0000', '0.1000'],
      ['fixed', '0.1500', null],
    ]);
  });

  it("has Acme's KYC approved at Oceanic on Key Account, with its account, details and four documents", async () => {
    const kyc = await kycOf(t, 'acme.buyer@acme.example');
    const [keyAccount] = await t.db.select().from(tiers).where(eq(tiers.name, 'Key Account'));
    expect(kyc).toMatchObject({
      companyId: oceanic,
      customerCompanyId: await idOfCompany(t, 'Acme Imports'),
      customerUserId: await idOfUser(t, 'acme.buyer'),
      status: KYC_STATUS.approved,
      salesPersonId: await idOfUser(t, 'ffd.sales'),
      reviewedBy: await idOfUser(t, 'ffd.admin'),
      tierId: keyAccount?.id,
      shortName: 'acme',
      username: 'acme.buyer',
      invitedCompanyName: 'Acme Imports',
    });
    expect(kyc.termsId).not.toBeNull();
    expect(kyc.submittedAt?.getTime()).toBeLessThan(kyc.reviewedAt?.getTime() ?? 0);
    expect(kyc.details).toMatchObject({
      companyName: 'Acme Imports',
      contacts: [{ name: 'Ada Buyer' }, { name: 'Jonas Weber' }],
      addresses: [
        { type: 'registered', city: 'Hamburg', countryCode: 'DE' },
        { type: 'delivery', city: 'Hamburg', countryCode: 'DE' },
      ],
    });

    const documents = await t.db
      .select()
      .from(files)
      .where(and(eq(files.ownerType, FILE_OWNER_TYPE.customerKyc), eq(files.ownerId, kyc.id)));
    expect(documents.map((d) => d.collection).sort()).toEqual([...KYC_DOCUMENT_COLLECTIONS].sort());
    for (const document of documents) {
      // Filed under the reviewing forwarder, in its part of the store.
      expect(document.companyId).toBe(oceanic);
      expect(document.storageKey.startsWith(`${oceanic}/`)).toBe(true);
      expect(document.contentType).toBe(document.collection === 'CL' ? 'image/png' : 'application/pdf');
    }

    // The history of the app's own steps: the status moves and the approve log.
    const moves = await t.db
      .select({ from: statusHistory.fromStatus, to: statusHistory.toStatus })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'customer_kyc'), eq(statusHistory.recordId, kyc.id)))
      .orderBy(asc(statusHistory.id));
    expect(moves).toEqual([
      { from: null, to: 'invited' },
      { from: 'invited', to: 'submitted' },
      { from: 'submitted', to: 'approved' },
    ]);
    expect(kyc.version).toBe(2);
    const log = await t.db
      .select({ action: kycApproveLogs.action, details: kycApproveLogs.details })
      .from(kycApproveLogs)
      .where(eq(kycApproveLogs.kycId, kyc.id))
      .orderBy(asc(kycApproveLogs.id));
    expect(log.map((l) => l.action)).toEqual([
      'invited',
      'submitted',
      'approved',
      'tier_set',
      'update_requested',
    ]);
    expect(log[3]?.details).toEqual({ from: null, to: { id: keyAccount?.id, name: 'Key Account' } });

    // Its invitation was used by the submission.
    const [invitation] = await t.db.select().from(kycInvitations).where(eq(kycInvitations.kycId, kyc.id));
    expect(invitation?.usedAt?.getTime()).toBe(kyc.submittedAt?.getTime());
  });

  it("has Acme's update request waiting: a new phone and a third contact, field by field", async () => {
    const kyc = await kycOf(t, 'acme.buyer@acme.example');
    const requests = await t.db.select().from(kycUpdateRequests).where(eq(kycUpdateRequests.kycId, kyc.id));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.status).toBe(KYC_UPDATE_REQUEST_STATUS.pending);
    expect(request?.requestedBy).toBe(await idOfUser(t, 'acme.buyer'));
    const changes = request?.changes as KycDetailChange[];
    expect(changes.map((c) => c.field)).toEqual(['phone', 'contacts']);
    expect(changes[0]).toMatchObject({ from: '+49 40 555 0600', to: '+49 40 555 0700' });
    expect(((changes[1]?.to ?? []) as { name: string }[]).map((c) => c.name)).toEqual([
      'Ada Buyer',
      'Jonas Weber',
      'Lena Vogel',
    ]);
  });

  it('has Baltic Traders invited and not submitted, its live link in the outbox (the token the row holds hashed)', async () => {
    const kyc = await kycOf(t, 'purchasing@baltic.example');
    const salesId = await idOfUser(t, 'ffd.sales');
    expect(kyc).toMatchObject({
      companyId: oceanic,
      status: KYC_STATUS.invited,
      invitedCompanyName: 'Baltic Traders',
      salesPersonId: salesId,
      customerCompanyId: null,
      details: null,
      submittedAt: null,
    });
    const [invitation, ...others] = await t.db
      .select()
      .from(kycInvitations)
      .where(eq(kycInvitations.kycId, kyc.id));
    expect(others).toHaveLength(0);
    expect(invitation).toMatchObject({ userId: salesId, isMailed: true, usedAt: null, revokedAt: null });
    expect(invitation?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(invitation?.expiresAt.getTime()).toBe(
      (invitation?.createdAt.getTime() ?? 0) + KYC_INVITATION_TTL_SECONDS * 1000,
    );

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'purchasing@baltic.example'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // Demo mail is readable in the outbox and never sent.
    expect(mail?.status).toBe(EMAIL_STATUS.stored);
    const prefix = `${TEST_PUBLIC_APP_URL}${CUSTOMER_KYC_ROUTES.publicForm}/${salesId}/${encodeURIComponent('purchasing@baltic.example')}/${invitation?.id}?token=`;
    const link = mail?.textBody.split(/\s+/).find((word) => word.startsWith(prefix));
    expect(link, mail?.textBody).toBeDefined();
    expect(hashToken(link?.slice(prefix.length) ?? '')).toBe(invitation?.tokenHash);
  });

  it("has Swift (registered) and Gulf Line Agencies (by e-mail) in Oceanic's vendor list, and Swift's lanes", async () => {
    const swift = await idOfCompany(t, 'Swift Carriers');
    const list = await t.db
      .select({
        name: vendors.name,
        vendorCompanyId: vendors.vendorCompanyId,
        contactName: vendors.contactName,
        contactEmail: vendors.contactEmail,
        modes: vendors.modes,
      })
      .from(vendors)
      .where(eq(vendors.companyId, oceanic))
      .orderBy(asc(vendors.id));
    // A registered vendor's name and contact are its company's; an e-mail one's what was typed.
    expect(list).toEqual([
      {
        name: 'Swift Carriers',
        vendorCompanyId: swift,
        contactName: null,
        contactEmail: null,
        modes: ['air', 'sea'],
      },
      {
        name: 'Gulf Line Agencies',
        vendorCompanyId: null,
        contactName: 'Operations desk',
        contactEmail: 'ops@gulfline.example',
        modes: ['sea'],
      },
    ]);
    const [profile] = await t.db.select().from(vendorProfiles).where(eq(vendorProfiles.companyId, swift));
    expect(profile?.modes).toEqual(['air', 'sea']);
    expect(profile?.lanes).toEqual([
      { originCountryCode: 'NL', destinationCountryCode: 'AE' },
      { originCountryCode: 'NL', destinationCountryCode: 'IN' },
      { originCountryCode: 'DE', destinationCountryCode: 'AE' },
    ]);
  });
  it('reads back through the app as its users meet it: lists, KYC, approve log, own company, vendors', async () => {
    const sales = (await t.login('ffd.sales')).token;
    const list = expectList<CustomerKycSummary>(
      await t.as(sales).get(`${CUSTOMER_KYC_PATHS.list}?pageSize=100`),
    );
    const byName = new Map(list.items.map((k) => [k.companyName, k]));
    expect(byName.get('Acme Imports')).toMatchObject({
      status: KYC_STATUS.approved,
      hasPendingUpdate: true,
      tier: { name: 'Key Account' },
      salesPerson: { fullName: 'Sam Sales' },
    });
    expect(byName.get('Baltic Traders')).toMatchObject({
      status: KYC_STATUS.invited,
      hasPendingUpdate: false,
    });

    const acmeId = byName.get('Acme Imports')?.id ?? 0;
    const acme = expectItem<CustomerKyc>(await t.as(sales).get(kycApiPath(CUSTOMER_KYC_PATHS.item, acmeId)));
    expect(acme.documents.map((d) => d.collection)).toEqual([...KYC_DOCUMENT_COLLECTIONS]);
    expect(acme.customerUser).toMatchObject({ username: 'acme.buyer', isEmailVerified: true });
    expect(acme.pendingUpdateRequestId).not.toBeNull();
    const log = await t.as(sales).get(kycApiPath(CUSTOMER_KYC_PATHS.approveLog, acmeId));
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ data: KycApproveLog }>().data.items.map((e) => e.actionLabel)).toEqual([
      'Invited',
      'Submitted',
      'Approved',
      'Tier set',
      'Update requested',
    ]);
    const requests = expectList(await t.as(sales).get(KYC_UPDATE_REQUEST_PATHS.list));
    expect(requests.total).toBe(1);
    // The SMS number view shows Acme's buyer's mobile; the sales person has one of his own.
    const numbers = await t.as(sales).get(kycApiPath(CUSTOMER_KYC_PATHS.smsNumbers, acmeId));
    expect(numbers.statusCode, numbers.body).toBe(200);
    expect(numbers.json<{ data: { items: CustomerSmsNumber[] } }>().data.items).toContainEqual(
      expect.objectContaining({ username: 'acme.buyer', mobile: '+4915205550601' }),
    );
    const myPreferences = await t.as(sales).get(NOTIFICATION_PREFERENCE_PATHS.mine);
    expect(myPreferences.json<{ data: { mobile: string | null } }>().data.mobile).toBe('+971505550101');

    const buyer = (await t.login('acme.buyer')).token;
    const mine = await t.as(buyer).get(CUSTOMER_KYC_PATHS.mine);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ data: { item: { status: string } } }>().data.item.status).toBe(KYC_STATUS.approved);

    const pricing = (await t.login('ffd.pricing')).token;
    const vendorList = expectList<Vendor>(await t.as(pricing).get(VENDOR_PATHS.list));
    expect(vendorList.items.map((v) => [v.name, v.kind, v.contactEmail]).sort()).toEqual([
      ['Gulf Line Agencies', 'email', 'ops@gulfline.example'],
      ['Swift Carriers', 'registered', 'pricing@swift.example'],
    ]);
  });
});

describe("the demo documents' bytes, on a fresh installation", () => {
  let database: Database;
  let storageDir: string;
  let storage: Storage;
  let t: TestApp;
  const seed = () =>
    seedDatabase(database.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      demo: { storage, publicAppUrl: TEST_PUBLIC_APP_URL },
    });

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    storageDir = mkdtempSync(join(tmpdir(), 'ff-demo-seed-'));
    storage = createLocalStorage(storageDir);
    expect((await seed()).createdDemo).toBe(true);
    t = await createTestApp({ database, storage });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const kycDocuments = () =>
    t.db.select().from(files).where(eq(files.ownerType, FILE_OWNER_TYPE.customerKyc)).orderBy(asc(files.id));

  it('stores every document through the storage driver: the bytes the row describes, of the kind it names', async () => {
    const documents = await kycDocuments();
    expect(documents).toHaveLength(4);
    expect((await storage.list()).sort()).toEqual(documents.map((d) => d.storageKey).sort());
    for (const document of documents) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(document.storageKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(document.sizeBytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(document.contentType);
    }
  });

  it("serves them to the customer's user and the forwarder's sales person, and to no other company", async () => {
    const documents = await kycDocuments();
    const buyer = (await t.login('acme.buyer')).token;
    const sales = (await t.login('ffd.sales')).token;
    const rival = (await t.login('nova.admin')).token;
    for (const document of documents) {
      const url = `${FILE_PATHS.downloadFile}/${document.id}`;
      for (const token of [buyer, sales]) {
        const res = await t.as(token).get(url);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.rawPayload.length).toBe(document.sizeBytes);
      }
      expect((await t.as(rival).get(url)).statusCode).toBe(404);
    }
  });

  it('seeds once: a second start adds no demo row and stores no bytes', async () => {
    const keys = (await storage.list()).sort();
    const kycs = await t.db.select({ id: customerKycs.id }).from(customerKycs);
    expect((await seed()).createdDemo).toBe(false);
    expect((await storage.list()).sort()).toEqual(keys);
    expect(await t.db.select({ id: customerKycs.id }).from(customerKycs)).toEqual(kycs);
    const demoMail = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, ['purchasing@baltic.example', 'acme.buyer@acme.example']));
    expect(demoMail).toHaveLength(2);
  });
});
