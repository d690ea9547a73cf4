import {
  type ChargeBasis,
  type ChargePortType,
  companyPortRequestSchema,
  type FreightType,
  portSearchText,
  type TransportPoints,
  type TransportType,
} from '@fastforward/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import {
  cities,
  containerSizes,
  localCharges,
  ports,
  shippingCompanies,
  transportCharges,
  validRates,
  vendors,
  weightSlabs,
} from '../schema';

/**
 * Oceanic's rates (SEED_DEMO only), so the Rate Wizard prices real options on a fresh install:
 * sea rates on Asia–Europe, Middle East and India lanes for 20', 40' and 40' high cube boxes of
 * the main lines, air rates per airline break, local charges at the main ports and road and rail
 * legs beyond them. Prices come from a seeded generator (the same numbers on every install), and
 * the validity windows are weeks and months around `now`: some expired, the current ones, some
 * not yet valid. Felixstowe, and Hamburg for the lines that call there from Singapore, have no
 * destination charges on purpose: the Rate Wizard's "missing charge" flag shows on those lanes.
 */

const SEA: FreightType = 'sea';
const AIR: FreightType = 'air';
const GENERAL = 'GNRL';
const HAZARDOUS = 'HZMT';
const ORIGIN: ChargePortType = 'origin';
const DESTINATION: ChargePortType = 'destination';
const ROAD: TransportType = 'road';
const RAIL: TransportType = 'railway';
const PER_CONTAINER: ChargeBasis = 'perContainer';
const PER_BL: ChargeBasis = 'perBl';
const PER_SHIPMENT: ChargeBasis = 'perShipment';
const PER_KG: ChargeBasis = 'perKg';

/** ISO 6346 codes of the shipped sizes the demo prices. */
const SIZES = { '20': '22G1', '40': '42G1', '40HC': '45G1' } as const;
type Size = keyof typeof SIZES;
const SIZE_KEYS = Object.keys(SIZES) as Size[];

/** The Masters' airline breaks (seed/demo-masters.ts), lightest first, and each one's share of the minimum-break price. */
const AIR_BREAKS: readonly (readonly [name: string, factor: number])[] = [
  ['-45', 1],
  ['45-100', 0.8],
  ['100-300', 0.68],
  ['300-500', 0.62],
  ['500+', 0.57],
];

/** A vendor of Oceanic's list (seed/demo-customers.ts), by name. */
const SWIFT = 'Swift Carriers';
const GULF_LINE = 'Gulf Line Agencies';

/** How often a line re-files its rate on a lane: spot weekly or a monthly tariff. */
type Cadence = 'weekly' | 'monthly';

type SeaLane = {
  from: string;
  to: string;
  /** USD per 40' standard, the market level the carriers spread around. */
  base40: number;
  transitDays: number;
  lines: readonly string[];
  vendor?: string;
  /** Lines that re-file weekly; the rest monthly. */
  weekly?: readonly string[];
  /** Hazardous cargo rates too (current month only), at this USD surcharge per box. */
  hazardousSurcharge?: number;
};

const ASIA_EUROPE_LINES = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'COSU'];
const SPOT_LINES = ['MAEU', 'HLCU', 'ONEY'];
const EUROPE = ['DEHAM', 'NLRTM', 'GBFXT', 'BEANR'];

/** Lines calling Hamburg from Singapore: none of them has Hamburg destination charges. */
const SINGAPORE_HAMBURG_LINES = ['ONEY', 'EGLV', 'PABV'];

const asiaEurope = (from: string, base40: number, transit: number): SeaLane[] =>
  EUROPE.map((to, i) => ({
    from,
    to,
    base40: base40 + (to === 'GBFXT' ? 120 : 0) - i * 15,
    transitDays: transit + (to === 'DEHAM' ? 2 : to === 'GBFXT' ? 1 : 0),
    lines:
      from === 'SGSIN' && to === 'DEHAM'
        ? SINGAPORE_HAMBURG_LINES
        : from === 'INNSA'
          ? ASIA_EUROPE_LINES.slice(0, 4)
          : from === 'SGSIN'
            ? ['MAEU', 'MSCU', 'CMDU', 'ONEY']
            : ASIA_EUROPE_LINES,
    weekly: SPOT_LINES,
    hazardousSurcharge: from === 'CNSHA' && to === 'DEHAM' ? 450 : undefined,
  }));

