import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { KycDetails } from '@fastforward/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyBankAccounts, companySettings, files } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { PdfBankAccount, PdfLetterhead, PdfLogo } from '../../lib/pdf-writer';
import { newStorageKey } from '../../plugins/storage/storage';

/**
 * What every generated document (quote, bill of lading draft, delivery order, invoice) reads from
 * the store: the forwarder's letterhead with its logo file, and a place for the rendered bytes.
 */

/** A logo larger than this is left off the document rather than read whole into memory. */
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

const LOGO_KINDS: Record<string, PdfLogo['kind']> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

export const nonEmpty = (values: (string | null | undefined)[]) =>
  values.filter((v): v is string => !!v?.trim());

/** The company's logo (company settings' CL file), or null when it has none or its bytes are gone. */
export async function readCompanyLogo(
  deps: { db: DbOrTx; storage: AppDeps['storage'] },
  logoFileId: number | null,
  companyId: number,
): Promise<PdfLogo | null> {
  if (logoFileId === null) return null;
  const [file] = await deps.db
    .select({ storageKey: files.storageKey, contentType: files.contentType, sizeBytes: files.sizeBytes })
    .from(files)
    .where(and(eq(files.id, logoFileId), eq(files.companyId, companyId)));
  const kind = file ? LOGO_KINDS[file.contentType] : undefined;
  if (!file || !kind || file.sizeBytes > MAX_LOGO_BYTES) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.get(file.storageKey)) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), kind };
  } catch {
    // Bytes gone from storage: the document goes out without the logo.
    return null;
  }
}

/** The company's letterhead: its name, address and contact lines from its settings, and its logo. */
export async function readCompanyLetterhead(
  deps: { db: DbOrTx; storage: AppDeps['storage'] },
  companyId: number,
  fallbackName = '',
): Promise<PdfLetterhead> {
  const [company] = await deps.db
    .select({ name: companies.name, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const settings = company?.settings ?? null;
  return {
    name: company?.name ?? fallbackName,
    addressLines: nonEmpty([
      settings?.addressLine1,
      settings?.addressLine2,
      nonEmpty([settings?.postalCode, settings?.city]).join(' '),
      settings?.countryCode,
    ]),
    contactLines: nonEmpty([
      nonEmpty([settings?.phone, settings?.contactEmail]).join('  |  '),
      settings?.taxRegistrationNumber && `Tax registration: ${settings.taxRegistrationNumber}`,
    ]),
    logo: await readCompanyLogo(deps, settings?.logoFileId ?? null, companyId),
  };
}

/** The company's bank accounts as a document prints them, the default first. */
export async function readBankAccounts(db: DbOrTx, companyId: number): Promise<PdfBankAccount[]> {
  const banks = await db
    .select()
    .from(companyBankAccounts)
    .where(eq(companyBankAccounts.companyId, companyId))
    .orderBy(desc(companyBankAccounts.isDefault), asc(companyBankAccounts.id));
  return banks.map((b) => ({
    bankName: b.bankName,
    accountName: b.accountName,
    accountNumber: b.accountNumber,
    iban: b.iban,
    swiftCode: b.swiftCode,
    branch: b.branch,
    currency: b.currency,
  }));
}

/** The customer's registered address (its KYC's first) in lines; none when the KYC has none. */
export function kycAddressLines(details: unknown): string[] {
  const address = (details as KycDetails | null)?.addresses?.[0];
  return address
    ? nonEmpty([
        address.addressLine1,
        address.addressLine2,
        nonEmpty([address.postalCode, address.city]).join(' '),
        address.countryCode,
      ])
    : [];
}

export type StoredPdf = { storageKey: string; sizeBytes: number; sha256: string };

/**
 * Puts generated PDF bytes in the file store under a new key of the company; the caller writes its
 * row (and deletes the key if its transaction fails).
 */
export async function putGeneratedPdf(
  deps: Pick<AppDeps, 'storage'>,
  companyId: number,
  now: Date,
  bytes: Uint8Array,
): Promise<StoredPdf> {
  const storageKey = newStorageKey(companyId, now);
  const buffer = Buffer.from(bytes);
  await deps.storage.put(storageKey, Readable.from([buffer]));
  return { storageKey, sizeBytes: buffer.length, sha256: createHash('sha256').update(buffer).digest('hex') };
}
