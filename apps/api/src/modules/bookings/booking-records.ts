import {
  BOOKING_STATUS,
  type BookingCargo,
  type BookingOption,
  type BookingParty,
  type BookingRequiredDocument,
  type BookingStatus,
  type bookingSchema,
  canRespond,
  ENQUIRY_ROUTES,
  FILE_OWNER_TYPE,
  JOB_STATUS,
  type JobStatusCode,
  moduleAccess,
  OPERATION_FILE_LABELS,
  type OperationFileCode,
  PERMISSIONS,
  type PricingMode,
  type StoredBookingCargo,
  type StoredFile,
} from '@fastforward/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  bookingLinks,
  bookings,
  files,
  jobs,
  quoteOptions,
  quotes,
  shippingCompanies,
  users,
  vendors,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { toStoredFile } from '../files/files.service';
import type { NotificationMessage } from '../notifications/notifications.service';
import { findOperationFileSettings } from '../operation-file-settings/operation-file-settings.service';
import { activeUsersOf } from '../rate-enquiries/enquiry-notices';
import { containerSizeNamesOf, type EnquiryRow, namedRef } from '../rate-enquiries/enquiry-records';

/**
 * What the selection, booking and feedback services share: the locked enquiry, the selected
 * option, the booking as answered, the required documents, and who at the forwarder is told.
 */

/** The reference as the customer reads a quote: 'RE-2026-000042 / Q2'. */
export const quoteReferenceOf = (enquiryReference: string, quoteNumber: number) =>
  `${enquiryReference} / Q${quoteNumber}`;

/** The option the customer selected for the enquiry, with its quote and supplier; null before a selection. */
export async function findSelectedOption(tx: DbOrTx, enquiry: Pick<EnquiryRow, 'id' | 'companyId'>) {
  const [row] = await tx
    .select({
      id: quoteOptions.id,
      title: quoteOptions.title,
      offeredSell: quoteOptions.offeredSell,
      buyTotal: quoteOptions.buyTotal,
      transitDays: quoteOptions.transitDays,
      freeDays: quoteOptions.freeDays,
      shippingLineId: quoteOptions.shippingCompanyId,
      shippingLineName: shippingCompanies.name,
      vendorId: quoteOptions.vendorId,
      vendorName: vendors.name,
      quoteId: quotes.id,
      quoteNumber: quotes.number,
      validTill: quotes.validTill,
      currency: quotes.baseCurrency,
    })
    .from(quoteOptions)
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
    .leftJoin(vendors, eq(vendors.id, quoteOptions.vendorId))
    .where(
      and(
        eq(quoteOptions.enquiryId, enquiry.id),
        eq(quoteOptions.companyId, enquiry.companyId),
        isNotNull(quoteOptions.selectedAt),
      ),
    );
  return row ?? null;
}
export type SelectedOption = NonNullable<Awaited<ReturnType<typeof findSelectedOption>>>;

/** The option as the booking shows it: the sell side only. */
export const toBookingOption = (option: SelectedOption, enquiryReference: string): BookingOption => ({
  id: option.id,
  title: option.title,
  quoteId: option.quoteId,
  quoteReference: quoteReferenceOf(enquiryReference, option.quoteNumber),
  validTill: option.validTill,
  currency: option.currency,
  offeredSell: option.offeredSell,
  shippingLine: namedRef(option.shippingLineId, option.shippingLineName),
  transitDays: option.transitDays,
  freeDays: option.freeDays,
});

/** The supplier of the option: the forwarder's only (the customer never sees the buy side). */
export const supplierOf = (option: SelectedOption) => ({
  vendor: namedRef(option.vendorId, option.vendorName),
  shippingLine: namedRef(option.shippingLineId, option.shippingLineName),
  buyTotal: option.buyTotal,
});

/** The code a stored document answers for: its KYC collection, or its additional file type. */
export const documentCodeOf = (file: { collection: string; fileType: string | null }) =>
  file.fileType ?? file.collection;

