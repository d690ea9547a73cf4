import {
  BOOKING_DOCUMENT_PATHS,
  type BookingFormInput,
  ENQUIRY_PATHS,
  enquiryPath,
} from '@fastforward/domain';
import { desc, eq, like } from 'drizzle-orm';
import { mailOutbox, quoteOptions, rateEnquiries } from '../db/schema';
import { makePng, multipartBody } from '../modules/files/__tests__/file-fixtures';
import type { EnquiryScene } from './enquiry-factories';
import { createNegotiationScene, type NegotiationScene } from './negotiation-factories';
import { createVendor } from './rate-factories';
import type { TestApp } from './test-app';

/**
 * Booking factories: an accepted enquiry with a sent quote of two options (the quote builder is
 * another module's, so the quote goes straight into the database), its selection through the API,
 * the booking link read from the mail it went out in, and a valid booking form.
 */

export type BookingScene = NegotiationScene & {
  /** The second option of the sent quote. */
  otherOption: { id: number };
  vendor: { id: number; name: string };
};

/** An accepted enquiry with a sent quote of two options, the first supplied by a vendor of the forwarder. */
export async function createBookingScene(t: TestApp, scene?: EnquiryScene): Promise<BookingScene> {
  const base = await createNegotiationScene(t, scene ? { scene } : {});
  const [other] = await t.db
    .insert(quoteOptions)
    .values({
      companyId: base.forwarder.id,
      quoteId: base.quote.id,
      enquiryId: base.enquiry.id,
      position: 2,
      title: 'Option 2',
      lines: [],
      buyTotal: '800.00',
      sellTotal: '1100.00',
      floorSell: '950.00',
      offeredSell: '1100.00',
    })
    .returning({ id: quoteOptions.id });
  if (!other) throw new Error('quote_options insert returned nothing');
  const vendor = await createVendor(t, { companyId: base.forwarder.id });
  await t.db.update(quoteOptions).set({ vendorId: vendor.id }).where(eq(quoteOptions.id, base.option.id));
  return { ...base, otherOption: other, vendor };
}

/** The enquiry's version as stored. */
export async function enquiryVersion(t: TestApp, enquiryId: number): Promise<number> {
  const [row] = await t.db
    .select({ version: rateEnquiries.version })
    .from(rateEnquiries)
    .where(eq(rateEnquiries.id, enquiryId));
  if (!row) throw new Error(`no enquiry ${enquiryId}`);
  return row.version;
}

/** The paths of one enquiry's selection, booking and feedback. */
export const bookingPaths = (enquiryId: number, reference: string) => ({
  select: enquiryPath(ENQUIRY_PATHS.myQuerySelect, { id: enquiryId }),
  customer: enquiryPath(ENQUIRY_PATHS.myQueryBooking, { id: enquiryId }),
  customerDocuments: enquiryPath(BOOKING_DOCUMENT_PATHS.myQueryBookingDocuments, { id: enquiryId }),
  staff: enquiryPath(ENQUIRY_PATHS.booking, { id: enquiryId }),
  renew: enquiryPath(ENQUIRY_PATHS.bookingLinkRenew, { id: enquiryId }),
  link: enquiryPath(ENQUIRY_PATHS.bookingLink, { refNo: reference }),
  linkDocuments: enquiryPath(BOOKING_DOCUMENT_PATHS.bookingLinkDocuments, { refNo: reference }),
  feedback: enquiryPath(ENQUIRY_PATHS.myQueryFeedback, { id: enquiryId }),
});

/** The customer selects `optionId` (the scene's first option unless told) through the API. */
export async function selectOption(t: TestApp, scene: BookingScene, optionId = scene.option.id) {
  const res = await t
    .as(scene.customerUser.token)
    .post(bookingPaths(scene.enquiry.id, scene.enquiry.reference).select, {
      quoteOptionId: optionId,
      version: await enquiryVersion(t, scene.enquiry.id),
    });
  if (res.statusCode !== 200) throw new Error(`select failed: ${res.statusCode} ${res.body}`);
}

/** The token of the newest booking link mailed for the enquiry referenced `reference`. */
export async function lastBookingToken(t: TestApp, reference: string): Promise<string> {
  const [mail] = await t.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(like(mailOutbox.textBody, `%/booking-response/${reference}?token=%`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/\/booking-response\/[^?\s]+\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no booking link mailed for ${reference}`);
  return decodeURIComponent(token);
}

/** A valid booking form (notify party: the consignee). */
export const bookingForm = (overrides: Partial<BookingFormInput> & Record<string, unknown> = {}) => ({
  shipper: {
    name: 'Acme Exports Pvt Ltd',
    address: '12 Harbour Road, Mumbai 400001, India',
    contact: 'Ravi Kumar',
    email: 'shipping@acme-exports.test',
    phone: '+91 22 5555 0101',
  },
  consignee: {
    name: 'Gulf Trading LLC',
    address: 'Warehouse 7, Jebel Ali Free Zone, Dubai',
    contact: null,
    email: 'imports@gulf-trading.test',
    phone: '+971 4 555 0199',
  },
  notifySameAsConsignee: true,
  cargo: {
    description: 'Cotton T-shirts in cartons',
    hsCode: '6109.10',
    packageCount: 2,
    grossWeightKg: 12_500,
    marks: 'ACME/DXB/1-400',
  },
  remarks: 'Please book the earliest sailing.',
  documentIds: [],
  ...overrides,
});

/** Uploads a small PNG as the required document `code` for the enquiry's booking: the stored file's id. */
export async function uploadBookingDocument(
  t: TestApp,
  url: string,
  code: string,
  token?: string,
): Promise<{ statusCode: number; id: number | null; body: string }> {
  const { payload, headers } = multipartBody({
    name: `${code}.png`,
    bytes: makePng(),
    contentType: 'image/png',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}${url.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`,
    payload,
    headers: { ...headers, ...(token ? t.bearer(token) : {}) },
  });
  const id = res.statusCode === 201 ? res.json<{ data: { item: { id: number } } }>().data.item.id : null;
  return { statusCode: res.statusCode, id, body: res.body };
}
