import {
  type DemurrageType,
  type DetentionType,
  type EventDateRequest,
  eventDateRequestSchema,
  exchangeRateRequestSchema,
  type FreeDaysRequest,
  type FreightType,
  findOverlappingSlab,
  freeDaysRequestSchema,
  type NewsAudience,
  type NewsRequest,
  newsRequestSchema,
  type PortType,
  type WeightSlabRange,
  type WeightSlabType,
  type WeightUnit,
  weightSlabOverlapMessage,
  weightSlabRequestSchema,
} from '@fastforward/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  companySettings,
  containerSizes,
  eventDates,
  exchangeRates,
  freeDays,
  news,
  ports,
  shippingCompanies,
  weightSlabs,
} from '../schema';

/**
 * The Masters a demo forwarder starts with (SEED_DEMO only), so its lists are not empty on day one.
 * Every row passes the domain schema the API validates with, and the shipped reference rows it
 * points at are looked up by their natural keys: a missing one throws and the seed fails.
 * Exchange rates are rates to the company's base currency: the demo company's settings are seeded
 * first (seed/demo.ts), and these rates are written for its dirham.
 */

const AIR: WeightSlabType = 'air';
const SEA: WeightSlabType = 'sea';
const KGS: WeightUnit = 'Kgs';
const SEA_PORT: PortType = 'sea';
const OCEAN: FreightType = 'sea';
const SEPARATE: DemurrageType = 'separate';
const MERGED: DemurrageType = 'merged';
const CALENDAR_DAYS: DetentionType = 'calendar-days';
const WORKING_DAYS: DetentionType = 'working-days';
const STAFF: NewsAudience = 'staff';
const CUSTOMERS: NewsAudience = 'customers';
const EVERYONE: NewsAudience = 'all';

/** ISO 6346 size-type codes of the shipped 20' and 40' standard (dry) containers. */
const STANDARD_20 = '22G1';
const STANDARD_40 = '42G1';

type Slab = { name: string; min?: number; max?: number };

/** The usual airline breaks (chargeable weight, kg), each [min, max). */
const AIR_SLABS: Slab[] = [
  { name: '-45', max: 45 },
  { name: '45-100', min: 45, max: 100 },
  { name: '100-300', min: 100, max: 300 },
  { name: '300-500', min: 300, max: 500 },
  { name: '500+', min: 500 },
];

/** Cargo weight per box (kg): above these the carriers' overweight surcharges apply. */
const SEA_SLABS: Record<string, Slab[]> = {
  [STANDARD_20]: [
    { name: "20' up to 18 t", max: 18_000 },
    { name: "20' 18 t and over", min: 18_000 },
  ],
  [STANDARD_40]: [
    { name: "40' up to 20 t", max: 20_000 },
    { name: "40' 20 t and over", min: 20_000 },
  ],
};

type Terms = { origin: number; destination: number; demurrage: DemurrageType; detention: DetentionType };

/** Free time per ocean carrier (by SCAC) and port (by UN/LOCODE), the same for 20' and 40'. */
const FREE_DAYS: Record<string, Record<string, Terms>> = {
  // Maersk
  MAEU: {
    AEJEA: { origin: 5, destination: 10, demurrage: MERGED, detention: CALENDAR_DAYS },
    NLRTM: { origin: 4, destination: 7, demurrage: MERGED, detention: CALENDAR_DAYS },
  },
  // MSC Mediterranean Shipping Company
  MSCU: {
    AEJEA: { origin: 7, destination: 14, demurrage: SEPARATE, detention: CALENDAR_DAYS },
    NLRTM: { origin: 5, destination: 10, demurrage: SEPARATE, detention: CALENDAR_DAYS },
  },
  // CMA CGM
  CMDU: {
    AEJEA: { origin: 6, destination: 12, demurrage: SEPARATE, detention: WORKING_DAYS },
    NLRTM: { origin: 4, destination: 8, demurrage: MERGED, detention: CALENDAR_DAYS },
  },
  // Hapag-Lloyd
  HLCU: {
    AEJEA: { origin: 5, destination: 10, demurrage: SEPARATE, detention: CALENDAR_DAYS },
    NLRTM: { origin: 5, destination: 9, demurrage: MERGED, detention: WORKING_DAYS },
  },
};

/** The base currency the demo exchange rates are written against. */
const RATES_BASE_CURRENCY = 'AED';

