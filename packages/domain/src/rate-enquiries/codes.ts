/**
 * Codes of the marketplace flow (PRODUCT §2 steps 1–6). The labels are SPEC §4's words: the
 * enquiry statuses (Received, Accepted, Rejected, Negotiating, Selected, Booked) and the forward
 * status labels (Received, Accepted, Rejected, Already Forwarded).
 */

/** Enquiry statuses: code → SPEC §4 label. 'cancelled' is ours: PRODUCT §2.1 allows cancel until Booked. */
export const ENQUIRY_STATUS = {
  received: 'Received',
  accepted: 'Accepted',
  rejected: 'Rejected',
  negotiating: 'Negotiating',
  selected: 'Selected',
  booked: 'Booked',
  cancelled: 'Cancelled',
} as const;
export type EnquiryStatus = keyof typeof ENQUIRY_STATUS;
export const ENQUIRY_STATUSES = Object.keys(ENQUIRY_STATUS) as [EnquiryStatus, ...EnquiryStatus[]];
/** A stored status as the messages name it: its label, or the code itself should a row hold an unknown one. */
export const enquiryStatusLabel = (status: string): string =>
  ENQUIRY_STATUS[status as EnquiryStatus] ?? status;

/** Who made the enquiry: the customer (My Queries) or the forwarder's sales for it (Rate Wizard). */
export const ENQUIRY_ORIGIN = { customer: 'Customer', sales: 'Sales' } as const;
export type EnquiryOrigin = keyof typeof ENQUIRY_ORIGIN;
export const ENQUIRY_ORIGINS = Object.keys(ENQUIRY_ORIGIN) as [EnquiryOrigin, ...EnquiryOrigin[]];

/** Sea load types: full containers (size × count) or less than a container (packages). */
export const LOAD_TYPE = { FCL: 'Full container (FCL)', LCL: 'Less than container (LCL)' } as const;
export type LoadType = keyof typeof LOAD_TYPE;
export const LOAD_TYPES = Object.keys(LOAD_TYPE) as [LoadType, ...LoadType[]];

/** Forward statuses: code → SPEC §4 label. */
export const FORWARD_STATUS = { received: 'Received', accepted: 'Accepted', rejected: 'Rejected' } as const;
export type ForwardStatus = keyof typeof FORWARD_STATUS;
export const FORWARD_STATUSES = Object.keys(FORWARD_STATUS) as [ForwardStatus, ...ForwardStatus[]];

/** SPEC §4: what a second forward of an enquiry to the same vendor reports. */
export const ALREADY_FORWARDED = 'Already Forwarded';

/** How a vendor's answer came in. */
export const ANSWER_SOURCE = {
  vendorApp: 'Vendor (in the app)',
  vendorLink: 'Vendor (by link)',
  manual: 'Entered by pricing',
} as const;
export type AnswerSource = keyof typeof ANSWER_SOURCE;
export const ANSWER_SOURCES = Object.keys(ANSWER_SOURCE) as [AnswerSource, ...AnswerSource[]];

/** PRODUCT §6: a vendor's link works this long unless pricing sets a deadline further out. */
export const FORWARD_LINK_TTL_DAYS = 7;
/** A booking link works this long; the forwarder renews it when it has expired. */
export const BOOKING_LINK_TTL_DAYS = 7;

/** Quote statuses: a draft is the forwarder's alone; sending shows it to the customer and supersedes the last one sent. */
export const QUOTE_STATUS = { draft: 'Draft', sent: 'Sent', superseded: 'Superseded' } as const;
export type QuoteStatus = keyof typeof QUOTE_STATUS;
export const QUOTE_STATUSES = Object.keys(QUOTE_STATUS) as [QuoteStatus, ...QuoteStatus[]];

/** Pricing's answer to a customer's counter-offer. */
export const NEGOTIATION_DECISION = {
  accepted: 'Accepted',
  countered: 'Countered',
  rejected: 'Rejected',
} as const;
export type NegotiationDecision = keyof typeof NEGOTIATION_DECISION;
export const NEGOTIATION_DECISIONS = Object.keys(NEGOTIATION_DECISION) as [
  NegotiationDecision,
  ...NegotiationDecision[],
];

/**
 * Booking states: the DCSA Booking 2.0 `bookingStatus` values, used as they are. A booking is
 * CONFIRMED when the customer confirms it (the job opens at once); CANCELLED when its job is
 * cancelled; COMPLETED when the job closes. The rest are DCSA's for carrier-side flows.
 */
export const BOOKING_STATUS = {
  RECEIVED: 'Received',
  PENDING_UPDATE: 'Pending update',
  CONFIRMED: 'Confirmed',
  PENDING_AMENDMENT: 'Pending amendment',
  REJECTED: 'Rejected',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
} as const;
export type BookingStatus = keyof typeof BOOKING_STATUS;
export const BOOKING_STATUSES = Object.keys(BOOKING_STATUS) as [BookingStatus, ...BookingStatus[]];

/** Feedback stars. */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
