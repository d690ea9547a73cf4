import { defineWorkflow } from '../workflow/define-workflow';
import { ENQUIRY_STATUS, type EnquiryStatus, FORWARD_STATUS, type ForwardStatus } from './codes';

/**
 * PRODUCT §2.1: Received → Accepted (the forwarder takes it on) or Rejected; a customer's
 * counter-offer makes an Accepted enquiry Negotiating, and pricing's answer brings it back to
 * Accepted; the customer selects an option from Accepted or Negotiating (Selected), then books
 * (Booked). Cancel until Booked. Booked, Rejected and Cancelled are final.
 */
export const enquiryWorkflow = defineWorkflow<EnquiryStatus>({
  subject: 'enquiry',
  states: ENQUIRY_STATUS,
  transitions: {
    received: ['accepted', 'rejected', 'cancelled'],
    accepted: ['negotiating', 'selected', 'cancelled'],
    negotiating: ['accepted', 'selected', 'cancelled'],
    selected: ['booked', 'cancelled'],
    booked: [],
    rejected: [],
    cancelled: [],
  },
});

/** PRODUCT §2.2: Received → Accepted (the vendor quoted) or Rejected (it declined); both final. */
export const forwardWorkflow = defineWorkflow<ForwardStatus>({
  subject: 'forward',
  states: FORWARD_STATUS,
  transitions: { received: ['accepted', 'rejected'], accepted: [], rejected: [] },
});

/** Whether the enquiry may still be cancelled (until Booked, and not once it has ended). */
export const canCancelEnquiry = (status: EnquiryStatus): boolean =>
  enquiryWorkflow.canMove(status, 'cancelled').ok;