const SEA_LANES: SeaLane[] = [
  // Asia–Europe, through Suez or round the Cape.
  ...asiaEurope('CNSHA', 2450, 32),
  ...asiaEurope('CNNGB', 2400, 31),
  ...asiaEurope('SGSIN', 2200, 26),
  ...asiaEurope('INNSA', 1900, 24),
  // Into the Gulf.
  {
    from: 'CNSHA',
    to: 'AEJEA',
    base40: 1500,
    transitDays: 20,
    lines: ['MAEU', 'MSCU', 'CMDU', 'COSU', 'ONEY'],
    weekly: ['MAEU', 'ONEY'],
    hazardousSurcharge: 350,
  },
  { from: 'SGSIN', to: 'AEJEA', base40: 1100, transitDays: 13, lines: ['MAEU', 'MSCU', 'PABV', 'ONEY'] },
  { from: 'INNSA', to: 'AEJEA', base40: 450, transitDays: 5, lines: ['MAEU', 'MSCU', 'CMDU', 'PABV'] },
  { from: 'INNSA', to: 'AEJEA', base40: 420, transitDays: 6, lines: ['CMDU'], vendor: GULF_LINE },
  { from: 'INMUN', to: 'AEJEA', base40: 420, transitDays: 4, lines: ['MSCU', 'CMDU', 'HLCU'] },
  // Jebel Ali to the rest of the Gulf and the Red Sea.
  { from: 'AEJEA', to: 'SAJED', base40: 900, transitDays: 9, lines: ['MAEU', 'MSCU', 'CMDU'] },
  { from: 'AEJEA', to: 'OMSOH', base40: 350, transitDays: 2, lines: ['MSCU', 'CMDU'] },
  { from: 'AEJEA', to: 'SADMM', base40: 600, transitDays: 4, lines: ['MAEU', 'MSCU', 'CMDU'] },
  { from: 'AEJEA', to: 'KWSAA', base40: 550, transitDays: 4, lines: ['MSCU', 'CMDU'] },
  { from: 'AEJEA', to: 'BHKBS', base40: 500, transitDays: 3, lines: ['MAEU', 'CMDU'] },
  ...['SAJED', 'OMSOH', 'SADMM', 'KWSAA', 'BHKBS'].map((to, i) => ({
    from: 'AEJEA',
    to,
    base40: [860, 330, 570, 520, 480][i] ?? 500,
    transitDays: [10, 3, 5, 5, 4][i] ?? 5,
    lines: ['CMDU'],
    vendor: GULF_LINE,
  })),
  // India and Singapore, both ways.
  { from: 'AEJEA', to: 'INNSA', base40: 350, transitDays: 5, lines: ['MAEU', 'MSCU', 'CMDU', 'HLCU'] },
  { from: 'AEJEA', to: 'INMUN', base40: 330, transitDays: 4, lines: ['MSCU', 'CMDU', 'HLCU'] },
  { from: 'INNSA', to: 'SGSIN', base40: 550, transitDays: 9, lines: ['MAEU', 'ONEY', 'PABV', 'WHLC'] },
  { from: 'INMUN', to: 'SGSIN', base40: 600, transitDays: 10, lines: ['MAEU', 'ONEY', 'PABV'] },
  { from: 'SGSIN', to: 'INNSA', base40: 450, transitDays: 8, lines: ['MAEU', 'ONEY', 'PABV', 'WHLC'] },
  { from: 'SGSIN', to: 'INMUN', base40: 480, transitDays: 9, lines: ['ONEY', 'PABV', 'WHLC'] },
  // Swift's Rotterdam consolidations to the Gulf and India.
  { from: 'NLRTM', to: 'AEJEA', base40: 1350, transitDays: 21, lines: ['MSCU', 'HLCU'], vendor: SWIFT },
  { from: 'NLRTM', to: 'INNSA', base40: 1250, transitDays: 24, lines: ['MSCU', 'HLCU'], vendor: SWIFT },
];

/** Free time at destination each line grants (days). */
const LINE_FREE_DAYS: Record<string, number> = {
  MAEU: 10,
  MSCU: 14,
  CMDU: 12,
  HLCU: 10,
  COSU: 14,
  ONEY: 10,
  EGLV: 12,
  PABV: 14,
  WHLC: 10,
};

type AirLane = {
  from: string;
  to: string;
  airline: string;
  currency: string;
  /** Per kg in the minimum break. */
  minimumBreak: number;
  transitDays: number;
  cadence: Cadence;
};

