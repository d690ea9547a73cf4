import {
  ACCOUNTS_ACCESS,
  COMPANY_SETTINGS_ACCESS,
  CUSTOMERS_ACCESS,
  ENQUIRY_VIEW_ACCESS,
  FILE_OWNER_TYPE,
  type FileOwnerType,
  SALES_ACCESS,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  customerKycs,
  invoices,
  jobDocumentShares,
  jobs,
  quotes,
  rateEnquiries,
} from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { isJobStaff } from '../jobs/job-records';

/** What the owner rules look at: the file row's tenant and owner. */
export type FileRef = { id: number; companyId: number; ownerType: string; ownerId: number };

type OwnerRules = {
  /** Whether the caller may read the owner record, and so every file attached to it. */
  canRead(db: DbOrTx, auth: AuthContext, file: FileRef): boolean | Promise<boolean>;
  /**
   * The company of the owner record when the caller may attach additional documents to it, else
   * null (answered as not found). Absent: this owner takes no additional documents.
   */
  attachingCompany?(db: DbOrTx, auth: AuthContext, ownerId: number): number | null | Promise<number | null>;
};

const holdsAny = (auth: AuthContext, permissions: readonly string[]) =>
  permissions.some((p) => auth.permissions.includes(p));

/**
 * A file of an enquiry (its attachments, quote PDFs, booking documents): the forwarder's staff who
 * may see enquiries, and the customer company that asked. Vendors never: the customer's identity
 * stays with the forwarder.
 */
async function canReadEnquiryFile(db: DbOrTx, auth: AuthContext, file: FileRef, enquiryId: number) {
  if (file.companyId === auth.companyId) return holdsAny(auth, ENQUIRY_VIEW_ACCESS);
  const [enquiry] = await db
    .select({ customerCompanyId: rateEnquiries.customerCompanyId, companyId: rateEnquiries.companyId })
    .from(rateEnquiries)
    .where(eq(rateEnquiries.id, enquiryId));
  return enquiry?.companyId === file.companyId && enquiry.customerCompanyId === auth.companyId;
}

/** Attachments go under the enquiry's forwarder, from its staff or from the customer that asked. */
async function enquiryAttachingCompany(db: DbOrTx, auth: AuthContext, enquiryId: number) {
  const [enquiry] = await db
    .select({ companyId: rateEnquiries.companyId, customerCompanyId: rateEnquiries.customerCompanyId })
    .from(rateEnquiries)
    .where(eq(rateEnquiries.id, enquiryId));
  if (!enquiry) return null;
  const isStaff = enquiry.companyId === auth.companyId && holdsAny(auth, ENQUIRY_VIEW_ACCESS);
  return isStaff || enquiry.customerCompanyId === auth.companyId ? enquiry.companyId : null;
}

/**
 * One rule set per kind of owner record: who may read a file is who may read its owner. Every
 * download route asks `canReadFile`; a new owner kind (KYC, job, enquiry, invoice) adds its rules
 * here and is then served by all of them.
 */
