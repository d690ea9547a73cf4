import type { Enquiry, Job, JobListItem, JobTimelineEntry } from '@fastforward/domain';
import { ACME_SHANGHAI_JEBEL_ALI, enquiryFixture } from '../../../test/enquiry-fixtures';

/** Jobs as the API answers them, for the job pages' tests; a test overrides what it is about. */

export const jobEnquiryFixture = (overrides: Partial<Enquiry> = {}): Enquiry =>
  enquiryFixture({ ...ACME_SHANGHAI_JEBEL_ALI, status: 'booked', version: 6, ...overrides });

export const jobListItemFixture = (overrides: Partial<JobListItem> = {}): JobListItem => ({
  id: 9,
  reference: 'JOB-2026-000009',
  status: 'QUED',
  statusLabel: 'queued',
  version: 4,
  enquiryId: 42,
  enquiryReference: 'RE-2026-000042',
  customer: { id: 7, name: 'Acme Imports' },
  mode: 'sea',
  originPort: { id: 10, name: 'Shanghai' },
  destinationPort: { id: 11, name: 'Jebel Ali' },
  etd: '2026-12-05',
  eta: '2026-12-28',
  assignedTo: { id: 55, fullName: 'Olga Ops' },
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

const party = (name: string) => ({
  name,
  address: `1 ${name} Street\nDubai`,
  contact: null,
  email: `${name.toLowerCase().replace(/\s/g, '')}@example.com`,
  phone: '+971 4 000 0000',
});

/** A booked sea job at QUED whose option has two lines (sell 1000.00, buy 900.00). */
export const jobFixture = (overrides: Partial<Job> = {}): Job => ({
  ...jobListItemFixture(),
  doNumber: null,
  dcsaEvent: { eventType: 'SHIPMENT', eventTypeCode: 'RECE', documentTypeCode: 'BKG' },
  // In the API's order (the codes'), not the menu's.
  allowedMoves: [
    { status: 'QERY', label: 'query' },
    { status: 'SPBO', label: 'space booked' },
    { status: 'CAPI', label: 'cargo pickup' },
    { status: 'CNCL', label: 'cancelled' },
  ],
  enquiry: jobEnquiryFixture(),
  booking: {
    id: 3,
    enquiryId: 42,
    enquiryReference: 'RE-2026-000042',
    quoteOptionId: 17,
    status: 'CONFIRMED',
    statusLabel: 'Confirmed',
    version: 1,
    shipper: party('Shenzhen Exports'),
    consignee: party('Acme Imports'),
    notifySameAsConsignee: true,
    notifyParty: null,
    cargo: {
      description: 'Machine parts',
      hsCode: '8483.40',
      packageCount: 2,
      grossWeightKg: 24000,
      marks: null,
    },
    remarks: null,
    submittedBy: { id: 30, fullName: 'Alice Buyer' },
    submittedAt: '2026-11-21T09:00:00.000Z',
    documents: [],
    job: { id: 9, reference: 'JOB-2026-000009', status: 'QUED', statusLabel: 'queued' },
  },
  option: {
    id: 17,
    title: 'Option 1',
    shippingLine: { id: 3, name: 'Maersk' },
    transitDays: 22,
    freeDays: 7,
    currency: 'USD',
    lines: [
      {
        key: 'rate:1',
        leg: 'freightCharge',
        label: 'Ocean freight',
        basis: 'perContainer',
        quantity: '2',
        currency: 'USD',
        unitBuy: '400.00',
        unitSell: '450.00',
        buy: '800.00',
        sell: '900.00',
        baseBuy: '800.00',
        baseSell: '900.00',
        exchangeRate: '1',
        source: { type: 'validRate', id: 1 },
        sellRule: 'explicit',
        tier: null,
      },
      {
        key: 'charge:2',
        leg: 'destinationPort',
        label: 'Terminal handling',
        basis: 'perShipment',
        quantity: '1',
        currency: 'USD',
        unitBuy: '100.00',
        unitSell: '100.00',
        buy: '100.00',
        sell: '100.00',
        baseBuy: '100.00',
        baseSell: '100.00',
        exchangeRate: '1',
        source: { type: 'localCharge', id: 2 },
        sellRule: 'explicit',
        tier: null,
      },
    ],
    sellTotal: '1000.00',
    buyTotal: '900.00',
  },
  shipment: {
    carrierBookingReference: null,
    transportDocumentReference: null,
    houseBillNumber: null,
    legs: [],
  },
  invoiceCurrencies: ['USD'],
  ...overrides,
});

export const timelineFixture = (): JobTimelineEntry[] => [
  {
    key: 'status:1',
    kind: 'status',
    code: 'QUED',
    label: 'queued',
    fromStatus: null,
    dcsaEvent: { eventType: 'SHIPMENT', eventTypeCode: 'RECE', documentTypeCode: 'BKG' },
    changedBy: { id: 30, fullName: 'Alice Buyer' },
    changedAt: '2026-11-21T09:00:00.000Z',
    remarks: null,
  },
  {
    key: 'custom:1',
    kind: 'custom',
    code: 'VGMS',
    label: 'VGM submitted',
    fromStatus: null,
    dcsaEvent: null,
    changedBy: { id: 55, fullName: 'Olga Ops' },
    changedAt: '2026-11-22T09:00:00.000Z',
    remarks: 'Weighed at the depot',
  },
];