const AIR_LANES: AirLane[] = [
  {
    from: 'DXB',
    to: 'LHR',
    airline: 'EK',
    currency: 'AED',
    minimumBreak: 14.5,
    transitDays: 1,
    cadence: 'weekly',
  },
  {
    from: 'DXB',
    to: 'LHR',
    airline: 'BA',
    currency: 'USD',
    minimumBreak: 4.1,
    transitDays: 1,
    cadence: 'monthly',
  },
  {
    from: 'DXB',
    to: 'FRA',
    airline: 'EK',
    currency: 'AED',
    minimumBreak: 13.2,
    transitDays: 1,
    cadence: 'weekly',
  },
  {
    from: 'DXB',
    to: 'FRA',
    airline: 'LH',
    currency: 'USD',
    minimumBreak: 3.8,
    transitDays: 2,
    cadence: 'monthly',
  },
  {
    from: 'BOM',
    to: 'DXB',
    airline: 'EK',
    currency: 'USD',
    minimumBreak: 1.65,
    transitDays: 1,
    cadence: 'monthly',
  },
  {
    from: 'BOM',
    to: 'DXB',
    airline: 'AI',
    currency: 'USD',
    minimumBreak: 1.5,
    transitDays: 1,
    cadence: 'monthly',
  },
  {
    from: 'PVG',
    to: 'FRA',
    airline: 'LH',
    currency: 'USD',
    minimumBreak: 4.9,
    transitDays: 2,
    cadence: 'weekly',
  },
  {
    from: 'PVG',
    to: 'FRA',
    airline: 'MU',
    currency: 'USD',
    minimumBreak: 4.4,
    transitDays: 3,
    cadence: 'monthly',
  },
  {
    from: 'SIN',
    to: 'DXB',
    airline: 'SQ',
    currency: 'USD',
    minimumBreak: 2.7,
    transitDays: 2,
    cadence: 'monthly',
  },
  {
    from: 'SIN',
    to: 'DXB',
    airline: 'EK',
    currency: 'USD',
    minimumBreak: 2.55,
    transitDays: 1,
    cadence: 'weekly',
  },
];

const REMARKS = [
  'Subject to peak season surcharge',
  'Excluding EU ETS surcharge',
  'Bunker included',
  'Subject to equipment availability',
  'Transhipment at Salalah',
];

/** An amount per size: [20', 40', 40' high cube]; one number: the same for every size or none. */
type Amounts = number | readonly [number, number, number];

type LocalCharge = {
  mode: FreightType;
  port: string;
  portType: ChargePortType;
  label: string;
  basis: ChargeBasis;
  currency: string;
  buy: Amounts;
  /** An explicit sell rate; else the customer's tier prices it. */
  sell?: Amounts;
  /** Only this line's (SCAC); else every line's. */
  line?: string;
  remarks?: string;
};

const thc = (port: string, portType: ChargePortType, currency: string, buy: Amounts, line?: string) => ({
  mode: SEA,
  port,
  portType,
  label: portType === ORIGIN ? 'Terminal Handling Charge (Origin)' : 'Terminal Handling Charge (Destination)',
  basis: PER_CONTAINER,
  currency,
  buy,
  line,
});

