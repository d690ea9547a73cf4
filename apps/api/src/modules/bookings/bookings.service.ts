import {
  type AdditionalFileType,
  addressBookOf,
  BOOKING_MESSAGES,
  BOOKING_NOTIFICATION_KIND,
  type BookingForm,
  type BookingLinkRenewRequest,
  type BookingParty,
  type bookingContextSchema,
  customerPartyRole,
  type EnquiryPackage,
  type EnquiryStatus,
  enquiryStatusLabel,
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  type FileCollection,
  KYC_DOCUMENT_COLLECTIONS,
  type KycDetails,
  type OperationFileCode,
  partyFromKyc,
  type StoredFile,
  type staffBookingSchema,
  storedCargoOf,
} from '@fastforward/domain';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { bookings, customerKycs, files, jobs, rateEnquiries, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { storeFile, toStoredFile } from '../files/files.service';
import { jobTransitions } from '../jobs/job-records';
import { notifyCompanyUsers, notifyUser } from '../notifications/notifications.service';
import { allocateDocumentNumber } from '../numbering/numbering.service';
import { staffEnquiryLink } from '../rate-enquiries/enquiry-notices';
import {
  assertEnquiryVersion,
  containerSizeNamesOf,
  type EnquiryRow,
  enquiryColumns,
  enquiryTransitions,
  loadCustomerEnquiry,
  loadStaffEnquiry,
  lockEnquiry,
  withEnquiryJoins,
} from '../rate-enquiries/enquiry-records';
import { findLiveBookingLink, issueBookingLink, limitBookingLink, useBookingLinks } from './booking-links';
import {
  cargoSizeNamesOf,
  customerEnquiryLink,
  documentCodeOf,
  findSelectedOption,
  forwarderRecipients,
  latestBookingLink,
  mailNotified,
  missingDocumentLabels,
  readBooking,
  requiredDocumentsOf,
  supplierOf,
  toBookingOption,
} from './booking-records';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config'>;
/** The answers as the services hand them to the serializer (instants as Dates). */
type ContextItem = z.input<typeof bookingContextSchema>;
type StaffBookingItem = z.input<typeof staffBookingSchema>;
type FileDeps = Deps & Pick<AppDeps, 'storage'>;

const notSelected = (status: string) =>
  status === ('booked' satisfies EnquiryStatus)
    ? new AppError('CONFLICT', BOOKING_MESSAGES.alreadyBooked, {
        errors: [{ field: 'status', defaultMessage: BOOKING_MESSAGES.alreadyBooked }],
      })
    : AppError.fieldError(
        'status',
        `Only an enquiry with a selected option can be booked; it is ${enquiryStatusLabel(status)}`,
        'CONFLICT',
      );

/** The count the cargo is enquired in: containers (FCL) or packages (air, LCL). */
const enquiredCount = (row: EnquiryRow) =>
  row.loadType === 'FCL'
    ? (row.containers as { count: number }[]).reduce((sum, c) => sum + c.count, 0)
    : (row.packages as EnquiryPackage[]).reduce((sum, p) => sum + p.count, 0);

/** A booking that was never confirmed or was undone lends no party to the address book. */
const NOT_BOOKED = ['REJECTED', 'DECLINED', 'CANCELLED'];
/** How many of the customer's latest bookings fill its address book. */
const ADDRESS_BOOK_BOOKINGS = 50;

/**
 * The customer company's address book and its own party (issue 24): its KYC record, then the
 * parties of its latest confirmed bookings, with whichever forwarder — they are its own records.
 */
async function addressBookFor(db: DbOrTx, row: EnquiryRow) {
  const [kyc] = await db
    .select({ details: customerKycs.details })
    .from(customerKycs)
    .where(eq(customerKycs.id, row.customerKycId));
  const own = kyc?.details ? partyFromKyc(kyc.details as KycDetails) : null;
  const booked = await db
    .select({ shipper: bookings.shipper, consignee: bookings.consignee, notifyParty: bookings.notifyParty })
    .from(bookings)
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, bookings.enquiryId))
    .where(
      and(
        eq(rateEnquiries.customerCompanyId, row.customerCompanyId),
        notInArray(bookings.status, NOT_BOOKED),
      ),
    )
    .orderBy(desc(bookings.id))
    .limit(ADDRESS_BOOK_BOOKINGS);
  const parties = booked as {
    shipper: BookingParty;
    consignee: BookingParty;
    notifyParty: BookingParty | null;
  }[];
  return { own, addressBook: addressBookOf(own, parties) };
}