/**
 * The documents the forwarder's operation file settings require, and what the customer has for
 * each: a KYC document on its KYC already, or files uploaded for the booking (owned by the
 * enquiry until the booking takes them, then by the booking).
 */
export async function requiredDocumentsOf(
  db: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId' | 'customerKycId'>,
  bookingId: number | null,
): Promise<BookingRequiredDocument[]> {
  const { requiredCodes } = await findOperationFileSettings(db, enquiry.companyId);
  if (requiredCodes.length === 0) return [];
  const [kycFiles, bookingFiles] = await Promise.all([
    db
      .select({ collection: files.collection, fileType: files.fileType })
      .from(files)
      .where(
        and(
          eq(files.companyId, enquiry.companyId),
          eq(files.ownerType, FILE_OWNER_TYPE.customerKyc),
          eq(files.ownerId, enquiry.customerKycId),
        ),
      ),
    bookingDocumentFiles(db, enquiry, bookingId),
  ]);
  const onFile = new Set(kycFiles.map(documentCodeOf));
  return requiredCodes.map((code) => ({
    code,
    label: OPERATION_FILE_LABELS[code],
    isOnFile: onFile.has(code),
    files: bookingFiles.filter((f) => documentCodeOf(f) === code).map(toStoredFile),
  }));
}

/** The booking's documents once booked; before, what was uploaded for the booking on the enquiry. */
function bookingDocumentFiles(
  db: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId'>,
  bookingId: number | null,
) {
  const owner =
    bookingId === null
      ? and(eq(files.ownerType, FILE_OWNER_TYPE.rateEnquiry), eq(files.ownerId, enquiry.id))
      : and(eq(files.ownerType, FILE_OWNER_TYPE.booking), eq(files.ownerId, bookingId));
  return db
    .select()
    .from(files)
    .where(and(eq(files.companyId, enquiry.companyId), owner))
    .orderBy(asc(files.id));
}

/** Which required documents are still missing, by their labels; empty when the booking may go. */
export const missingDocumentLabels = (
  documents: readonly BookingRequiredDocument[],
  chosen: ReadonlySet<OperationFileCode>,
) => documents.filter((d) => !d.isOnFile && !chosen.has(d.code)).map((d) => d.label);

type BookingItem = z.input<typeof bookingSchema>;

/** The enquiry's booking with its job and documents as answered; null before it is booked. */
export async function readBooking(
  db: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId' | 'reference'>,
): Promise<BookingItem | null> {
  const [row] = await db
    .select({
      booking: bookings,
      submitterName: users.fullName,
      jobId: jobs.id,
      jobReference: jobs.reference,
      jobStatus: jobs.status,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.submittedBy))
    .leftJoin(jobs, eq(jobs.bookingId, bookings.id))
    .where(and(eq(bookings.enquiryId, enquiry.id), eq(bookings.companyId, enquiry.companyId)));
  if (!row) return null;
  const { booking: b } = row;
  const documents: StoredFile[] = (await bookingDocumentFiles(db, enquiry, b.id)).map(toStoredFile);
  const status = b.status as BookingStatus;
  const jobStatus = row.jobStatus as JobStatusCode | null;
  return {
    id: b.id,
    enquiryId: b.enquiryId,
    enquiryReference: enquiry.reference,
    quoteOptionId: b.quoteOptionId,
    status,
    statusLabel: BOOKING_STATUS[status] ?? status,
    version: b.version,
    shipper: b.shipper as BookingParty,
    consignee: b.consignee as BookingParty,
    notifySameAsConsignee: b.notifyParty === null,
    notifyParty: (b.notifyParty as BookingParty | null) ?? null,
    cargo: b.cargo as StoredBookingCargo,
    remarks: b.remarks,
    submittedBy: b.submittedBy === null ? null : { id: b.submittedBy, fullName: row.submitterName ?? '' },
    submittedAt: b.submittedAt,
    documents,
    job:
      row.jobId === null || row.jobReference === null || jobStatus === null
        ? null
        : {
            id: row.jobId,
            reference: row.jobReference,
            status: jobStatus,
            statusLabel: JOB_STATUS[jobStatus] ?? jobStatus,
          },
  };
}

