/** API paths of customer onboarding (SPEC §7 "Customer KYC"; PRODUCT §3 "Onboarding", §6). */
const KYC = '/api/v1/customer-kycs';
export const CUSTOMER_KYC_PATHS = {
  /** GET the forwarder's list; POST invites a customer. */
  list: KYC,
  /** GET one KYC with its documents. */
  item: `${KYC}/:id`,
  approve: `${KYC}/:id/approve`,
  reject: `${KYC}/:id/reject`,
  /** PUT the customer's tier. */
  tier: `${KYC}/:id/tier`,
  /** PUT the customer's credit limit and terms (accounts): what the DO release checks. */
  credit: `${KYC}/:id/credit`,
  /** POST hands the customer to another sales person. */
  transfer: `${KYC}/:id/transfer`,
  /** POST makes a new invitation link and mails it (older links stop working). */
  link: `${KYC}/:id/link`,
  /** POST resends the customer user's e-mail verification mail. */
  resendVerification: `${KYC}/:id/resend-verification-mail`,
  /** GET the approve log, oldest first. */
  approveLog: `${KYC}/:id/approve-log`,
  /** GET the customer's users' mobile numbers (SPEC §6 "SMS number view", SMS_NUMBER_VIEW_ACCESS). */
  smsNumbers: `${KYC}/:id/sms-numbers`,
  /** GET the company's enabled staff (STAFF_PICKER_ACCESS): the Customers and Sales staff pickers. */
  salesPersons: `${KYC}/sales-persons`,
  /** GET the signed-in customer's own KYC (SPEC's getByUser). */
  mine: `${KYC}/mine`,
  /** Public: the availability checks of the form. */
  checkShortName: `${KYC}/check-short-name`,
  checkUsername: `${KYC}/check-username`,
  /** Public: POST opens a link (path parameters and token) and answers the form's state. */
  publicOpen: `${KYC}/public/open`,
  /** Public: POST starts a self-service KYC without an invitation and answers its token. */
  publicStart: `${KYC}/public/start`,
  /** Public: PUT `${publicDocuments}/:collection` (multipart, part `file`) uploads, DELETE removes. */
  publicDocuments: `${KYC}/public/documents`,
  /** Public: GET `${publicDocuments}/:collection` previews an uploaded document. */
  publicSubmit: `${KYC}/public/submit`,
} as const;

/** One KYC's call: `kycApiPath(CUSTOMER_KYC_PATHS.approve, 7)` is '/api/v1/customer-kycs/7/approve'. */
export const kycApiPath = (path: string, id: number) => path.replace(':id', String(id));

const UPDATES = '/api/v1/kyc-update-requests';
export const KYC_UPDATE_REQUEST_PATHS = {
  /** GET: the forwarder's requests (Customers view); POST (a customer user) asks for changes. */
  list: UPDATES,
  /** GET: the signed-in customer's own requests, newest first. */
  mine: `${UPDATES}/mine`,
  item: `${UPDATES}/:id`,
  approve: `${UPDATES}/:id/approve`,
  reject: `${UPDATES}/:id/reject`,
} as const;

/** Tiers (a master of the Customers module) and the negotiation settings. */
export const TIER_PATHS = { list: '/api/v1/tiers', item: '/api/v1/tiers/:id' } as const;
export const NEGOTIATION_SETTINGS_PATH = '/api/v1/negotiation-settings';
export const OPERATION_FILE_SETTINGS_PATH = '/api/v1/company-operation-file-settings';

/** Headers of the public KYC calls: the link's token never travels in a URL the server logs. */
export const KYC_TOKEN_HEADER = 'x-kyc-token';
export const KYC_INVITATION_HEADER = 'x-kyc-invitation';