/** What the booking form shows: the enquiry's route and cargo, the selected option (sell only), the documents. */
async function bookingContextOf(db: DbOrTx, enquiryId: number): Promise<ContextItem> {
  const [joined] = await withEnquiryJoins(db.select(enquiryColumns).from(rateEnquiries)).where(
    eq(rateEnquiries.id, enquiryId),
  );
  if (!joined) throw new AppError('NOT_FOUND', 'Enquiry not found');
  const row = joined.row as EnquiryRow;
  const [option, booking, book, sizeNames] = await Promise.all([
    findSelectedOption(db, row),
    readBooking(db, row),
    addressBookFor(db, row),
    containerSizeNamesOf(db, [row]),
  ]);
  return {
    enquiry: {
      id: row.id,
      reference: row.reference,
      status: row.status as EnquiryStatus,
      version: row.version,
      mode: row.mode,
      loadType: row.loadType,
      originPort: joined.originPortName ?? '',
      destinationPort: joined.destinationPortName ?? '',
      commodityType: row.commodityType,
      cargoReadyDate: row.cargoReadyDate,
      packageCount: enquiredCount(row),
      grossWeightKg: row.grossWeightKg,
      containers: (row.containers as { containerSizeId: number; count: number }[]).map((c) => ({
        ...c,
        containerSizeName: sizeNames.get(c.containerSizeId) ?? '',
      })),
      packages: row.packages as EnquiryPackage[],
      customerName: joined.customerName ?? '',
      forwarderName: joined.forwarderName ?? '',
    },
    option: option ? toBookingOption(option, row.reference) : null,
    requiredDocuments: await requiredDocumentsOf(db, row, booking?.id ?? null),
    booking,
    addressBook: book.addressBook,
    customerRole: customerPartyRole(row.incotermCode),
    customerParty: book.own,
  };
}

/** GET myQueryBooking: the signed-in customer's booking form (or its booking, once booked). */
export async function customerBookingContext(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
): Promise<ContextItem> {
  const enquiry = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  return bookingContextOf(deps.db, enquiry.id);
}

/** GET bookingLink: the form behind a live link; anything else is the one refusal. */
export async function linkBookingContext(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limiter'>,
  refNo: string,
  token: string,
  ip: string,
): Promise<ContextItem> {
  await limitBookingLink(deps, 'view', ip);
  const { enquiry } = await findLiveBookingLink(deps.db, refNo, token, deps.clock());
  return bookingContextOf(deps.db, enquiry.id);
}

/**
 * The booking (PRODUCT §2.7), in one transaction: the enquiry locked and still Selected, the
 * documents the operation file settings require present, the booking CONFIRMED (DCSA; one per
 * enquiry, by its unique key), the documents moved onto it, the enquiry Booked, the job opened at
 * QUED with its number and first history row, the links used, the forwarder and the customer told.
 */
