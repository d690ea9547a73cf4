import { ENQUIRY_PATHS } from '@fastforward/domain';

/**
 * The two doors onto an enquiry that these pages use (docs/decisions.md "Three doors"): the
 * forwarder's staff and the customer. The same reads answer at each door's own paths.
 */
export type EnquiryDoor = 'staff' | 'customer';

export const DOOR_PATHS = {
  staff: {
    list: ENQUIRY_PATHS.enquiries,
    one: ENQUIRY_PATHS.enquiry,
    dashboard: ENQUIRY_PATHS.enquiryDashboard,
    cancel: ENQUIRY_PATHS.enquiryCancel,
    history: ENQUIRY_PATHS.enquiryHistory,
    files: ENQUIRY_PATHS.enquiryFiles,
  },
  customer: {
    list: ENQUIRY_PATHS.myQueries,
    one: ENQUIRY_PATHS.myQuery,
    dashboard: ENQUIRY_PATHS.myQueryDashboard,
    cancel: ENQUIRY_PATHS.myQueryCancel,
    history: ENQUIRY_PATHS.myQueryHistory,
    files: ENQUIRY_PATHS.myQueryFiles,
  },
} as const satisfies Record<EnquiryDoor, Record<string, string>>;

/** Every enquiry query starts with this key: a change to an enquiry reads them all again. */
export const ENQUIRIES_KEY = 'rate-enquiries';