const SEA_LOCAL_CHARGES: LocalCharge[] = [
  // Origin.
  thc('CNSHA', ORIGIN, 'CNY', [1100, 1650, 1650]),
  {
    mode: SEA,
    port: 'CNSHA',
    portType: ORIGIN,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'CNY',
    buy: 450,
  },
  {
    mode: SEA,
    port: 'CNSHA',
    portType: ORIGIN,
    label: 'Seal Fee',
    basis: PER_CONTAINER,
    currency: 'CNY',
    buy: 50,
  },
  thc('CNNGB', ORIGIN, 'CNY', [1000, 1500, 1500]),
  {
    mode: SEA,
    port: 'CNNGB',
    portType: ORIGIN,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'CNY',
    buy: 450,
  },
  thc('SGSIN', ORIGIN, 'SGD', [230, 330, 330]),
  {
    mode: SEA,
    port: 'SGSIN',
    portType: ORIGIN,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'SGD',
    buy: 60,
  },
  thc('INNSA', ORIGIN, 'INR', [7500, 11000, 11000]),
  { mode: SEA, port: 'INNSA', portType: ORIGIN, label: 'B/L Fee', basis: PER_BL, currency: 'INR', buy: 3500 },
  thc('INMUN', ORIGIN, 'INR', [7000, 10500, 10500]),
  { mode: SEA, port: 'INMUN', portType: ORIGIN, label: 'B/L Fee', basis: PER_BL, currency: 'INR', buy: 3500 },
  thc('AEJEA', ORIGIN, 'AED', [700, 950, 950]),
  {
    mode: SEA,
    port: 'AEJEA',
    portType: ORIGIN,
    label: 'B/L Fee',
    basis: PER_BL,
    currency: 'AED',
    buy: 300,
    sell: 350,
  },
  thc('NLRTM', ORIGIN, 'EUR', [235, 255, 255]),
  {
    mode: SEA,
    port: 'NLRTM',
    portType: ORIGIN,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'EUR',
    buy: 45,
  },
  // Destination.
  thc('AEJEA', DESTINATION, 'AED', [760, 1050, 1050]),
  {
    mode: SEA,
    port: 'AEJEA',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'AED',
    buy: 850,
    sell: 950,
  },
  {
    mode: SEA,
    port: 'AEJEA',
    portType: DESTINATION,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'AED',
    buy: 175,
  },
  {
    mode: SEA,
    port: 'AEJEA',
    portType: DESTINATION,
    label: 'Port Dues',
    basis: PER_CONTAINER,
    currency: 'AED',
    buy: 90,
    remarks: 'DP World Jebel Ali inspection and gate fees',
  },
  thc('NLRTM', DESTINATION, 'EUR', [245, 265, 265]),
  {
    mode: SEA,
    port: 'NLRTM',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'EUR',
    buy: 75,
  },
  {
    mode: SEA,
    port: 'NLRTM',
    portType: DESTINATION,
    label: 'Documentation Fee',
    basis: PER_BL,
    currency: 'EUR',
    buy: 45,
  },
  thc('BEANR', DESTINATION, 'EUR', [230, 250, 250]),
  {
    mode: SEA,
    port: 'BEANR',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'EUR',
    buy: 70,
  },
  // Hamburg's terminals bill each line its own THC; the lines calling from Singapore have none here.
  ...ASIA_EUROPE_LINES.flatMap((line, i): LocalCharge[] => [
    thc('DEHAM', DESTINATION, 'EUR', [265 + i * 5, 285 + i * 5, 285 + i * 5], line),
    {
      mode: SEA,
      port: 'DEHAM',
      portType: DESTINATION,
      label: 'Delivery Order Fee',
      basis: PER_BL,
      currency: 'EUR',
      buy: 80,
      line,
    },
  ]),
  thc('INNSA', DESTINATION, 'INR', [8000, 12000, 12000]),
  {
    mode: SEA,
    port: 'INNSA',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'INR',
    buy: 4500,
  },
  thc('INMUN', DESTINATION, 'INR', [7500, 11000, 11000]),
  {
    mode: SEA,
    port: 'INMUN',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'INR',
    buy: 4500,
  },
  thc('SGSIN', DESTINATION, 'SGD', [220, 320, 320]),
  {
    mode: SEA,
    port: 'SGSIN',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_BL,
    currency: 'SGD',
    buy: 55,
  },
];

const AIR_LOCAL_CHARGES: LocalCharge[] = [
  {
    mode: AIR,
    port: 'DXB',
    portType: ORIGIN,
    label: 'Export Handling',
    basis: PER_KG,
    currency: 'AED',
    buy: 0.35,
  },
  {
    mode: AIR,
    port: 'DXB',
    portType: ORIGIN,
    label: 'Security Screening',
    basis: PER_KG,
    currency: 'AED',
    buy: 0.15,
  },
  {
    mode: AIR,
    port: 'DXB',
    portType: ORIGIN,
    label: 'Air Waybill Fee',
    basis: PER_SHIPMENT,
    currency: 'AED',
    buy: 75,
    sell: 100,
  },
  {
    mode: AIR,
    port: 'DXB',
    portType: DESTINATION,
    label: 'Import Handling',
    basis: PER_KG,
    currency: 'AED',
    buy: 0.4,
  },
  {
    mode: AIR,
    port: 'DXB',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_SHIPMENT,
    currency: 'AED',
    buy: 150,
  },
  {
    mode: AIR,
    port: 'BOM',
    portType: ORIGIN,
    label: 'Terminal Handling',
    basis: PER_KG,
    currency: 'INR',
    buy: 6,
  },
  {
    mode: AIR,
    port: 'BOM',
    portType: ORIGIN,
    label: 'Air Waybill Fee',
    basis: PER_SHIPMENT,
    currency: 'INR',
    buy: 1500,
  },
  {
    mode: AIR,
    port: 'PVG',
    portType: ORIGIN,
    label: 'Terminal Handling',
    basis: PER_KG,
    currency: 'CNY',
    buy: 1.2,
  },
  {
    mode: AIR,
    port: 'SIN',
    portType: ORIGIN,
    label: 'Terminal Handling',
    basis: PER_KG,
    currency: 'SGD',
    buy: 0.3,
  },
  {
    mode: AIR,
    port: 'LHR',
    portType: DESTINATION,
    label: 'Import Handling',
    basis: PER_KG,
    currency: 'GBP',
    buy: 0.25,
  },
  {
    mode: AIR,
    port: 'FRA',
    portType: DESTINATION,
    label: 'Import Handling',
    basis: PER_KG,
    currency: 'EUR',
    buy: 0.22,
  },
  {
    mode: AIR,
    port: 'FRA',
    portType: DESTINATION,
    label: 'Delivery Order Fee',
    basis: PER_SHIPMENT,
    currency: 'EUR',
    buy: 35,
  },
];

