import { DEFAULT_ROUTE_LEGS, type Enquiry } from '@fastforward/domain';
import { JEBEL_ALI, SHANGHAI } from './shipment-fixtures';

/** Enquiries as the API answers them, for the enquiry pages' and the job pages' tests. */

const port = (p: typeof SHANGHAI) => ({ id: p.id, name: p.name, code: p.code });

/** Port to port: the legs a forwarder's ports quote, no pickup or delivery place. */
const PORT_TO_PORT_LEGS = { ...DEFAULT_ROUTE_LEGS, originPort: true, destinationPort: true };

/** An accepted sea FCL enquiry, Hamburg → Jebel Ali, as the API answers it; a test overrides what it is about. */
export const enquiryFixture = (overrides: Partial<Enquiry> = {}): Enquiry => ({
  id: 42,
  reference: 'RE-2026-000042',
  status: 'accepted',
  stage: null,
  version: 3,
  createdVia: 'customer',
  customer: { id: 40, name: 'Acme Imports', kycId: 7 },
  forwarder: { id: 2, name: 'Oceanic Freight Forwarders' },
  customerSmsNumber: null,
  createdBy: { id: 41, name: 'Ada Buyer' },
  salesPerson: { id: 5, name: 'Sam Sales' },
  attendedBy: null,
  attendedAt: null,
  mode: 'sea',
  loadType: 'FCL',
  containers: [{ containerSizeId: 1, containerSizeName: '20 ft', count: 2 }],
  packages: [],
  legs: PORT_TO_PORT_LEGS,
  originPort: { id: 1, name: 'Hamburg', code: 'DEHAM' },
  destinationPort: { id: 2, name: 'Jebel Ali', code: 'AEJEA' },
  originPlace: null,
  originPickupAddress: null,
  originCustomPoint: null,
  destinationCustomPoint: null,
  finalPlace: null,
  finalDeliveryAddress: null,
  incotermCode: 'FOB',
  commodityType: 'GNRL',
  dgClassCode: null,
  unNumber: null,
  setTemperatureC: null,
  cargoReadyDate: '2026-12-01',
  preferredLine: null,
  remarks: null,
  chargeableWeightKg: null,
  revenueTons: null,
  grossWeightKg: '24000.000',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

/** Alice of Acme asking for two 40' High Cubes, Shanghai → Jebel Ali: the lane the forms fill in. */
export const ACME_SHANGHAI_JEBEL_ALI = {
  customer: { id: 7, name: 'Acme Imports', kycId: 41 },
  createdBy: { id: 30, name: 'Alice Buyer' },
  salesPerson: { id: 21, name: 'Sam Sales' },
  containers: [{ containerSizeId: 7, containerSizeName: "40' High Cube", count: 2 }],
  originPort: port(SHANGHAI),
  destinationPort: port(JEBEL_ALI),
} satisfies Partial<Enquiry>;
