/**
 * API paths of the marketplace flow (SPEC §7 "Rate enquiries": rate-enquirys with their forwards,
 * freight charges, manual and vendor forward responses with outer-link versions, negotiations,
 * feedback, booking form). Three doors: the forwarder's staff (/rate-enquirys), the customer
 * (/my-queries), the registered vendor (/vendor-forwards); and the outer links without sign-in.
 */
export const ENQUIRY_PATHS = {
  // The forwarder's staff.
  enquiries: '/api/v1/rate-enquirys',
  enquiry: '/api/v1/rate-enquirys/:id',
  enquiryDashboard: '/api/v1/rate-enquirys/dashboard',
  /** POST { status: accepted | rejected, version, remarks }. */
  enquiryStatus: '/api/v1/rate-enquirys/:id/status',
  enquiryCancel: '/api/v1/rate-enquirys/:id/cancel',
  enquiryAttend: '/api/v1/rate-enquirys/:id/attend',
  enquiryHistory: '/api/v1/rate-enquirys/:id/history',
  enquiryFiles: '/api/v1/rate-enquirys/:id/files',
  /** GET the forwards with their answers; POST forward to vendors. */
  forwards: '/api/v1/rate-enquirys/:id/forwards',
  /** GET the answers side by side, normalised to one basis and the base currency. */
  forwardComparison: '/api/v1/rate-enquirys/:id/forwards/comparison',
  /** POST an answer pricing enters for a vendor who answered by phone or e-mail. */
  forwardManualResponse: '/api/v1/rate-enquirys/:id/forwards/:forwardId/manual-response',
  /** GET the options the rate engine and the answers price, to build a quote from. */
  quoteSuggestions: '/api/v1/rate-enquirys/:id/quote-suggestions',
  quotes: '/api/v1/rate-enquirys/:id/quotes',
  quote: '/api/v1/rate-enquirys/:id/quotes/:quoteId',
  quoteSend: '/api/v1/rate-enquirys/:id/quotes/:quoteId/send',
  quotePdf: '/api/v1/rate-enquirys/:id/quotes/:quoteId/pdf',
  negotiations: '/api/v1/rate-enquirys/:id/negotiations',
  negotiationAnswer: '/api/v1/rate-enquirys/:id/negotiations/:negotiationId/answer',
  /** GET the booking and its job. */
  booking: '/api/v1/rate-enquirys/:id/booking',
  /** POST: a new booking link (the old one revoked), mailed to the customer. */
  bookingLinkRenew: '/api/v1/rate-enquirys/:id/booking-link',
  /** GET the customers' feedback. */
  feedback: '/api/v1/feedback',
  /** GET the average, count and distribution of the customers' ratings (?search as the list's). */
  feedbackSummary: '/api/v1/feedback/summary',

  // The customer (CAT_CUS).
  myQueries: '/api/v1/my-queries',
  myQuery: '/api/v1/my-queries/:id',
  myQueryDashboard: '/api/v1/my-queries/dashboard',
  myQueryCancel: '/api/v1/my-queries/:id/cancel',
  myQueryHistory: '/api/v1/my-queries/:id/history',
  myQueryFiles: '/api/v1/my-queries/:id/files',
  myQueryQuotes: '/api/v1/my-queries/:id/quotes',
  myQueryQuotePdf: '/api/v1/my-queries/:id/quotes/:quoteId/pdf',
  /** GET the rounds; POST a counter-offer. */
  myQueryNegotiations: '/api/v1/my-queries/:id/negotiations',
  /** POST { quoteOptionId, version }: select an option. */
  myQuerySelect: '/api/v1/my-queries/:id/select',
  /** GET what the booking form needs; POST the booking form (new booking). */
  myQueryBooking: '/api/v1/my-queries/:id/booking',
  myQueryFeedback: '/api/v1/my-queries/:id/feedback',

  // The registered vendor.
  vendorForwards: '/api/v1/vendor-forwards',
  vendorForward: '/api/v1/vendor-forwards/:id',
  vendorForwardAnswer: '/api/v1/vendor-forwards/:id/answer',
  vendorForwardDecline: '/api/v1/vendor-forwards/:id/decline',

  // Outer links, without sign-in: the token is the only key.
  /** GET ?token=: the forward's form. */
  forwardLink: '/api/rate-enquiry-response',
  /** POST { token, …answer }. */
  forwardLinkAnswer: '/api/rate-enquiry-response/answer',
  /** POST { token, reason }. */
  forwardLinkDecline: '/api/rate-enquiry-response/decline',
  /** GET ?token=: the booking form's context; POST { token, …booking }. */
  bookingLink: '/api/booking-response/:refNo',
} as const;

/** Web pages of the flow. The top-level ones are SPEC §2's routes. */
export const ENQUIRY_ROUTES = {
  enquiries: '/dashboard/customer-enquiries',
  enquiry: '/dashboard/customer-enquiries/:id',
  /** Sales' enquiry for a customer; the Rate Wizard opens it prefilled from a priced option. */
  newEnquiry: '/dashboard/customer-enquiries/new',
  feedback: '/dashboard/customer-enquiries/feedback',
  pricingSea: '/dashboard/pricing/sea',
  pricingAir: '/dashboard/pricing/air',
  vendorForwards: '/dashboard/vendor-forwards',
  vendorForward: '/dashboard/vendor-forwards/:id',
  customerDashboard: '/customerDashboard',
  myQueries: '/myQuery',
  /** The customer's new enquiry, and one of its enquiries. */
  newMyQuery: '/myQuery/new',
  myQuery: '/myQuery/:id',
  /** ?enquiry=<id>. */
  bookingForm: '/booking-form',
  bookingResponse: '/booking-response/:refNo',
  /** ?token=. */
  responseForm: '/rateEnquiryResponseForm',
  /** ?enquiry=<id>. */
  feedbackForm: '/feedback-form',
} as const;

/** A path with its parameters filled in: enquiryPath(ENQUIRY_PATHS.quote, { id: 4, quoteId: 2 }). */
export const enquiryPath = (path: string, params: Record<string, number | string>): string =>
  path.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
