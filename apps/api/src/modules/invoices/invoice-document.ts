import { FILE_COLLECTION, FILE_OWNER_TYPE, type InvoiceKind } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  companyInvoiceSettings,
  companySettings,
  customerKycs,
  files,
  invoices,
  jobs,
  rateEnquiries,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  kycAddressLines,
  putGeneratedPdf,
  readBankAccounts,
  readCompanyLetterhead,
} from '../files/generated-pdf';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';
import type { InvoiceRow } from './invoice-records';

/** What the PDF of any document of one job prints beside the document itself. */
export type InvoiceLetterData = Omit<
  InvoicePdfData,
  | 'kind'
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'relatedNumber'
  | 'currency'
  | 'lines'
  | 'subtotal'
  | 'taxRate'
  | 'taxTotal'
  | 'total'
  | 'paidTotal'
  | 'balance'
  | 'notes'
>;

/**
 * The forwarder's letterhead, tax registration, bank accounts (default first) and invoice footer,
 * and the job's customer (its KYC address) and references: read before the issuing transaction,
 * so the lock on the numbering is held only while the document is drawn.
 */
export async function readInvoiceLetter(
  deps: { db: DbOrTx; storage: AppDeps['storage'] },
  invoice: Pick<InvoiceRow, 'companyId' | 'jobId'>,
): Promise<InvoiceLetterData> {
  const { db } = deps;
  const companyId = invoice.companyId;
  const [[job], banks, [settings], [invoiceSettings]] = await Promise.all([
    db
      .select({
        reference: jobs.reference,
        enquiryReference: rateEnquiries.reference,
        customerName: companies.name,
        kycDetails: customerKycs.details,
      })
      .from(jobs)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
      .innerJoin(companies, eq(companies.id, jobs.customerCompanyId))
      .leftJoin(
        customerKycs,
        and(eq(customerKycs.id, rateEnquiries.customerKycId), eq(customerKycs.companyId, companyId)),
      )
      .where(and(eq(jobs.id, invoice.jobId), eq(jobs.companyId, companyId))),
    readBankAccounts(db, companyId),
    db
      .select({ taxRegistrationNumber: companySettings.taxRegistrationNumber })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId)),
    db
      .select({ footerText: companyInvoiceSettings.footerText })
      .from(companyInvoiceSettings)
      .where(eq(companyInvoiceSettings.companyId, companyId)),
  ]);
  const letterhead = await readCompanyLetterhead(deps, companyId);
  return {
    company: { ...letterhead, taxRegistrationNumber: settings?.taxRegistrationNumber ?? null },
    customer: {
      name: job?.customerName ?? '',
      addressLines: kycAddressLines(job?.kycDetails),
    },
    jobReference: job?.reference ?? '',
    enquiryReference: job?.enquiryReference ?? '',
    bankAccounts: banks,
    footerText: invoiceSettings?.footerText ?? null,
  };
}

/** 'INV-1001.pdf', 'CN-2026-000001.pdf'. */
const pdfNameOf = (number: string) => `${number.replace(/[^\w.-]+/g, '_')}.pdf`;

/** The numbered document as the PDF prints it. */
export type IssuedDocument = Pick<
  InvoiceRow,
  'id' | 'companyId' | 'currency' | 'subtotal' | 'taxRate' | 'taxTotal' | 'total' | 'paidTotal' | 'notes'
> & {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  relatedNumber: string | null;
  lines: InvoicePdfData['lines'];
  balance: string;
};

/**
 * Draws the document's PDF, puts its bytes in the store and files it (collection invoice_pdf,
 * owner the invoice) in the caller's transaction, pointing the invoice at it. Answers the storage
 * key, for the caller to delete should its transaction fail.
 */
export async function fileInvoicePdf(
  deps: Pick<AppDeps, 'storage'>,
  tx: DbOrTx,
  letter: InvoiceLetterData,
  document: IssuedDocument,
  uploadedBy: number,
  now: Date,
  onStored: (storageKey: string) => void,
): Promise<number> {
  const bytes = await renderInvoicePdf({
    ...letter,
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    relatedNumber: document.relatedNumber,
    currency: document.currency,
    lines: document.lines,
    subtotal: document.subtotal,
    taxRate: document.taxRate,
    taxTotal: document.taxTotal,
    total: document.total,
    paidTotal: document.paidTotal,
    balance: document.balance,
    notes: document.notes,
  });
  const stored = await putGeneratedPdf(deps, document.companyId, now, bytes);
  onStored(stored.storageKey);
  const [file] = await tx
    .insert(files)
    .values({
      companyId: document.companyId,
      ownerType: FILE_OWNER_TYPE.invoice,
      ownerId: document.id,
      collection: FILE_COLLECTION.invoicePdf,
      fileType: null,
      storageKey: stored.storageKey,
      originalName: pdfNameOf(document.number),
      contentType: 'application/pdf',
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      uploadedBy,
      createdAt: now,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('file insert returned nothing');
  await tx
    .update(invoices)
    .set({ pdfFileId: file.id })
    .where(and(eq(invoices.id, document.id), eq(invoices.companyId, document.companyId)));
  return file.id;
}