async function confirmBooking(
  deps: Deps,
  enquiryRef: { id: number; companyId: number },
  form: BookingForm,
  submittedBy: number | null,
  /** Checked once the enquiry is locked: the link still works (used, revoked or expired meanwhile: refused). */
  linkCheck?: (tx: DbOrTx, now: Date) => Promise<unknown>,
): Promise<void> {
  const now = deps.clock();
  try {
    await deps.db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, enquiryRef);
      if (linkCheck) await linkCheck(tx, now);
      if (enquiry.status !== ('selected' satisfies EnquiryStatus)) throw notSelected(enquiry.status);
      const option = await findSelectedOption(tx, enquiry);
      if (!option) throw notSelected(enquiry.status);

      const chosen = await chosenDocuments(tx, enquiry, form.documentIds);
      const required = await requiredDocumentsOf(tx, enquiry, null);
      const missing = missingDocumentLabels(required, new Set(chosen.map((f) => f.code)));
      if (missing.length > 0) {
        throw AppError.fieldError('documentIds', `Upload the required documents: ${missing.join(', ')}`);
      }
      const sizeNames = await cargoSizeNamesOf(tx, form.cargo, enquiry, 'cargo');

      const [booking] = await tx
        .insert(bookings)
        .values({
          companyId: enquiry.companyId,
          enquiryId: enquiry.id,
          quoteOptionId: option.id,
          status: 'CONFIRMED',
          shipper: partyOf(form.shipper),
          consignee: partyOf(form.consignee),
          notifyParty: form.notifySameAsConsignee || !form.notifyParty ? null : partyOf(form.notifyParty),
          cargo: storedCargoOf(form.cargo, sizeNames),
          remarks: form.remarks || null,
          submittedBy,
          submittedAt: now,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('bookings insert returned nothing');
      if (chosen.length > 0) {
        await tx
          .update(files)
          .set({ ownerType: FILE_OWNER_TYPE.booking, ownerId: booking.id })
          .where(
            inArray(
              files.id,
              chosen.map((f) => f.id),
            ),
          );
      }

      await enquiryTransitions.move(tx, {
        companyId: enquiry.companyId,
        id: enquiry.id,
        expectedVersion: enquiry.version,
        to: 'booked' satisfies EnquiryStatus,
        remarks: `Booked ${option.title}`,
        userId: submittedBy,
        at: now,
      });
      const { number } = await allocateDocumentNumber(tx, {
        companyId: enquiry.companyId,
        sequence: 'JOB',
        at: now,
      });
      const [job] = await tx
        .insert(jobs)
        .values({
          companyId: enquiry.companyId,
          reference: number,
          status: 'QUED',
          enquiryId: enquiry.id,
          bookingId: booking.id,
          customerCompanyId: enquiry.customerCompanyId,
          createdAt: now,
        })
        .returning({ id: jobs.id });
      if (!job) throw new Error('jobs insert returned nothing');
      await jobTransitions.recordInitialStatus(tx, {
        companyId: enquiry.companyId,
        id: job.id,
        status: 'QUED',
        userId: submittedBy,
        at: now,
        remarks: `Opened by the booking of ${enquiry.reference}`,
      });
      await useBookingLinks(tx, enquiry.id, now);

      const customer = (await companyNameOf(tx, enquiry.customerCompanyId)) ?? 'Your customer';
      const forwarder = (await companyNameOf(tx, enquiry.companyId)) ?? 'Your forwarder';
      const staffMessage = {
        kind: BOOKING_NOTIFICATION_KIND.booked,
        title: `${customer} booked ${enquiry.reference}: job ${number}`,
        body: `${customer} booked "${option.title}" (${option.offeredSell} ${option.currency}). Job ${number} is queued.`,
        link: staffEnquiryLink(enquiry.id),
      };
      for (const userId of await forwarderRecipients(tx, enquiry, { operations: true })) {
        const recipients = await notifyUser(tx, userId, staffMessage);
        await mailNotified(deps, tx, recipients, enquiry.companyId, staffMessage, deps.config.publicAppUrl);
      }
      const customerMessage = {
        kind: BOOKING_NOTIFICATION_KIND.booked,
        title: `Your booking of ${enquiry.reference} is confirmed`,
        body: `${forwarder} has your booking of "${option.title}". Your job reference is ${number}.`,
        link: customerEnquiryLink(enquiry.id),
      };
      const customers = await notifyCompanyUsers(tx, enquiry.customerCompanyId, customerMessage);
      await mailNotified(deps, tx, customers, enquiry.companyId, customerMessage, deps.config.publicAppUrl);
    });
  } catch (error) {
    // A concurrent booking of the same enquiry that committed first.
    if (uniqueViolationOf(error) === 'bookings_enquiry_key') throw notSelected('booked');
    throw error;
  }
}

/** A party as stored: empty optional fields as null. */
const partyOf = (party: BookingForm['shipper']) => ({ ...party, contact: party.contact || null });

/** The files the form names: uploaded for this enquiry's booking, each for a required document code. */
async function chosenDocuments(tx: DbOrTx, enquiry: EnquiryRow, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: files.id, collection: files.collection, fileType: files.fileType })
    .from(files)
    .where(
      and(
        inArray(files.id, [...ids]),
        eq(files.companyId, enquiry.companyId),
        eq(files.ownerType, FILE_OWNER_TYPE.rateEnquiry),
        eq(files.ownerId, enquiry.id),
      ),
    );
  if (rows.length !== new Set(ids).size) {
    throw AppError.fieldError('documentIds', 'A document is not one uploaded for this booking');
  }
  return rows.map((r) => ({ id: r.id, code: documentCodeOf(r) as OperationFileCode }));
}

/** POST myQueryBooking: the signed-in customer books its selected option. */
export async function bookInApp(deps: Deps, auth: AuthContext, enquiryId: number, form: BookingForm) {
  const enquiry = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  await confirmBooking(deps, enquiry, form, auth.userId);
  return customerBookingContext(deps, auth, enquiryId);
}

/** POST bookingLink: the booking through a live link; a link that does not work is the one refusal. */
export async function bookThroughLink(
  deps: Deps & Pick<AppDeps, 'limiter'>,
  refNo: string,
  { token, ...form }: BookingForm & { token: string },
  ip: string,
) {
  await limitBookingLink(deps, 'write', ip);
  const { enquiry } = await findLiveBookingLink(deps.db, refNo, token, deps.clock());
  await confirmBooking(deps, enquiry, form, null, (tx, now) => findLiveBookingLink(tx, refNo, token, now));
  return bookingContextOf(deps.db, enquiry.id);
}

/** Where a required document's file goes: a KYC code is its own collection; a shipment document an additional one. */
const storageOf = (code: OperationFileCode): { collection: FileCollection; fileType?: AdditionalFileType } =>
  (KYC_DOCUMENT_COLLECTIONS as readonly string[]).includes(code)
    ? { collection: code as FileCollection }
    : { collection: FILE_COLLECTION.additionalDocuments, fileType: code as AdditionalFileType };