/** The latest booking link of the enquiry, for the forwarder's view. */
export async function latestBookingLink(db: DbOrTx, enquiryId: number) {
  const [row] = await db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.enquiryId, enquiryId))
    .orderBy(desc(bookingLinks.id))
    .limit(1);
  return row ?? null;
}

const OPERATIONS_VIEW = moduleAccess('operations', 'Operations').view.filter(
  (p) => p !== PERMISSIONS.businessAdmin,
);

/**
 * Who at the forwarder hears of a selection or a booking: the user attending the enquiry and the
 * customer's sales person; when neither is named, the active staff who respond to the enquiry's
 * mode (SPEC §6 pricing mapping). With `operations`, the staff of the Operations module too (a
 * booking opens their job).
 */
export async function forwarderRecipients(
  tx: DbOrTx,
  enquiry: Pick<EnquiryRow, 'companyId' | 'attendedBy' | 'salesPersonId' | 'mode'>,
  options: { operations: boolean },
): Promise<number[]> {
  const named = [enquiry.attendedBy, enquiry.salesPersonId].filter((id): id is number => id !== null);
  const staff = await activeUsersOf(tx, enquiry.companyId);
  const ids = new Set(named);
  if (ids.size === 0) {
    for (const u of staff) if (canRespond(u.permissions, enquiry.mode as PricingMode)) ids.add(u.id);
  }
  if (options.operations) {
    for (const u of staff) if (OPERATIONS_VIEW.some((p) => u.permissions.includes(p))) ids.add(u.id);
  }
  return [...ids];
}

/** The e-mail that goes with an in-app notification, in the caller's transaction (the outbox). */
export async function mailNotified(
  deps: Pick<AppDeps, 'mailer'>,
  tx: DbOrTx,
  recipients: readonly { email: string; fullName: string }[],
  companyId: number,
  message: NotificationMessage,
  appUrl: string,
) {
  for (const r of recipients) {
    await deps.mailer.send(
      {
        to: r.email,
        companyId,
        subject: message.title,
        text: `Hello ${r.fullName},\n\n${message.body}\n\nOpen FastForward to see it: ${appUrl}${message.link ?? ''}`,
      },
      tx,
    );
  }
}

export const customerEnquiryLink = (enquiryId: number) => `${ENQUIRY_ROUTES.myQueries}?enquiry=${enquiryId}`;

/**
 * The cargo's lines checked against the shipment (container lines for sea FCL, package lines
 * otherwise, each container size known); answers the sizes' names for storedCargoOf. `field` is
 * where the request holds the cargo ('cargo', 'changes.cargo').
 */
export async function cargoSizeNamesOf(
  db: DbOrTx,
  cargo: BookingCargo,
  shipment: { mode: string; loadType: string | null },
  field: string,
): Promise<Map<number, string>> {
  const inContainers = shipment.mode === 'sea' && shipment.loadType === 'FCL';
  if (inContainers && (cargo.packages?.length ?? 0) > 0) {
    throw AppError.fieldError(`${field}.packages`, 'An FCL booking gives container lines, not package lines');
  }
  if (!inContainers && (cargo.containers?.length ?? 0) > 0) {
    throw AppError.fieldError(`${field}.containers`, 'Only a sea FCL booking gives container lines');
  }
  const lines = cargo.containers ?? [];
  const names = await containerSizeNamesOf(db, [{ containers: lines }]);
  const unknown = lines.findIndex((c) => !names.has(c.containerSizeId));
  if (unknown >= 0) {
    throw AppError.fieldError(`${field}.containers.${unknown}.containerSizeId`, 'Choose a container size');
  }
  return names;
}
