import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  FILE_OWNER_TYPE,
  type KycDocumentCollection,
  PERMISSIONS,
  TIER_MARGIN_TYPE,
} from '@fastforward/domain';
import { desc, eq } from 'drizzle-orm';
import { customerKycs, files, mailOutbox, tiers } from '../../../db/schema';
import { newStorageKey } from '../../../plugins/storage/storage';
import { createUser, type TestCompany } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

/** A forwarder's staff member who views, invites and reviews customers (the Customers module). */
export const createCustomersStaff = (t: TestApp, company: TestCompany, fullName?: string) =>
  createUser(t, {
    company,
    fullName,
    // The module's own permissions, not the business administrator's that also opens them.
    permissions: [...CUSTOMERS_ACCESS.view, ...CUSTOMERS_ACCESS.create, ...CUSTOMERS_ACCESS.update].filter(
      (p) => p !== PERMISSIONS.businessAdmin,
    ),
  });

export const P = CUSTOMER_KYC_PATHS;

/** A tier of `company`, inserted as the tiers master would. */
export async function createTier(t: TestApp, company: { id: number }, name: string) {
  const [row] = await t.db
    .insert(tiers)
    .values({
      companyId: company.id,
      name,
      currency: 'USD',
      seaMarginType: TIER_MARGIN_TYPE.percent,
      seaMargin: '5',
      airMarginType: TIER_MARGIN_TYPE.fixed,
      airMargin: '0.2',
    })
    .returning({ id: tiers.id, name: tiers.name });
  if (!row) throw new Error('tier insert returned nothing');
  return row;
}

/** A small PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A KYC document as the public form files it: bytes in storage, a row under the forwarder. */
export async function attachKycDocument(
  t: TestApp,
  kyc: { kycId: number; forwarder: { id: number } },
  collection: KycDocumentCollection,
) {
  const storageKey = newStorageKey(kyc.forwarder.id, t.clock.now);
  await t.deps.storage.put(storageKey, Readable.from([PDF]));
  const [row] = await t.db
    .insert(files)
    .values({
      companyId: kyc.forwarder.id,
      ownerType: FILE_OWNER_TYPE.customerKyc,
      ownerId: kyc.kycId,
      collection,
      storageKey,
      originalName: `${collection.toLowerCase()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

/** The newest mail to `to`. */
export const lastMailTo = async (t: TestApp, to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];

/** The KYC's row as stored. */
export const kycRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(customerKycs).where(eq(customerKycs.id, id)))[0];