/** A dry port of Oceanic's own: the shipped list has no German inland terminal. */
const MUNICH_TERMINAL = {
  type: 'dry',
  code: 'DEMUC',
  name: 'Munich-Riem Container Terminal',
  city: 'Munich',
  countryCode: 'DE',
  timeZone: 'Europe/Berlin',
} as const;

type Place = { country: string; city: string };
type TransportLeg = {
  points: TransportPoints;
  type: TransportType;
  label: string;
  port?: string;
  /** A shipped dry port's code, or Oceanic's own Munich terminal. */
  customPoint?: string;
  place?: Place;
  currency: string;
  buy: Amounts;
};

const TRANSPORT_LEGS: TransportLeg[] = [
  ...(
    [
      ['Dubai', [650, 800, 800]],
      ['Sharjah', [900, 1050, 1050]],
      ['Abu Dhabi', [1300, 1500, 1500]],
    ] as const
  ).map(
    ([city, buy]): TransportLeg => ({
      points: 'destinationPortToFinalPlace',
      type: ROAD,
      label: `Trucking Jebel Ali to ${city}`,
      port: 'AEJEA',
      place: { country: 'AE', city },
      currency: 'AED',
      buy,
    }),
  ),
  {
    points: 'originPlaceToPort',
    type: ROAD,
    label: 'Pickup Dubai to Jebel Ali',
    port: 'AEJEA',
    place: { country: 'AE', city: 'Dubai' },
    currency: 'AED',
    buy: [600, 750, 750],
  },
  {
    points: 'destinationPortToCustomPoint',
    type: RAIL,
    label: 'Rail Hamburg to Munich-Riem',
    port: 'DEHAM',
    customPoint: MUNICH_TERMINAL.code,
    currency: 'EUR',
    buy: [780, 1050, 1050],
  },
  {
    points: 'destinationCustomPointToFinalPlace',
    type: ROAD,
    label: 'Delivery Munich-Riem to Munich',
    customPoint: MUNICH_TERMINAL.code,
    place: { country: 'DE', city: 'Munich' },
    currency: 'EUR',
    buy: [320, 380, 380],
  },
  {
    points: 'destinationPortToFinalPlace',
    type: ROAD,
    label: 'Trucking Hamburg port to Hamburg',
    port: 'DEHAM',
    place: { country: 'DE', city: 'Hamburg' },
    currency: 'EUR',
    buy: [290, 340, 340],
  },
  {
    points: 'originCustomPointToPort',
    type: RAIL,
    label: 'Rail ICD Tughlakabad to Nhava Sheva',
    port: 'INNSA',
    customPoint: 'INTKD',
    currency: 'INR',
    buy: [48000, 78000, 78000],
  },
  {
    points: 'originPlaceToCustomPoint',
    type: ROAD,
    label: 'Pickup New Delhi to ICD Tughlakabad',
    customPoint: 'INTKD',
    place: { country: 'IN', city: 'New Delhi' },
    currency: 'INR',
    buy: [9000, 12500, 12500],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(day) + days * DAY_MS));

/** A validity window, with its place around today (negative: past). */
type Window = { from: string; till: string; offset: number };

/** Monday–Sunday weeks around `now`: six past ones, this one, two to come. */
function weeklyWindows(now: Date): Window[] {
  const today = dayOf(now);
  const monday = addDays(today, -((now.getUTCDay() + 6) % 7));
  return Array.from({ length: 9 }, (_, i) => {
    const from = addDays(monday, (i - 6) * 7);
    return { from, till: addDays(from, 6), offset: i - 6 };
  });
}