/** Dirhams for one unit of each currency: the dirham's dollar peg, and round market rates. */
const EXCHANGE_RATES: Record<string, string> = {
  USD: '3.6725',
  EUR: '3.98',
  GBP: '4.64',
  SGD: '2.73',
  INR: '0.0441',
  CNY: '0.506',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD (UTC) of `date`. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day on or after `today` that is `month`-`day`; spans keep their own length. */
function nextOccurrence(today: string, month: number, day: number, lengthDays = 1) {
  const year = Number(today.slice(0, 4));
  const start = (y: number) => new Date(Date.UTC(y, month - 1, day));
  const end = (y: number) => new Date(start(y).getTime() + (lengthDays - 1) * DAY_MS);
  const y = dayOf(end(year)) >= today ? year : year + 1;
  return { startDate: dayOf(start(y)), endDate: lengthDays > 1 ? dayOf(end(y)) : null };
}

/** The next `weekday` (0 Sunday … 6 Saturday) after `now`. */
function nextWeekday(now: Date, weekday: number) {
  const ahead = (weekday - now.getUTCDay() + 7) % 7 || 7;
  return dayOf(new Date(now.getTime() + ahead * DAY_MS));
}

async function shippedContainerSize(db: DbOrTx, isoCode: string) {
  const rows = await db
    .select({ id: containerSizes.id })
    .from(containerSizes)
    .where(eq(containerSizes.isoCode, isoCode));
  const [row] = rows;
  if (!row || rows.length > 1) {
    throw new Error(`demo seed: expected one shipped container size ${isoCode}, found ${rows.length}`);
  }
  return row.id;
}

async function shippedSeaPort(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: ports.id })
    .from(ports)
    .where(and(isNull(ports.companyId), eq(ports.type, SEA_PORT), eq(ports.code, code)));
  if (!row) throw new Error(`demo seed: the shipped sea port ${code} is missing`);
  return row.id;
}

async function shippedOceanCarrier(db: DbOrTx, scacCode: string) {
  const [row] = await db
    .select({ id: shippingCompanies.id })
    .from(shippingCompanies)
    .where(
      and(
        isNull(shippingCompanies.companyId),
        eq(shippingCompanies.shippingMode, OCEAN),
        eq(shippingCompanies.scacCode, scacCode),
      ),
    );
  if (!row) throw new Error(`demo seed: the shipped ocean carrier ${scacCode} is missing`);
  return row.id;
}

async function seedWeightSlabs(db: DbOrTx, companyId: number) {
  const bodies: object[] = AIR_SLABS.map((slab) => ({ type: AIR, measurementIn: KGS, ...slab }));
  for (const [isoCode, slabs] of Object.entries(SEA_SLABS)) {
    const containerSizeId = await shippedContainerSize(db, isoCode);
    bodies.push(...slabs.map((slab) => ({ type: SEA, measurementIn: KGS, containerSizeId, ...slab })));
  }
  // The schema the API validates a slab with.
  const requests = bodies.map((body) => weightSlabRequestSchema.parse(body));

  // The same overlap rule the API enforces: no two slabs of a scale share a weight.
  const seeded: WeightSlabRange[] = [];
  for (const slab of requests) {
    const range = {
      name: slab.name,
      type: slab.type,
      measurementIn: slab.measurementIn,
      containerSizeId: slab.containerSizeId ?? null,
      min: slab.min ?? null,
      max: slab.max ?? null,
    };
    const other = findOverlappingSlab(range, seeded);
    if (other) throw new Error(`demo seed: '${slab.name}': ${weightSlabOverlapMessage(other)}`);
    seeded.push(range);
  }
  await db.insert(weightSlabs).values(
    requests.map((slab) => ({
      companyId,
      type: slab.type,
      name: slab.name,
      minWeight: slab.min === undefined ? null : String(slab.min),
      maxWeight: slab.max === undefined ? null : String(slab.max),
      measurementIn: slab.measurementIn,
      containerSizeId: slab.containerSizeId ?? null,
    })),
  );
  return requests.length;
}

async function seedFreeDays(db: DbOrTx, companyId: number) {
  const sizeIds = [await shippedContainerSize(db, STANDARD_20), await shippedContainerSize(db, STANDARD_40)];
  const rows: FreeDaysRequest[] = [];
  for (const [scacCode, byPort] of Object.entries(FREE_DAYS)) {
    const shippingCompanyId = await shippedOceanCarrier(db, scacCode);
    for (const [code, terms] of Object.entries(byPort)) {
      const portId = await shippedSeaPort(db, code);
      for (const containerSizeId of sizeIds) {
        rows.push(
          freeDaysRequestSchema.parse({
            shippingCompanyId,
            portId,
            containerSizeId,
            originFreeDays: terms.origin,
            destinationFreeDays: terms.destination,
            demurrageType: terms.demurrage,
            detentionType: terms.detention,
          }),
        );
      }
    }
  }
  await db.insert(freeDays).values(rows.map((row) => ({ companyId, ...row })));
  return rows.length;
}