const FILE_OWNERS: Record<FileOwnerType, OwnerRules> = {
  [FILE_OWNER_TYPE.company]: {
    // Its own users see its logo and documents; the platform's administrators read them to approve it.
    canRead: (_db, auth, file) =>
      (file.companyId === auth.companyId && file.ownerId === auth.companyId) || auth.isPlatformAdmin,
    attachingCompany: (_db, auth, ownerId) => (ownerId === auth.companyId ? ownerId : null),
  },
  [FILE_OWNER_TYPE.bankAccount]: {
    // Bank details are read by those who may view the company's settings, as the account itself.
    canRead: (_db, auth, file) =>
      file.companyId === auth.companyId && holdsAny(auth, COMPANY_SETTINGS_ACCESS.view),
  },
  [FILE_OWNER_TYPE.customerKyc]: {
    // Filed under the reviewing forwarder, whose Customers staff read them; the customer company
    // the KYC created reads its own. The public form reads them through its token, not here.
    canRead: async (db, auth, file) => {
      if (file.companyId === auth.companyId) return holdsAny(auth, CUSTOMERS_ACCESS.view);
      const [kyc] = await db
        .select({ customerCompanyId: customerKycs.customerCompanyId })
        .from(customerKycs)
        .where(eq(customerKycs.id, file.ownerId));
      return kyc?.customerCompanyId === auth.companyId;
    },
  },
  [FILE_OWNER_TYPE.rateEnquiry]: {
    canRead: (db, auth, file) => canReadEnquiryFile(db, auth, file, file.ownerId),
    attachingCompany: (db, auth, ownerId) => enquiryAttachingCompany(db, auth, ownerId),
  },
  [FILE_OWNER_TYPE.quote]: {
    canRead: async (db, auth, file) => {
      const [quote] = await db
        .select({ enquiryId: quotes.enquiryId })
        .from(quotes)
        .where(eq(quotes.id, file.ownerId));
      return quote !== undefined && canReadEnquiryFile(db, auth, file, quote.enquiryId);
    },
  },
  [FILE_OWNER_TYPE.booking]: {
    canRead: async (db, auth, file) => {
      const [booking] = await db
        .select({ enquiryId: bookings.enquiryId })
        .from(bookings)
        .where(eq(bookings.id, file.ownerId));
      return booking !== undefined && canReadEnquiryFile(db, auth, file, booking.enquiryId);
    },
  },
  [FILE_OWNER_TYPE.job]: {
    // The forwarder's job staff read them all; the customer only those shared with it.
    canRead: async (db, auth, file) => {
      if (isJobStaff(auth, file)) return true;
      const [shared] = await db
        .select({ customerCompanyId: jobs.customerCompanyId })
        .from(jobDocumentShares)
        .innerJoin(jobs, eq(jobs.id, jobDocumentShares.jobId))
        .where(eq(jobDocumentShares.fileId, file.id));
      return shared?.customerCompanyId === auth.companyId;
    },
  },
  [FILE_OWNER_TYPE.invoice]: {
    // Accounts and the job staff of the forwarder; the customer once the document is issued.
    canRead: async (db, auth, file) => {
      if (
        file.companyId === auth.companyId &&
        (isJobStaff(auth, file) || holdsAny(auth, ACCOUNTS_ACCESS.view))
      ) {
        return true;
      }
      const [invoice] = await db
        .select({ customerCompanyId: invoices.customerCompanyId, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, file.ownerId));
      return invoice?.customerCompanyId === auth.companyId && invoice.status !== 'draft';
    },
  },
  [FILE_OWNER_TYPE.salesVisit]: {
    // Filed under the visit's forwarder, whose Sales staff read them as they read its visits.
    canRead: (_db, auth, file) => file.companyId === auth.companyId && holdsAny(auth, SALES_ACCESS.view),
  },
  [FILE_OWNER_TYPE.rateImport]: {
    // An uploaded rate sheet is read by who may see the rates it loads.
    canRead: (_db, auth, file) =>
      file.companyId === auth.companyId && holdsAny(auth, VALID_RATES_ACCESS.view),
  },
};

const rulesOf = (ownerType: string): OwnerRules | undefined =>
  Object.hasOwn(FILE_OWNERS, ownerType) ? FILE_OWNERS[ownerType as FileOwnerType] : undefined;

/** The one read check of every download route. */
export async function canReadFile(db: DbOrTx, auth: AuthContext, file: FileRef): Promise<boolean> {
  const rules = rulesOf(file.ownerType);
  return rules ? rules.canRead(db, auth, file) : false;
}

/** The company an additional document for this owner is filed under, or null when the caller may not attach one. */
export async function attachingCompanyOf(
  db: DbOrTx,
  auth: AuthContext,
  ownerType: FileOwnerType,
  ownerId: number,
): Promise<number | null> {
  const rules = rulesOf(ownerType);
  return rules?.attachingCompany ? rules.attachingCompany(db, auth, ownerId) : null;
}