/**
 * A document for the booking form, kept on the enquiry (the customer's and its forwarder's to
 * read) until the booking takes it. Only while the enquiry is Selected.
 */
async function uploadBookingDocument(
  deps: FileDeps,
  request: FastifyRequest,
  enquiry: EnquiryRow,
  code: OperationFileCode,
  uploadedBy: number | null,
): Promise<StoredFile> {
  if (enquiry.status !== ('selected' satisfies EnquiryStatus)) throw notSelected(enquiry.status);
  return storeFile(
    deps,
    request,
    {
      owner: { type: FILE_OWNER_TYPE.rateEnquiry, id: enquiry.id, companyId: enquiry.companyId },
      ...storageOf(code),
      uploadedBy,
    },
    async (_tx, row) => toStoredFile(row),
  );
}

export async function uploadCustomerBookingDocument(
  deps: FileDeps,
  request: FastifyRequest,
  auth: AuthContext,
  enquiryId: number,
  code: OperationFileCode,
) {
  const enquiry = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  return uploadBookingDocument(deps, request, enquiry, code, auth.userId);
}

export async function uploadLinkBookingDocument(
  deps: FileDeps & Pick<AppDeps, 'limiter'>,
  request: FastifyRequest,
  refNo: string,
  query: { token: string; code: OperationFileCode },
  ip: string,
) {
  await limitBookingLink(deps, 'write', ip);
  const { enquiry } = await findLiveBookingLink(deps.db, refNo, query.token, deps.clock());
  return uploadBookingDocument(deps, request, enquiry, query.code, null);
}

/**
 * POST bookingLinkRenew: a new booking link for a Selected enquiry (the old ones revoked), mailed
 * to the address of the last link, else the customer's KYC address.
 */
export async function renewBookingLink(
  deps: Deps,
  auth: AuthContext,
  enquiryId: number,
  input: BookingLinkRenewRequest,
): Promise<StaffBookingItem> {
  const loaded = await loadStaffEnquiry(deps.db, auth, enquiryId, { handle: true });
  await deps.db.transaction(async (tx) => {
    const enquiry = await lockEnquiry(tx, loaded);
    assertEnquiryVersion(enquiry, input.version);
    if (enquiry.status !== ('selected' satisfies EnquiryStatus)) {
      throw AppError.fieldError(
        'status',
        `A booking link is sent only while the enquiry is Selected; it is ${enquiryStatusLabel(enquiry.status)}`,
        'CONFLICT',
      );
    }
    const last = await latestBookingLink(tx, enquiry.id);
    const recipient = last ? { email: last.email, fullName: null } : null;
    const fallback = recipient
      ? null
      : (
          await tx
            .select({ email: customerKycs.email, fullName: users.fullName })
            .from(customerKycs)
            .leftJoin(users, eq(users.id, customerKycs.customerUserId))
            .where(eq(customerKycs.id, enquiry.customerKycId))
        )[0];
    const to = recipient ?? fallback;
    if (!to) throw new AppError('CONFLICT', 'The customer has no e-mail address to send the link to');
    await issueBookingLink(tx, deps, enquiry, to, auth.userId);
    const message = {
      kind: BOOKING_NOTIFICATION_KIND.linkRenewed,
      title: `A new booking link for ${enquiry.reference}`,
      body: `Your forwarder sent a new booking link for ${enquiry.reference} to ${to.email}. You may also book from the enquiry.`,
      link: customerEnquiryLink(enquiry.id),
    };
    await notifyCompanyUsers(tx, enquiry.customerCompanyId, message);
  });
  return staffBookingOf(deps, auth, enquiryId);
}

/** GET booking (forwarder): the selected option with its supplier, the booking and its job, the link's state. */
export async function staffBookingOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  enquiryId: number,
): Promise<StaffBookingItem> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, enquiryId);
  const [option, booking, link] = await Promise.all([
    findSelectedOption(deps.db, enquiry),
    readBooking(deps.db, enquiry),
    latestBookingLink(deps.db, enquiry.id),
  ]);
  return {
    enquiryId: enquiry.id,
    enquiryStatus: enquiry.status as EnquiryStatus,
    enquiryVersion: enquiry.version,
    option: option ? toBookingOption(option, enquiry.reference) : null,
    supplier: option ? supplierOf(option) : null,
    booking,
    bookingLink: link
      ? {
          email: link.email,
          createdAt: link.createdAt,
          expiresAt: link.expiresAt,
          usedAt: link.usedAt,
          isExpired: link.expiresAt <= deps.clock(),
        }
      : null,
  };
}
