import { DEFAULT_ROUTE_LEGS, type Enquiry, type EnquiryListItem } from '@fastforward/domain';
import { ACME_SHANGHAI_JEBEL_ALI, enquiryFixture } from '../../../test/enquiry-fixtures';

/** The enquiry the form sends (Shanghai → Jebel Ali, freight only), just received. */
export const ENQUIRY: Enquiry = enquiryFixture({
  status: 'received',
  version: 0,
  ...ACME_SHANGHAI_JEBEL_ALI,
  legs: DEFAULT_ROUTE_LEGS,
  grossWeightKg: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

export const listItem = (extra: Partial<EnquiryListItem> = {}): EnquiryListItem => ({
  id: ENQUIRY.id,
  reference: ENQUIRY.reference,
  status: ENQUIRY.status,
  stage: ENQUIRY.stage,
  version: ENQUIRY.version,
  createdVia: ENQUIRY.createdVia,
  customer: ENQUIRY.customer,
  customerSmsNumber: null,
  salesPerson: ENQUIRY.salesPerson,
  attendedBy: null,
  mode: 'sea',
  loadType: 'FCL',
  originPort: ENQUIRY.originPort,
  destinationPort: ENQUIRY.destinationPort,
  commodityType: 'GNRL',
  cargoReadyDate: '2026-12-01',
  chargeableWeightKg: null,
  revenueTons: null,
  createdAt: ENQUIRY.createdAt,
  ...extra,
});