/** Calendar months around `now`: three past ones, this one, the next. */
function monthlyWindows(now: Date): Window[] {
  return Array.from({ length: 5 }, (_, i) => {
    const offset = i - 3;
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
    return { from: dayOf(first), till: dayOf(last), offset };
  });
}

/** A pseudo-random number in [0, 1) fixed by `key` (FNV-1a, then one mulberry32 step). */
function randomOf(key: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const money = (value: number) => value.toFixed(2);
const amountOf = (amounts: Amounts, size: number) =>
  typeof amounts === 'number' ? amounts : (amounts[size] ?? amounts[0]);

/** Rows the multi-row INSERT takes at once: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
async function insertChunked<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** Ids by key of the reference rows a query finds; any key not found fails the seed. */
async function idsByKey(
  what: string,
  wanted: readonly string[],
  rows: Promise<{ key: string | null; id: number }[]>,
) {
  const found = new Map((await rows).map((row) => [row.key ?? '', row.id]));
  const missing = [...new Set(wanted)].filter((key) => !found.has(key));
  if (missing.length > 0) throw new Error(`demo seed: ${what} missing: ${missing.join(', ')}`);
  return (key: string) => found.get(key) as number;
}

async function shippedPorts(db: DbOrTx, type: 'sea' | 'air' | 'dry', codes: string[]) {
  return idsByKey(
    `shipped ${type} ports`,
    codes,
    db
      .select({ key: ports.code, id: ports.id })
      .from(ports)
      .where(and(isNull(ports.companyId), eq(ports.type, type), inArray(ports.code, codes))),
  );
}

async function shippedCarriers(db: DbOrTx, mode: FreightType, codes: string[]) {
  const code = mode === SEA ? shippingCompanies.scacCode : shippingCompanies.iataCode;
  return idsByKey(
    `shipped ${mode} carriers`,
    codes,
    db
      .select({ key: code, id: shippingCompanies.id })
      .from(shippingCompanies)
      .where(
        and(
          isNull(shippingCompanies.companyId),
          eq(shippingCompanies.shippingMode, mode),
          inArray(code, codes),
        ),
      ),
  );
}

/** Oceanic's Munich terminal: made once, found again on a second run. */
async function munichTerminal(db: DbOrTx, companyId: number) {
  const port = companyPortRequestSchema.parse(MUNICH_TERMINAL);
  const where = and(eq(ports.companyId, companyId), eq(ports.type, port.type), eq(ports.code, port.code));
  const [existing] = await db.select({ id: ports.id }).from(ports).where(where);
  if (existing) return existing.id;
  const [row] = await db
    .insert(ports)
    .values({ ...port, companyId, searchText: portSearchText(port) })
    .returning({ id: ports.id });
  if (!row) throw new Error('demo seed: the Munich terminal insert returned nothing');
  return row.id;
}

export type DemoRatesResult = { validRates: number; localCharges: number; transportCharges: number };

/** Oceanic's valid rates, local and transport charges around `now`; nothing when it has rates already. */
export async function seedDemoRates(
  db: DbOrTx,
  company: { companyId: number; createdBy: number },
  now: Date,
): Promise<DemoRatesResult> {
  const { companyId, createdBy } = company;
  const [seeded] = await db
    .select({ id: validRates.id })
    .from(validRates)
    .where(eq(validRates.companyId, companyId))
    .limit(1);
  if (seeded) return { validRates: 0, localCharges: 0, transportCharges: 0 };

  const seaCodes = [
    ...SEA_LANES.flatMap((lane) => [lane.from, lane.to]),
    ...SEA_LOCAL_CHARGES.map((charge) => charge.port),
    ...TRANSPORT_LEGS.flatMap((leg) => (leg.port ? [leg.port] : [])),
  ];
  const airCodes = [
    ...AIR_LANES.flatMap((lane) => [lane.from, lane.to]),
    ...AIR_LOCAL_CHARGES.map((c) => c.port),
  ];
  const seaPort = await shippedPorts(db, 'sea', seaCodes);
  const airPort = await shippedPorts(db, 'air', airCodes);
  const dryCodes = TRANSPORT_LEGS.flatMap((leg) =>
    leg.customPoint && leg.customPoint !== MUNICH_TERMINAL.code ? [leg.customPoint] : [],
  );
  const dryPort = await shippedPorts(db, 'dry', dryCodes);
  const munichId = await munichTerminal(db, companyId);
  const customPoint = (code: string) => (code === MUNICH_TERMINAL.code ? munichId : dryPort(code));
  const line = await shippedCarriers(db, SEA, [
    ...SEA_LANES.flatMap((lane) => lane.lines),
    ...SEA_LOCAL_CHARGES.flatMap((c) => (c.line ? [c.line] : [])),
  ]);
  const airline = await shippedCarriers(
    db,
    AIR,
    AIR_LANES.map((lane) => lane.airline),
  );
  const size = await idsByKey(
    'shipped container sizes',
    Object.values(SIZES),
    db
      .select({ key: containerSizes.isoCode, id: containerSizes.id })
      .from(containerSizes)
      .where(inArray(containerSizes.isoCode, Object.values(SIZES))),
  );
  const slab = await idsByKey(
    "the company's air weight slabs",
    AIR_BREAKS.map(([name]) => name),
    db
      .select({ key: weightSlabs.name, id: weightSlabs.id })
      .from(weightSlabs)
      .where(and(eq(weightSlabs.companyId, companyId), eq(weightSlabs.type, AIR))),
  );
  const vendorNames = [SWIFT, GULF_LINE];
  const vendor = await idsByKey(
    "the company's vendors",
    vendorNames,
    db
      .select({ key: vendors.name, id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.companyId, companyId), inArray(vendors.name, vendorNames))),
  );
  const places = TRANSPORT_LEGS.flatMap((leg) => (leg.place ? [leg.place] : []));
  const placeKey = (place: Place) => `${place.country}/${place.city}`;
  const city = await idsByKey(
    'shipped cities',
    places.map(placeKey),
    db
      .select({
        key: sql<string>`${cities.countryCode} || '/' || ${cities.name}`,
        id: sql<number>`min(${cities.id})`,
      })
      .from(cities)
      .where(
        and(
          isNull(cities.companyId),
          sql`(${cities.countryCode}, ${cities.name}) in (${sql.join(
            places.map((p): SQL => sql`(${p.country}, ${p.city})`),
            sql`, `,
          )})`,
        ),
      )
      .groupBy(cities.countryCode, cities.name),
  );

  const weeks = weeklyWindows(now);
  const months = monthlyWindows(now);
  type RateRow = typeof validRates.$inferInsert;
  const rates: RateRow[] = [];

  for (const lane of SEA_LANES) {
    for (const scac of lane.lines) {
      const cadence: Cadence = lane.weekly?.includes(scac) ? 'weekly' : 'monthly';
      const key = `${lane.from}-${lane.to}-${scac}-${lane.vendor ?? ''}`;
      // Each line prices a few percent off the market, and keeps its own transit time.
      const lineFactor = 0.9 + 0.2 * randomOf(key);
      const transitDays = lane.transitDays + Math.floor(randomOf(`${key}/transit`) * 4);
      for (const window of cadence === 'weekly' ? weeks : months) {
        // The market eases a little towards today, and every filing moves by its own few percent.
        const trend = 1 - window.offset * (cadence === 'weekly' ? 0.008 : 0.03);
        const noise = 0.96 + 0.08 * randomOf(`${key}/${window.from}`);
        const base40 = lane.base40 * lineFactor * trend * noise;
        const commodities = [GENERAL];
        if (lane.hazardousSurcharge && window.offset === 0) commodities.push(HAZARDOUS);
        for (const commodityType of commodities) {
          const surcharge = commodityType === HAZARDOUS ? (lane.hazardousSurcharge ?? 0) : 0;
          SIZE_KEYS.forEach((sizeKey, s) => {
            const perSize = { '20': base40 * 0.58, '40': base40, '40HC': base40 + 75 }[sizeKey];
            const buy = roundTo(perSize + surcharge, 5);
            const rowKey = `${key}/${window.from}/${sizeKey}/${commodityType}`;
            const explicitSell = randomOf(`${rowKey}/sell`) < 0.06;
            const remark = randomOf(`${rowKey}/remark`);
            rates.push({
              companyId,
              mode: SEA,
              originPortId: seaPort(lane.from),
              destinationPortId: seaPort(lane.to),
              shippingCompanyId: line(scac),
              containerSizeId: size(SIZES[sizeKey]),
              commodityType,
              buyRate: money(buy),
              sellRate: explicitSell ? money(buy + (s === 0 ? 90 : 150)) : null,
              currency: 'USD',
              validFrom: window.from,
              validTill: window.till,
              transitDays,
              freeDays: lane.vendor ? 7 : (LINE_FREE_DAYS[scac] ?? 10),
              vendorId: lane.vendor ? vendor(lane.vendor) : null,
              remarks:
                commodityType === HAZARDOUS
                  ? 'IMO classes 3, 8 and 9 only'
                  : remark < 0.15
                    ? (REMARKS[Math.floor(remark * 100) % REMARKS.length] ?? null)
                    : null,
              createdBy,
            });
          });
        }
      }
    }
  }

  for (const lane of AIR_LANES) {
    const key = `${lane.from}-${lane.to}-${lane.airline}`;
    for (const window of lane.cadence === 'weekly' ? weeks : months) {
      const trend = 1 - window.offset * (lane.cadence === 'weekly' ? 0.005 : 0.02);
      const noise = 0.95 + 0.1 * randomOf(`${key}/${window.from}`);
      const explicitSell = randomOf(`${key}/${window.from}/sell`) < 0.1;
      for (const [name, factor] of AIR_BREAKS) {
        const buy = Math.round(lane.minimumBreak * factor * trend * noise * 100) / 100;
        rates.push({
          companyId,
          mode: AIR,
          originPortId: airPort(lane.from),
          destinationPortId: airPort(lane.to),
          shippingCompanyId: airline(lane.airline),
          weightSlabId: slab(name),
          commodityType: GENERAL,
          buyRate: money(buy),
          sellRate: explicitSell ? money(buy * 1.15) : null,
          currency: lane.currency,
          validFrom: window.from,
          validTill: window.till,
          transitDays: lane.transitDays,
          freeDays: null,
          createdBy,
        });
      }
    }
  }

  // Charges: the current tariff from three months back to six months ahead, and Jebel Ali's
  // previous one, expired, which the Rate Wizard must never price.
  const tariff = { validFrom: months[0]?.from ?? dayOf(now), validTill: addDays(dayOf(now), 180) };
  const previousTariff = {
    validFrom: addDays(tariff.validFrom, -270),
    validTill: addDays(tariff.validFrom, -1),
  };
  type LocalRow = typeof localCharges.$inferInsert;
  const localRows: LocalRow[] = [];
  for (const charge of [...SEA_LOCAL_CHARGES, ...AIR_LOCAL_CHARGES]) {
    const portId = charge.mode === SEA ? seaPort(charge.port) : airPort(charge.port);
    const sizes = typeof charge.buy === 'number' ? [null] : SIZE_KEYS;
    sizes.forEach((sizeKey, s) => {
      const buy = amountOf(charge.buy, s);
      const row: LocalRow = {
        companyId,
        mode: charge.mode,
        portType: charge.portType,
        portId,
        label: charge.label,
        basis: charge.basis,
        buyRate: money(buy),
        rate: charge.sell === undefined ? null : money(amountOf(charge.sell, s)),
        currency: charge.currency,
        ...tariff,
        containerSizeId: sizeKey ? size(SIZES[sizeKey]) : null,
        shippingCompanyId: charge.line ? line(charge.line) : null,
        remarks: charge.remarks ?? null,
        createdBy,
      };
      localRows.push(row);
      if (charge.port === 'AEJEA' && charge.portType === DESTINATION && charge.basis === PER_CONTAINER) {
        localRows.push({
          ...row,
          ...previousTariff,
          buyRate: money(roundTo(buy * 0.92, 5)),
          remarks: 'Previous tariff',
        });
      }
    });
  }

  type TransportRow = typeof transportCharges.$inferInsert;
  const transportRows: TransportRow[] = TRANSPORT_LEGS.flatMap((leg) =>
    SIZE_KEYS.map(
      (sizeKey, s): TransportRow => ({
        companyId,
        mode: SEA,
        transportPoints: leg.points,
        transportType: leg.type,
        label: leg.label,
        basis: PER_CONTAINER,
        portId: leg.port ? seaPort(leg.port) : null,
        customPointId: leg.customPoint ? customPoint(leg.customPoint) : null,
        cityId: leg.place ? city(placeKey(leg.place)) : null,
        buyRate: money(amountOf(leg.buy, s)),
        rate: null,
        currency: leg.currency,
        ...tariff,
        containerSizeId: size(SIZES[sizeKey]),
        createdBy,
      }),
    ),
  );

  await insertChunked(db, validRates, rates);
  await insertChunked(db, localCharges, localRows);
  await insertChunked(db, transportCharges, transportRows);
  return { validRates: rates.length, localCharges: localRows.length, transportCharges: transportRows.length };
}