async function seedNews(db: DbOrTx, companyId: number, createdBy: number, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const items: NewsRequest[] = [
    {
      title: 'Jebel Ali gate-in cut-off moves to Thursday 18:00',
      body:
        'From this week the FCL gate-in cut-off at Jebel Ali for the Europe services is Thursday 18:00. ' +
        'Please submit VGM and shipping instructions 24 hours before the cut-off.',
      audience: STAFF,
      publishFrom: at(-3),
      publishUntil: null,
    },
    {
      title: 'Peak season surcharge on Far East and Europe routes',
      body:
        'The main carriers apply a peak season surcharge on sea freight from the Far East and to North ' +
        'Europe. Your quotes show it as a separate charge; ask your sales contact for the details.',
      audience: CUSTOMERS,
      publishFrom: at(-1),
      publishUntil: null,
    },
    {
      title: 'Holiday opening hours',
      body:
        'Our offices are closed on the public holidays shown in the calendar. Bookings and tracking stay ' +
        'open online; the operations desk answers urgent calls.',
      audience: EVERYONE,
      publishFrom: at(7),
      publishUntil: at(45),
    },
  ].map((item) => newsRequestSchema.parse(item));
  await db.insert(news).values(
    items.map((item) => ({
      companyId,
      title: item.title,
      body: item.body,
      audience: item.audience,
      publishFrom: new Date(item.publishFrom),
      publishUntil: item.publishUntil ? new Date(item.publishUntil) : null,
      createdBy,
    })),
  );
  return items.length;
}

async function seedEventDates(db: DbOrTx, companyId: number, now: Date) {
  const today = dayOf(now);
  const events: EventDateRequest[] = [
    {
      title: 'UAE National Day',
      ...nextOccurrence(today, 12, 2, 2),
      description: 'Public holiday: office closed, the operations desk on call.',
    },
    {
      title: 'Christmas Day: Rotterdam holiday hours',
      ...nextOccurrence(today, 12, 25),
      description:
        'Terminals and depots in Rotterdam work holiday hours; plan pick-ups and returns around it.',
    },
    {
      title: "New Year's Day",
      ...nextOccurrence(today, 1, 1),
      description: 'Public holiday: office closed.',
    },
    {
      title: 'Maersk cut-off, Jebel Ali to Rotterdam',
      startDate: nextWeekday(now, 4),
      endDate: null,
      description: 'FCL gate-in closes 18:00; VGM and shipping instructions due 24 hours before.',
    },
  ].map((event) => eventDateRequestSchema.parse(event));
  await db.insert(eventDates).values(
    events.map((event) => ({
      companyId,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate || null,
      description: event.description ?? null,
    })),
  );
  return events.length;
}

/** The rates from the first day of the year, to the company's base currency (which must be the dirham). */
async function seedExchangeRates(db: DbOrTx, companyId: number, now: Date) {
  const [settings] = await db
    .select({ baseCurrency: companySettings.baseCurrency })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  if (settings?.baseCurrency !== RATES_BASE_CURRENCY) {
    throw new Error(
      `demo seed: the exchange rates are to ${RATES_BASE_CURRENCY}, the company's base currency is ${settings?.baseCurrency ?? 'not set'}`,
    );
  }
  const validFrom = `${now.getUTCFullYear()}-01-01`;
  const items = Object.entries(EXCHANGE_RATES).map(([currencyCode, rate]) =>
    exchangeRateRequestSchema.parse({ currencyCode, rate, validFrom }),
  );
  await db.insert(exchangeRates).values(items.map((item) => ({ companyId, ...item })));
  return items.length;
}

export type DemoMastersResult = {
  weightSlabs: number;
  freeDays: number;
  news: number;
  eventDates: number;
  exchangeRates: number;
};

/** Weight slabs, free days, news, calendar events and exchange rates of one demo company, relative to `now`. */
export async function seedDemoMasters(
  db: DbOrTx,
  company: { companyId: number; createdBy: number },
  now: Date,
): Promise<DemoMastersResult> {
  return {
    weightSlabs: await seedWeightSlabs(db, company.companyId),
    freeDays: await seedFreeDays(db, company.companyId),
    news: await seedNews(db, company.companyId, company.createdBy, now),
    eventDates: await seedEventDates(db, company.companyId, now),
    exchangeRates: await seedExchangeRates(db, company.companyId, now),
  };
}
