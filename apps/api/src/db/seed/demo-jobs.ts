import {
  type AmendmentChangesRequest,
  amendmentChangesRequestSchema,
  applyTaxCodes,
  type BookingFormInput,
  containerCheckDigit,
  containerNumberProblem,
  customStatusRequestSchema,
  defaultTaxCodes,
  doSettingsRequestSchema,
  fromCents,
  invoiceLineFromQuoteLine,
  invoiceSettingsRequestSchema,
  invoiceWorkflow,
  type JobHeldStatus,
  type JobStatusCode,
  jobStatusContextOf,
  jobStatusWorkflow,
  priceInvoiceLines,
  type QuoteLine,
  quoteLineSchema,
  toAmendmentChanges,
  toCents,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { ensureTaxCodes } from '../../modules/company-settings/tax-codes.service';
import {
  allocateDocumentNumber,
  allocateDoNumber,
  allocateInvoiceNumber,
  type NumberingTx,
} from '../../modules/numbering/numbering.service';
import type { DbOrTx } from '../client';
import {
  companyDoSettings,
  companyInvoiceSettings,
  containerSizes,
  invoicePayments,
  invoices,
  jobAmendments,
  jobContainers,
  jobCustomStatusEntries,
  jobCustomStatuses,
  jobs,
  quoteOptions,
  quotes,
  shippingCompanies,
  statusHistory,
} from '../schema';
import type { DemoIds } from './demo-customers';
import { type DemoBookedJob, type DemoEnquiry, seedDemoEnquiries } from './demo-enquiries';

/**
 * Oceanic's shipments after the booking (SEED_DEMO only), so the job board, the job page, the
 * documents, invoices, ageing and profit screens show something real on a fresh install: nine
 * more booked enquiries of Acme, each with its quote, selected option, confirmed booking and job
 * (made with the marketplace enquiries by seedDemoEnquiries, so RE and JOB numbers rise with
 * age), then moved along the SPEC §4 line, each move checked by the job workflow with the
 * context its history gives, as jobTransitions checks it, so every history is one the app
 * allows: space booked, cargo picked up (containers), loaded, in transit, in query (paused at
 * CAPI), DO released, delivered, paid, closed. Custom statuses
 * CUSTH and VGMS with entries, an open amendment request, invoice and DO settings, and invoices
 * in every state (paid, issued overdue, issued partly paid, draft, cancelled by a credit note)
 * with their payments and histories, numbered by the settings. No PDFs are generated here (no
 * DO, no invoice PDF): those screens offer to generate them.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const FORWARDER = 'Oceanic Freight Forwarders';

type Staff = 'ffd.ops' | 'ffd.docs' | 'ffd.accounts' | 'acme.buyer';

/** The default codes ensureTaxCodes gives the demo forwarder: freight zero-rated, the rest SR. */
const DEMO_TAX_CODES = (() => {
  const refs = defaultTaxCodes('5.00').map((c) => ({ code: c.code, rate: c.rate, category: c.category }));
  const byCode = new Map(refs.map((r) => [r.code, r]));
  return {
    byCode,
    freight: byCode.get('ZR') as (typeof refs)[number],
    local: byCode.get('SR') as (typeof refs)[number],
  };
})();

const INVOICE_SETTINGS = invoiceSettingsRequestSchema.parse({
  prefix: 'INV-',
  nextNumber: 1001,
  taxRate: '5.00',
  paymentTermsDays: 30,
  footerText:
    'Payment by bank transfer within 30 days, quoting the invoice number. Oceanic Freight Forwarders LLC, TRN 100234567800003.',
});

const DO_SETTINGS = doSettingsRequestSchema.parse({
  prefix: 'DO-',
  nextNumber: 501,
  validityDays: 14,
  issuingOffice: 'Oceanic Freight Forwarders, Office 1204, Jumeirah Business Centre 2, Dubai',
  signatoryName: 'Omar Operations',
  signatoryDesignation: 'Operations Executive',
  termsText:
    'Release the cargo described to the consignee named or its order against this delivery order, within its validity and after all charges are settled.',
  footerText: 'Oceanic Freight Forwarders LLC, Dubai',
});

const CUSTOM_STATUSES = {
  CUSTH: { name: 'Customs hold', description: 'Held by customs for inspection or a document query.' },
  VGMS: { name: 'VGM submitted', description: 'Verified gross mass sent to the carrier before the cut-off.' },
} as const;
type CustomCode = keyof typeof CUSTOM_STATUSES;

// ── Parties

const ACME_JEBEL_ALI = {
  name: 'Acme Imports FZE',
  address: 'LOB 15, Office 312, Jebel Ali Free Zone, Dubai, United Arab Emirates',
  contact: 'Ada Buyer',
  email: 'acme.buyer@acme.example',
  phone: '+971 4 555 0610',
};
const EMIRATES_CLEARING = {
  name: 'Emirates Clearing & Forwarding LLC',
  address: 'Customs Broker Building 2, Jebel Ali Port, Dubai, United Arab Emirates',
  contact: 'Rashid Khan',
  email: 'clearance@emiratesclearing.example',
  phone: '+971 4 555 0720',
};
const SHIPPERS = {
  shanghai: {
    name: 'Shanghai Bright Home Textiles Co., Ltd.',
    address: 'No. 88, Lane 1500, Pudong Avenue, Shanghai 200135, China',
    contact: 'Li Wei',
    email: 'export@brighthome.example',
    phone: '+86 21 5555 0188',
  },
  ningbo: {
    name: 'Ningbo Evergreen Furniture Manufacturing Co., Ltd.',
    address: '18 Xingye Road, Beilun District, Ningbo 315800, China',
    contact: 'Chen Jie',
    email: 'sales@evergreenfurniture.example',
    phone: '+86 574 5555 0233',
  },
  mumbai: {
    name: 'Mumbai Handloom Exports Pvt. Ltd.',
    address: 'Unit 7, Andheri Industrial Estate, Andheri East, Mumbai 400093, India',
    contact: 'Priya Nair',
    email: 'exports@mumbaihandloom.example',
    phone: '+91 22 5555 0345',
  },
  singapore: {
    name: 'Lion City Electronics Pte. Ltd.',
    address: '21 Tampines Industrial Avenue 5, Singapore 528620',
    contact: 'Tan Wei Ming',
    email: 'logistics@lioncity.example',
    phone: '+65 6555 0456',
  },
};

const bookingOf = (
  shipper: keyof typeof SHIPPERS,
  cargo: BookingFormInput['cargo'],
  remarks?: string,
  notifySameAsConsignee = false,
): BookingFormInput => ({
  shipper: SHIPPERS[shipper],
  consignee: ACME_JEBEL_ALI,
  notifySameAsConsignee,
  ...(notifySameAsConsignee ? {} : { notifyParty: EMIRATES_CLEARING }),
  cargo,
  ...(remarks ? { remarks } : {}),
});

// ── The plan of each job after its booking

/** A status move, `daysAgo` before now. */
type Step = { to: JobStatusCode; daysAgo: number; by: Staff; remarks: string };

type ContainerPlan = { size: string; grossKg: number; packages: number; details?: string };

type PaymentPlan = { daysAgo: number; percent: number; reference: string; remarks?: string };

type InvoicePlan = {
  createdDaysAgo: number;
  /** Absent: still a draft. */
  issuedDaysAgo?: number;
  payments?: PaymentPlan[];
  /** A credit note for its whole total cancels it. */
  cancelled?: { daysAgo: number; reason: string };
  notes?: string;
};

type JobPlan = {
  steps: Step[];
  /** ETD and ETA in days from now (negative: past), as operations set them. */
  etd?: number;
  eta?: number;
  /** Picked up (or stuffed) with the CAPI step. */
  containers?: ContainerPlan[];
  custom?: { code: CustomCode; daysAgo: number; by: Staff; remarks: string }[];
  amendment?: { daysAgo: number; changes: AmendmentChangesRequest; reason: string };
  invoices?: InvoicePlan[];
};

type DemoShipment = { enquiry: DemoEnquiry; job: JobPlan };

/** An enquiry made `daysAgo` (plus `hours`), accepted, selected and booked within two days. */
const bookedEnquiry = (
  key: DemoEnquiry['key'],
  spec: Omit<DemoEnquiry, 'key' | 'hoursAgo' | 'moves' | 'via' | 'legs' | 'incotermCode'> & {
    daysAgo: number;
    hours: number;
    via?: DemoEnquiry['via'];
  },
): DemoEnquiry => {
  const { daysAgo, hours, via, ...rest } = spec;
  // A negotiated one: countered by the customer, countered back by pricing, then selected.
  const negotiation: DemoEnquiry['moves'] = rest.negotiated
    ? [
        { to: 'negotiating', by: 'acme.buyer', after: 8 },
        { to: 'accepted', by: 'ffd.pricing', after: 11, remarks: 'Counter-offer countered' },
      ]
    : [];
  return {
    key,
    via: via ?? 'customer',
    hoursAgo: daysAgo * 24 + hours,
    legs: { destinationPort: true },
    incotermCode: 'FOB',
    moves: [
      { to: 'accepted', by: 'ffd.pricing', after: 2 },
      ...negotiation,
      { to: 'selected', by: 'acme.buyer', after: 22 },
      { to: 'booked', by: 'acme.buyer', after: 28 },
    ],
    ...rest,
  };
};

const fcl = (size: string, count: number) => ({
  loadType: 'FCL' as const,
  containers: [[size, count]] as [string, number][],
});

const OPS = 'ffd.ops' as const;
const DOCS = 'ffd.docs' as const;
const ACCOUNTS = 'ffd.accounts' as const;

/** The main line from SPBO to ADPL, `at` days ago each; BLAP between loading and sailing. */
const throughDelivery = (at: {
  spbo: number;
  capi: number;
  cgld: number;
  trnt: number;
  aadp: number;
  dore: number;
  cgre: number;
  adpl: number;
}): Step[] => [
  {
    to: 'SPBO',
    daysAgo: at.spbo,
    by: OPS,
    remarks: 'Space confirmed with the carrier; booking number received.',
  },
  {
    to: 'CAPI',
    daysAgo: at.capi,
    by: OPS,
    remarks: 'Empties released and stuffed at the shipper; seals applied.',
  },
  { to: 'CGLD', daysAgo: at.cgld, by: OPS, remarks: 'Gated in and loaded on board.' },
  { to: 'BLAP', daysAgo: at.cgld - 0.2, by: DOCS, remarks: 'House B/L draft approved by the shipper.' },
  { to: 'TRNT', daysAgo: at.trnt, by: OPS, remarks: 'Vessel sailed on schedule.' },
  { to: 'AADP', daysAgo: at.aadp, by: OPS, remarks: 'Vessel berthed at Jebel Ali; containers discharged.' },
  { to: 'DORE', daysAgo: at.dore, by: DOCS, remarks: 'Delivery order released to the clearing agent.' },
  { to: 'CGRE', daysAgo: at.cgre, by: OPS, remarks: 'Customs cleared; cargo released by the terminal.' },
  { to: 'ADPL', daysAgo: at.adpl, by: OPS, remarks: 'Delivered to the Jebel Ali warehouse; POD signed.' },
];

export const DEMO_SHIPMENTS: DemoShipment[] = [
  {
    enquiry: bookedEnquiry('job:closed', {
      daysAgo: 78,
      hours: 3,
      readyInDays: -72,
      mode: 'sea',
      from: 'CNSHA',
      to: 'AEJEA',
      cargo: fcl('45G1', 2),
      remarks: 'Autumn collection of bed linen for the Jebel Ali warehouse.',
      booking: bookingOf('shanghai', {
        description: 'Cotton bed linen sets, 1,180 cartons',
        hsCode: '6302.21',
        packageCount: 2,
        grossWeightKg: 17_900,
        marks: 'ACME/JEA/AUT/1-1180',
      }),
    }),
    job: {
      etd: -66,
      eta: -46,
      containers: [
        { size: '45G1', grossKg: 8_950, packages: 590 },
        { size: '45G1', grossKg: 8_950, packages: 590 },
      ],
      custom: [
        { code: 'VGMS', daysAgo: 68, by: OPS, remarks: 'VGM of both containers sent to the carrier.' },
      ],
      steps: [
        ...throughDelivery({
          spbo: 75,
          capi: 69,
          cgld: 67,
          trnt: 66,
          aadp: 46,
          dore: 45,
          cgre: 44.5,
          adpl: 43,
        }),
        {
          to: 'PREL',
          daysAgo: 20,
          by: ACCOUNTS,
          remarks: 'Acme advised the transfer of the invoice amount.',
        },
        { to: 'PREC', daysAgo: 18, by: ACCOUNTS, remarks: 'Payment received in full.' },
        { to: 'PRTV', daysAgo: 14, by: ACCOUNTS, remarks: 'Carrier and terminal charges paid.' },
        { to: 'CLOS', daysAgo: 12, by: OPS, remarks: 'All documents filed; job closed.' },
      ],
      invoices: [
        {
          createdDaysAgo: 45.5,
          issuedDaysAgo: 45,
          payments: [{ daysAgo: 18, percent: 100, reference: 'ENBD TT 7781-2291' }],
        },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:delivered', {
      daysAgo: 61,
      hours: 5,
      readyInDays: -56,
      mode: 'sea',
      from: 'INNSA',
      to: 'AEJEA',
      cargo: fcl('45G1', 1),
      booking: bookingOf(
        'mumbai',
        {
          description: 'Handloom cotton rugs and cushion covers, 640 bales',
          hsCode: '5702.99',
          packageCount: 1,
          grossWeightKg: 9_400,
          marks: 'ACME/JEA/HL/1-640',
        },
        undefined,
        true,
      ),
    }),
    job: {
      etd: -50,
      eta: -45,
      containers: [
        {
          size: '45G1',
          grossKg: 9_400,
          packages: 640,
          details: 'Fumigated at origin; certificate attached.',
        },
      ],
      steps: throughDelivery({
        spbo: 58,
        capi: 52,
        cgld: 51,
        trnt: 50,
        aadp: 45,
        dore: 44,
        cgre: 43,
        adpl: 41,
      }),
      invoices: [{ createdDaysAgo: 42, issuedDaysAgo: 41 }],
    },
  },
  {
    enquiry: bookedEnquiry('job:paid', {
      daysAgo: 50,
      hours: 7,
      readyInDays: -45,
      mode: 'sea',
      from: 'SGSIN',
      to: 'AEJEA',
      cargo: fcl('22G1', 2),
      via: 'sales',
      remarks: 'Asked by phone: consumer electronics for the Dubai stores.',
      booking: bookingOf('singapore', {
        description: 'Bluetooth speakers and headphones, 860 cartons',
        hsCode: '8518.22',
        packageCount: 2,
        grossWeightKg: 11_200,
        marks: 'ACME/DXB/LC/1-860',
      }),
    }),
    job: {
      etd: -40,
      eta: -27,
      containers: [
        { size: '22G1', grossKg: 5_600, packages: 430 },
        { size: '22G1', grossKg: 5_600, packages: 430 },
      ],
      steps: [
        ...throughDelivery({
          spbo: 47,
          capi: 42,
          cgld: 41,
          trnt: 40,
          aadp: 27,
          dore: 26,
          cgre: 25.5,
          adpl: 24,
        }),
        { to: 'PREC', daysAgo: 5, by: ACCOUNTS, remarks: 'Balance received: the invoice is paid.' },
      ],
      invoices: [
        {
          createdDaysAgo: 26.5,
          issuedDaysAgo: 26,
          cancelled: {
            daysAgo: 25,
            reason: 'Issued to the wrong consignee reference; replaced by a corrected invoice.',
          },
        },
        {
          createdDaysAgo: 25,
          issuedDaysAgo: 24.9,
          notes: 'Replaces the invoice cancelled by credit note.',
          payments: [
            { daysAgo: 12, percent: 50, reference: 'DBS TT 55120931', remarks: 'First half, as agreed.' },
            { daysAgo: 5, percent: 50, reference: 'DBS TT 55127714', remarks: 'Balance.' },
          ],
        },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:do-released', {
      negotiated: { targetDiscount: '6', counterDiscount: '3' },
      daysAgo: 36,
      hours: 2,
      readyInDays: -31,
      mode: 'sea',
      from: 'CNSHA',
      to: 'AEJEA',
      cargo: fcl('45G1', 1),
      booking: bookingOf('ningbo', {
        description: 'Flat-packed garden furniture, 310 cartons',
        hsCode: '9403.60',
        packageCount: 1,
        grossWeightKg: 7_800,
        marks: 'ACME/JEA/GF/1-310',
      }),
    }),
    job: {
      etd: -26,
      eta: -5,
      containers: [{ size: '45G1', grossKg: 7_800, packages: 310 }],
      steps: [
        {
          to: 'SPBO',
          daysAgo: 33,
          by: OPS,
          remarks: 'Space confirmed with the carrier; booking number received.',
        },
        {
          to: 'CAPI',
          daysAgo: 28,
          by: OPS,
          remarks: 'Empty picked up from the depot and stuffed at the factory.',
        },
        { to: 'CGLD', daysAgo: 27, by: OPS, remarks: 'Gated in and loaded on board.' },
        { to: 'BLAP', daysAgo: 26.8, by: DOCS, remarks: 'House B/L draft approved by the shipper.' },
        { to: 'TRNT', daysAgo: 26, by: OPS, remarks: 'Vessel sailed on schedule.' },
        { to: 'AADP', daysAgo: 5, by: OPS, remarks: 'Vessel berthed at Jebel Ali; container discharged.' },
        { to: 'DORE', daysAgo: 3, by: DOCS, remarks: 'Delivery order released after the advance payment.' },
      ],
      invoices: [
        {
          createdDaysAgo: 9.2,
          issuedDaysAgo: 9,
          payments: [
            { daysAgo: 4, percent: 40, reference: 'ENBD TT 7781-3308', remarks: 'Advance before release.' },
          ],
        },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:transit', {
      negotiated: { targetDiscount: '6', counterDiscount: '3' },
      daysAgo: 30,
      hours: 4,
      readyInDays: -25,
      mode: 'sea',
      from: 'CNSHA',
      to: 'AEJEA',
      cargo: fcl('45G1', 2),
      booking: bookingOf(
        'shanghai',
        {
          description: 'Bath towels and bathrobes, 1,320 cartons',
          hsCode: '6302.60',
          packageCount: 2,
          grossWeightKg: 18_400,
          marks: 'ACME/JEA/BT/1-1320',
        },
        'Please keep both containers on the same vessel.',
      ),
    }),
    job: {
      etd: -18,
      eta: 3,
      containers: [
        { size: '45G1', grossKg: 9_150, packages: 660 },
        { size: '45G1', grossKg: 9_250, packages: 660 },
      ],
      custom: [
        { code: 'VGMS', daysAgo: 19.6, by: OPS, remarks: 'VGM of both containers sent to the carrier.' },
      ],
      steps: [
        {
          to: 'SPBO',
          daysAgo: 27,
          by: OPS,
          remarks: 'Space confirmed with the carrier; booking number received.',
        },
        {
          to: 'CAPI',
          daysAgo: 21,
          by: OPS,
          remarks: 'Empties released and stuffed at the shipper; seals applied.',
        },
        { to: 'CGLD', daysAgo: 19, by: OPS, remarks: 'Both containers loaded on the same vessel.' },
        { to: 'BLAP', daysAgo: 18.6, by: DOCS, remarks: 'House B/L draft approved by the shipper.' },
        { to: 'TRNT', daysAgo: 18, by: OPS, remarks: 'Vessel sailed; transhipment-free service.' },
      ],
      amendment: {
        daysAgo: 2,
        changes: {
          notifySameAsConsignee: false,
          notifyParty: {
            name: 'Gulf Gate Customs Brokers LLC',
            address: 'Office 14, Jebel Ali Port Customs Centre, Dubai, United Arab Emirates',
            contact: 'Sara Haddad',
            email: 'ops@gulfgatebrokers.example',
            phone: '+971 4 555 0830',
          },
        },
        reason: 'We changed our clearing agent this month: please name Gulf Gate as notify party on the B/L.',
      },
      invoices: [{ createdDaysAgo: 1 }],
    },
  },
  {
    enquiry: bookedEnquiry('job:query', {
      daysAgo: 16,
      hours: 6,
      readyInDays: -11,
      mode: 'sea',
      from: 'INNSA',
      to: 'AEJEA',
      cargo: fcl('22G1', 2),
      booking: bookingOf('mumbai', {
        description: 'Upholstered dining chairs, 420 cartons',
        hsCode: '9401.61',
        packageCount: 2,
        grossWeightKg: 8_600,
        marks: 'ACME/JEA/DC/1-420',
      }),
    }),
    job: {
      etd: 4,
      eta: 9,
      containers: [
        { size: '22G1', grossKg: 4_300, packages: 210 },
        { size: '22G1', grossKg: 4_300, packages: 210 },
      ],
      custom: [
        {
          code: 'CUSTH',
          daysAgo: 4.5,
          by: OPS,
          remarks: 'Nhava Sheva customs ordered an examination of both containers.',
        },
      ],
      steps: [
        {
          to: 'SPBO',
          daysAgo: 14,
          by: OPS,
          remarks: 'Space confirmed with the carrier; booking number received.',
        },
        { to: 'CAPI', daysAgo: 7, by: OPS, remarks: 'Empties stuffed at the shipper; seals applied.' },
        {
          to: 'QERY',
          daysAgo: 4,
          by: OPS,
          remarks:
            'Customs query: the shipping bill declares HS 9403.60, the examination found upholstered seats (9401.61). The shipper is amending the shipping bill; rolled to the next sailing.',
        },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:loaded', {
      daysAgo: 12,
      hours: 9,
      readyInDays: -6,
      mode: 'sea',
      from: 'SGSIN',
      to: 'AEJEA',
      cargo: fcl('42G1', 1),
      booking: bookingOf('singapore', {
        description: 'LED televisions, 240 cartons',
        hsCode: '8528.72',
        packageCount: 1,
        grossWeightKg: 6_900,
        marks: 'ACME/DXB/TV/1-240',
      }),
    }),
    job: {
      etd: 1,
      eta: 14,
      containers: [{ size: '42G1', grossKg: 6_900, packages: 240 }],
      custom: [
        { code: 'VGMS', daysAgo: 2.6, by: OPS, remarks: 'VGM sent to the carrier before the cut-off.' },
      ],
      steps: [
        {
          to: 'SPBO',
          daysAgo: 10,
          by: OPS,
          remarks: 'Space confirmed with the carrier; booking number received.',
        },
        { to: 'CAPI', daysAgo: 4, by: OPS, remarks: 'Empty picked up and stuffed at the shipper.' },
        { to: 'CGLD', daysAgo: 2, by: OPS, remarks: 'Gated in and loaded; sailing tomorrow.' },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:pickup', {
      daysAgo: 9,
      hours: 5,
      readyInDays: -2,
      mode: 'sea',
      from: 'CNSHA',
      to: 'AEJEA',
      cargo: fcl('22G1', 2),
      via: 'sales',
      booking: bookingOf('ningbo', {
        description: 'Solid wood coffee tables, 380 cartons',
        hsCode: '9403.60',
        packageCount: 2,
        grossWeightKg: 9_100,
        marks: 'ACME/JEA/CT/1-380',
      }),
    }),
    job: {
      etd: 3,
      eta: 23,
      containers: [
        { size: '22G1', grossKg: 4_550, packages: 190 },
        { size: '22G1', grossKg: 4_550, packages: 190 },
      ],
      steps: [
        {
          to: 'SPBO',
          daysAgo: 6.5,
          by: OPS,
          remarks: 'Space confirmed with the carrier; booking number received.',
        },
        { to: 'CAPI', daysAgo: 1, by: OPS, remarks: 'Empties picked up from the depot for stuffing.' },
      ],
    },
  },
  {
    enquiry: bookedEnquiry('job:space', {
      daysAgo: 5,
      hours: 7,
      readyInDays: 2,
      mode: 'sea',
      from: 'INNSA',
      to: 'AEJEA',
      cargo: fcl('45G1', 1),
      booking: bookingOf('mumbai', {
        description: 'Printed cotton curtains, 520 cartons',
        hsCode: '6303.91',
        packageCount: 1,
        grossWeightKg: 6_300,
        marks: 'ACME/JEA/CU/1-520',
      }),
    }),
    job: {
      etd: 6,
      eta: 11,
      steps: [
        {
          to: 'SPBO',
          daysAgo: 2,
          by: OPS,
          remarks: 'Space confirmed on next week’s sailing; cut-off two days before.',
        },
      ],
    },
  },
];

/** Container owner prefixes (ISO 6346 owner code + category U) of the carriers the demo books. */
const OWNER_PREFIXES: Record<string, string> = {
  MAEU: 'MSKU',
  MSCU: 'MSCU',
  CMDU: 'CMAU',
  COSU: 'CSNU',
  ONEY: 'ONEU',
  HLCU: 'HLXU',
  PABV: 'PCIU',
  WHLC: 'WHSU',
};

/** A valid ISO 6346 number: the owner prefix, a serial fixed by the job and box, its check digit. */
function containerNumber(prefix: string, seed: number): string {
  const head = `${prefix}${String((seed * 7919 + 104_729) % 1_000_000).padStart(6, '0')}`;
  const number = `${head}${containerCheckDigit(head)}`;
  if (containerNumberProblem(number) !== null)
    throw new Error(`demo seed: ${number} is not a container number`);
  return number;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const idOf = (map: ReadonlyMap<string, number>, name: string) => {
  const id = map.get(name);
  if (id === undefined) throw new Error(`demo seed: ${name} is not among the demo data`);
  return id;
};

export type DemoJobsResult = { enquiries: number; jobs: number; invoices: number };

/**
 * Oceanic's enquiries (seedDemoEnquiries) and the demo shipments' jobs carried on from their
 * booking; nothing when Oceanic has enquiries already.
 */
export async function seedDemoJobs(db: DbOrTx, ids: DemoIds, now: Date): Promise<DemoJobsResult> {
  return db.transaction(async (tx) => {
    const made = await seedDemoEnquiries(
      tx,
      ids,
      now,
      DEMO_SHIPMENTS.map((s) => s.enquiry),
    );
    if (made.jobs.length === 0) return { enquiries: made.enquiries, jobs: 0, invoices: 0 };
    const invoiceCount = await carryOn(tx, ids, now, made.jobs);
    return { enquiries: made.enquiries, jobs: made.jobs.length, invoices: invoiceCount };
  });
}

async function carryOn(tx: NumberingTx, ids: DemoIds, now: Date, booked: DemoBookedJob[]) {
  const companyId = idOf(ids.companies, FORWARDER);
  const user = (name: Staff) => idOf(ids.users, name);
  const ago = (days: number) => {
    const at = new Date(now.getTime() - days * DAY);
    if (at >= now) throw new Error('demo seed: a job event is in the future');
    return at;
  };
  const fromNow = (days: number) => dayOf(new Date(now.getTime() + days * DAY));

  await tx.insert(companyInvoiceSettings).values({ companyId, ...INVOICE_SETTINGS, updatedAt: ago(80) });
  await ensureTaxCodes(tx, companyId, INVOICE_SETTINGS.taxRate);
  await tx.insert(companyDoSettings).values({ companyId, ...DO_SETTINGS, updatedAt: ago(80) });
  const customIds = new Map<CustomCode, number>();
  for (const [code, status] of Object.entries(CUSTOM_STATUSES) as [
    CustomCode,
    (typeof CUSTOM_STATUSES)[CustomCode],
  ][]) {
    const request = customStatusRequestSchema.parse({ code, ...status });
    const [row] = await tx
      .insert(jobCustomStatuses)
      .values({ companyId, ...request, createdBy: idOf(ids.users, 'ffd.admin'), createdAt: ago(80) })
      .returning({ id: jobCustomStatuses.id });
    if (!row) throw new Error('demo seed: the custom status insert returned nothing');
    customIds.set(code, row.id);
  }
  const sizes = new Map(
    (await tx.select({ code: containerSizes.isoCode, id: containerSizes.id }).from(containerSizes)).map(
      (r) => [r.code, r.id],
    ),
  );

  type Opened = { plan: JobPlan; job: DemoBookedJob; lines: QuoteLine[]; currency: string };
  const opened: Opened[] = [];
  const doReleases: { job: DemoBookedJob; at: Date }[] = [];
  const historyRows: (typeof statusHistory.$inferInsert)[] = [];
  const customRows: (typeof jobCustomStatusEntries.$inferInsert)[] = [];
  const containerRows: (typeof jobContainers.$inferInsert)[] = [];
  for (const job of booked) {
    const shipment = DEMO_SHIPMENTS.find((s) => s.enquiry.key === job.key);
    if (!shipment) continue;
    const { job: plan } = shipment;
    const [option] = await tx
      .select({
        lines: quoteOptions.lines,
        currency: quotes.baseCurrency,
        scac: shippingCompanies.scacCode,
      })
      .from(quoteOptions)
      .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
      .where(eq(quoteOptions.id, job.optionId));
    if (!option) throw new Error(`demo seed: the option of ${job.reference} is gone`);

    // Every move through the job workflow, in time order with the custom statuses.
    // Each move checked by the job workflow with the context its history gives, as
    // jobTransitions.move checks it; the rows go in together at the end (a move each would be slow).
    let status: JobHeldStatus = 'QUED';
    const moves: { fromStatus: string | null; toStatus: string }[] = [{ fromStatus: null, toStatus: 'QUED' }];
    let last = job.bookedAt;
    const events = [
      ...plan.steps.map((step) => ({ at: ago(step.daysAgo), step })),
      ...(plan.custom ?? []).map((entry) => ({ at: ago(entry.daysAgo), entry })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) {
      if (event.at <= last) throw new Error(`demo seed: ${job.key} has an event before the one it follows`);
      last = event.at;
      if ('entry' in event) {
        customRows.push({
          companyId,
          jobId: job.id,
          customStatusId: customIds.get(event.entry.code) as number,
          remarks: event.entry.remarks,
          recordedBy: user(event.entry.by),
          recordedAt: event.at,
        });
        continue;
      }
      const { to } = event.step;
      const verdict = jobStatusWorkflow.canMove(status, to, jobStatusContextOf(moves));
      if (!verdict.ok) throw new Error(`demo seed: ${job.key} cannot move: ${verdict.reason}`);
      historyRows.push({
        companyId,
        recordType: 'job',
        recordId: job.id,
        fromStatus: status,
        toStatus: to,
        changedBy: user(event.step.by),
        changedAt: event.at,
        remarks: event.step.remarks,
      });
      moves.push({ fromStatus: status, toStatus: to });
      status = verdict.status;
      if (to === 'DORE') doReleases.push({ job, at: event.at });
      if (to === 'CAPI' && plan.containers) {
        const prefix = OWNER_PREFIXES[option.scac ?? ''] ?? 'OFFU';
        containerRows.push(
          ...plan.containers.map((box, i) => ({
            companyId,
            jobId: job.id,
            containerNumber: containerNumber(prefix, job.id * 10 + i),
            containerSizeId: sizes.get(box.size) ?? null,
            sealNumber: `SL${String(job.id * 1000 + i * 37).padStart(7, '0')}`,
            grossWeightKg: box.grossKg.toFixed(3),
            packageCount: box.packages,
            details: box.details ?? null,
            createdBy: user('ffd.ops'),
            createdAt: event.at,
            updatedAt: event.at,
          })),
        );
      }
    }
    if (plan.amendment) {
      const requestedAt = ago(plan.amendment.daysAgo);
      await tx.insert(jobAmendments).values({
        companyId,
        jobId: job.id,
        bookingId: job.bookingId,
        status: 'requested',
        version: 0,
        changes: toAmendmentChanges(amendmentChangesRequestSchema.parse(plan.amendment.changes)),
        reason: plan.amendment.reason,
        requestedBy: user('acme.buyer'),
        requestedAt,
      });
      if (requestedAt > last) last = requestedAt;
    }
    await tx
      .update(jobs)
      .set({
        status,
        version: moves.length - 1,
        assignedTo: user('ffd.ops'),
        etd: plan.etd === undefined ? null : fromNow(plan.etd),
        eta: plan.eta === undefined ? null : fromNow(plan.eta),
        updatedAt: last,
      })
      .where(eq(jobs.id, job.id));
    opened.push({
      plan,
      job,
      lines: quoteLineSchema.array().parse(option.lines),
      currency: option.currency,
    });
  }

  if (historyRows.length > 0) await tx.insert(statusHistory).values(historyRows);
  if (customRows.length > 0) await tx.insert(jobCustomStatusEntries).values(customRows);
  if (containerRows.length > 0) await tx.insert(jobContainers).values(containerRows);

  // DO numbers from the DO settings, in the order the DOs were released.
  doReleases.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const release of doReleases) {
    const { number } = await allocateDoNumber(tx, companyId);
    await tx.update(jobs).set({ doNumber: number }).where(eq(jobs.id, release.job.id));
  }

  // Invoices from each job's sell lines; numbers from the invoice settings in the order of issue.
  const planned = opened.flatMap(({ plan, job, lines, currency }) =>
    (plan.invoices ?? []).map((invoice) => ({ invoice, job, lines, currency })),
  );
  planned.sort(
    (a, b) =>
      (b.invoice.issuedDaysAgo ?? -1) - (a.invoice.issuedDaysAgo ?? -1) ||
      b.invoice.createdDaysAgo - a.invoice.createdDaysAgo,
  );
  const history = (invoiceId: number, steps: { from: string | null; to: string; at: Date; by: Staff }[]) => {
    for (const step of steps) {
      if (step.from !== null && !invoiceWorkflow.canMove(step.from as never, step.to as never).ok) {
        throw new Error(`demo seed: an invoice cannot move from ${step.from} to ${step.to}`);
      }
    }
    return tx.insert(statusHistory).values(
      steps.map((step) => ({
        companyId,
        recordType: 'invoice' as const,
        recordId: invoiceId,
        fromStatus: step.from,
        toStatus: step.to,
        changedBy: user(step.by),
        changedAt: step.at,
        remarks: null,
      })),
    );
  };
  let count = 0;
  for (const { invoice: plan, job, lines, currency } of planned) {
    const priced = priceInvoiceLines(
      applyTaxCodes(
        lines.map((line) => ({
          ...invoiceLineFromQuoteLine(line, currency),
          leg: line.leg,
          isAdjustment: line.source.type === 'adjustment',
        })),
        DEMO_TAX_CODES,
      ),
      INVOICE_SETTINGS.taxRate,
    );
    const totalCents = toCents(priced.total);
    const createdAt = ago(plan.createdDaysAgo);
    const issuedAt = plan.issuedDaysAgo === undefined ? null : ago(plan.issuedDaysAgo);
    const number = issuedAt ? (await allocateInvoiceNumber(tx, companyId)).number : null;
    // Each share rounded to the cent; the last payment takes what is left, so they add up to the total.
    let paidCents = 0n;
    const payments = (plan.payments ?? []).map((payment, i, all) => {
      const percentSum = all.reduce((sum, p) => sum + p.percent, 0);
      const isLast = i === all.length - 1;
      const cents =
        isLast && percentSum === 100
          ? totalCents - paidCents
          : (totalCents * BigInt(Math.round(payment.percent * 100))) / 10_000n;
      paidCents += cents;
      return { ...payment, cents };
    });
    const isPaid = paidCents === totalCents && payments.length > 0;
    const paidAt = isPaid ? ago(payments.at(-1)?.daysAgo ?? 0) : null;
    const cancelledAt = plan.cancelled ? ago(plan.cancelled.daysAgo) : null;
    const status = cancelledAt ? 'cancelled' : isPaid ? 'paid' : issuedAt ? 'issued' : 'draft';
    const steps = [
      { from: null, to: 'draft', at: createdAt, by: ACCOUNTS },
      ...(issuedAt ? [{ from: 'draft', to: 'issued', at: issuedAt, by: ACCOUNTS }] : []),
      ...(paidAt ? [{ from: 'issued', to: 'paid', at: paidAt, by: ACCOUNTS }] : []),
      ...(cancelledAt ? [{ from: 'issued', to: 'cancelled', at: cancelledAt, by: ACCOUNTS }] : []),
    ];
    const [row] = await tx
      .insert(invoices)
      .values({
        companyId,
        jobId: job.id,
        customerCompanyId: idOf(ids.companies, 'Acme Imports'),
        kind: 'invoice',
        number,
        status,
        version: steps.length - 1,
        currency,
        issueDate: issuedAt ? dayOf(issuedAt) : null,
        dueDate: issuedAt
          ? dayOf(new Date(issuedAt.getTime() + INVOICE_SETTINGS.paymentTermsDays * DAY))
          : null,
        lines: priced.lines,
        subtotal: priced.subtotal,
        taxRate: INVOICE_SETTINGS.taxRate,
        taxTotal: priced.taxTotal,
        total: priced.total,
        paidTotal: fromCents(paidCents),
        notes: plan.notes ?? null,
        createdBy: user(ACCOUNTS),
        createdAt,
        issuedBy: issuedAt ? user(ACCOUNTS) : null,
        issuedAt,
        updatedAt: steps.at(-1)?.at ?? createdAt,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('demo seed: the invoice insert returned nothing');
    count += 1;
    await history(row.id, steps);
    if (payments.length > 0) {
      await tx.insert(invoicePayments).values(
        payments.map((payment) => ({
          companyId,
          invoiceId: row.id,
          paidOn: dayOf(ago(payment.daysAgo)),
          amount: fromCents(payment.cents),
          reference: payment.reference,
          remarks: payment.remarks ?? null,
          recordedBy: user(ACCOUNTS),
          createdAt: ago(payment.daysAgo),
        })),
      );
    }
    if (plan.cancelled && cancelledAt) {
      // The credit note for the whole total: issued at once, numbered CN-YYYY-NNNNNN.
      const note = await allocateDocumentNumber(tx, { companyId, sequence: 'CN', at: cancelledAt });
      const [credit] = await tx
        .insert(invoices)
        .values({
          companyId,
          jobId: job.id,
          customerCompanyId: idOf(ids.companies, 'Acme Imports'),
          kind: 'credit_note',
          relatedInvoiceId: row.id,
          number: note.number,
          status: 'issued',
          version: 0,
          currency,
          issueDate: dayOf(cancelledAt),
          dueDate: null,
          lines: priced.lines,
          subtotal: priced.subtotal,
          taxRate: INVOICE_SETTINGS.taxRate,
          taxTotal: priced.taxTotal,
          total: priced.total,
          notes: plan.cancelled.reason,
          createdBy: user(ACCOUNTS),
          createdAt: cancelledAt,
          issuedBy: user(ACCOUNTS),
          issuedAt: cancelledAt,
          updatedAt: cancelledAt,
        })
        .returning({ id: invoices.id });
      if (!credit) throw new Error('demo seed: the credit note insert returned nothing');
      count += 1;
      await history(credit.id, [{ from: null, to: 'issued', at: cancelledAt, by: ACCOUNTS }]);
    }
  }
  return count;
}
