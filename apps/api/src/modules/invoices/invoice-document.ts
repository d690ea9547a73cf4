import {
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  type InvoiceKind,
  type InvoiceLine,
  invoiceTaxPerRate,
  mainCarriageLabel,
} from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  companyInvoiceSettings,
  companySettings,
  containerSizes,
  customerKycs,
  files,
  invoices,
  jobContainers,
  jobs,
  ports,
  rateEnquiries,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import {
  kycAddressLines,
  putGeneratedPdf,
  readBankAccounts,
  readCompanyLetterhead,
} from '../files/generated-pdf';
import { readShipment } from '../jobs/shipment-records';
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
  | 'taxPerRate'
  | 'exchange'
  | 'taxTotal'
  | 'total'
  | 'paidTotal'
  | 'balance'
  | 'notes'
>;

const origin = alias(ports, 'origin_port');
const destination = alias(ports, 'destination_port');
const customerSettings = alias(companySettings, 'customer_settings');

/**
 * The forwarder's letterhead, tax registration, default bank account, payment terms and invoice
 * footer; the job's customer (its KYC address and tax registration) and the shipment as the job
 * record holds it (references, POL/POD, ETD/ETA, containers): read before the issuing
 * transaction, so the lock on the numbering is held only while the document is drawn.
 */
export async function readInvoiceLetter(
  deps: { db: DbOrTx; storage: AppDeps['storage'] },
  invoice: Pick<InvoiceRow, 'companyId' | 'jobId'>,
): Promise<InvoiceLetterData> {
  const { db } = deps;
  const companyId = invoice.companyId;
  const [[job], banks, [settings], [invoiceSettings], containers] = await Promise.all([
    db
      .select({
        id: jobs.id,
        companyId: jobs.companyId,
        reference: jobs.reference,
        carrierBookingReference: jobs.carrierBookingReference,
        transportDocumentReference: jobs.transportDocumentReference,
        houseBillNumber: jobs.houseBillNumber,
        etd: jobs.etd,
        eta: jobs.eta,
        enquiryReference: rateEnquiries.reference,
        customerName: companies.name,
        customerTaxRegistrationNumber: customerSettings.taxRegistrationNumber,
        kycDetails: customerKycs.details,
        pol: origin.name,
        polCode: origin.code,
        pod: destination.name,
        podCode: destination.code,
      })
      .from(jobs)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
      .innerJoin(companies, eq(companies.id, jobs.customerCompanyId))
      .leftJoin(customerSettings, eq(customerSettings.companyId, jobs.customerCompanyId))
      .leftJoin(origin, eq(origin.id, rateEnquiries.originPortId))
      .leftJoin(destination, eq(destination.id, rateEnquiries.destinationPortId))
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
      .select({
        footerText: companyInvoiceSettings.footerText,
        paymentTermsDays: companyInvoiceSettings.paymentTermsDays,
      })
      .from(companyInvoiceSettings)
      .where(eq(companyInvoiceSettings.companyId, companyId)),
    db
      .select({ number: jobContainers.containerNumber, size: containerSizes.size })
      .from(jobContainers)
      .leftJoin(containerSizes, eq(containerSizes.id, jobContainers.containerSizeId))
      .where(and(eq(jobContainers.jobId, invoice.jobId), eq(jobContainers.companyId, companyId)))
      .orderBy(asc(jobContainers.id)),
  ]);
  const [letterhead, facts] = await Promise.all([
    readCompanyLetterhead(deps, companyId),
    job ? readShipment(db, job) : null,
  ]);
  const port = (name: string | null | undefined, code: string | null | undefined) =>
    name ? `${name}${code ? ` (${code})` : ''}` : null;
  return {
    company: { ...letterhead, taxRegistrationNumber: settings?.taxRegistrationNumber ?? null },
    customer: {
      name: job?.customerName ?? '',
      addressLines: kycAddressLines(job?.kycDetails),
      taxRegistrationNumber: job?.customerTaxRegistrationNumber ?? null,
    },
    jobReference: job?.reference ?? '',
    enquiryReference: job?.enquiryReference ?? '',
    shipment: {
      masterBillNumber: facts?.transportDocumentReference ?? null,
      houseBillNumber: facts?.houseBillNumber ?? null,
      vesselVoyage: facts ? mainCarriageLabel(facts) : null,
      portOfLoading: port(job?.pol, job?.polCode),
      portOfDischarge: port(job?.pod, job?.podCode),
      etd: job?.etd ?? null,
      eta: job?.eta ?? null,
      containers: containers.map((c) => (c.size ? `${c.number} (${c.size})` : c.number)),
    },
    // The default account (listed first): where the customer pays.
    bankAccounts: banks.slice(0, 1),
    paymentTermsDays: invoiceSettings?.paymentTermsDays ?? null,
    footerText: invoiceSettings?.footerText ?? null,
  };
}

/** '3.6725000000' → '3.6725'. */
const trimDecimal = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** 'INV-1001.pdf', 'CN-2026-000001.pdf'. */
const pdfNameOf = (number: string) => `${number.replace(/[^\w.-]+/g, '_')}.pdf`;

/** The numbered document as the PDF prints it. */
export type IssuedDocument = Pick<
  InvoiceRow,
  | 'id'
  | 'companyId'
  | 'currency'
  | 'subtotal'
  | 'taxRate'
  | 'taxTotal'
  | 'total'
  | 'paidTotal'
  | 'notes'
  | 'exchangeRate'
  | 'exchangeRateOn'
> & {
  /** The currency the lines were converted from (the quote's), when they were. */
  convertedFrom: string | null;
  /** The company's base currency, which the exchange rate is in. */
  baseCurrency: string | null;
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  relatedNumber: string | null;
  lines: InvoiceLine[];
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
    taxPerRate: invoiceTaxPerRate(document.lines, document.taxRate),
    exchange:
      document.exchangeRate && document.exchangeRateOn && document.baseCurrency
        ? {
            rate: trimDecimal(document.exchangeRate),
            on: document.exchangeRateOn,
            foreignCurrency: document.convertedFrom ?? document.currency,
            baseCurrency: document.baseCurrency,
            converted: document.convertedFrom !== null,
          }
        : null,
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
