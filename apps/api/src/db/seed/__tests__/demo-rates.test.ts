import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../../../test/demo-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../queries';
import {
  containerSizes,
  localCharges,
  ports,
  shippingCompanies,
  transportCharges,
  users,
  validRates,
} from '../../schema';
import { seedDemoRates } from '../demo-rates';

/** The rates the demo seed gives Oceanic (seed/demo-rates.ts), as the Rate Wizard will search them. */

let t: TestApp;
let oceanicId: number;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
  today = t.clock.now.toISOString().slice(0, 10);
});
afterAll(() => t.close());

const origin = alias(ports, 'origin');
const destination = alias(ports, 'destination');

/** Oceanic's rates on a lane valid today, with their line and size. */
const ratesToday = (from: string, to: string) =>
  t.db
    .select({
      line: shippingCompanies.scacCode,
      size: containerSizes.size,
      buyRate: validRates.buyRate,
      currency: validRates.currency,
      commodityType: validRates.commodityType,
    })
    .from(validRates)
    .innerJoin(origin, eq(origin.id, validRates.originPortId))
    .innerJoin(destination, eq(destination.id, validRates.destinationPortId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, validRates.shippingCompanyId))
    .leftJoin(containerSizes, eq(containerSizes.id, validRates.containerSizeId))
    .where(
      and(
        eq(validRates.companyId, oceanicId),
        eq(origin.code, from),
        eq(destination.code, to),
        lte(validRates.validFrom, today),
        gte(validRates.validTill, today),
      ),
    );

/** Oceanic's local charges at a port, of one side, valid today. */
const chargesToday = (code: string, portType: string) =>
  t.db
    .select({ label: localCharges.label, line: localCharges.shippingCompanyId, basis: localCharges.basis })
    .from(localCharges)
    .innerJoin(ports, eq(ports.id, localCharges.portId))
    .where(
      and(
        eq(localCharges.companyId, oceanicId),
        eq(ports.code, code),
        eq(localCharges.portType, portType),
        lte(localCharges.validFrom, today),
        gte(localCharges.validTill, today),
      ),
    );

describe("Oceanic's demo rates", () => {
  it('has a few thousand sea and air rates, expired, current and upcoming', async () => {
    const [counts] = rowsOf<Record<string, number>>(
      await t.db.execute(sql`
        select count(*)::int as total,
               count(*) filter (where mode = 'sea')::int as sea,
               count(*) filter (where mode = 'air')::int as air,
               count(*) filter (where valid_till < ${today})::int as expired,
               count(*) filter (where valid_from <= ${today} and valid_till >= ${today})::int as current,
               count(*) filter (where valid_from > ${today})::int as upcoming,
               count(*) filter (where sell_rate is not null)::int as explicit_sell,
               count(*) filter (where vendor_id is not null)::int as from_vendors,
               count(distinct shipping_company_id)::int as lines,
               count(distinct container_size_id)::int as sizes,
               count(distinct weight_slab_id)::int as slabs
          from valid_rates where company_id = ${oceanicId}`),
    );
    expect(counts?.total).toBeGreaterThan(2000);
    expect(counts?.total).toBeLessThan(5000);
    expect(counts?.sea).toBeGreaterThan(2000);
    expect(counts?.air).toBeGreaterThan(200);
    for (const key of ['expired', 'current', 'upcoming', 'explicit_sell', 'from_vendors']) {
      expect(counts?.[key], key).toBeGreaterThan(0);
    }
    expect(counts?.sizes).toBe(3);
    expect(counts?.slabs).toBe(5);
    expect(counts?.lines).toBeGreaterThanOrEqual(15);
  });

  it("prices Shanghai to Jebel Ali in 40' high cube today, from several lines at market levels", async () => {
    const rates = (await ratesToday('CNSHA', 'AEJEA')).filter(
      (r) => r.size === "40' High Cube" && r.commodityType === 'GNRL',
    );
    expect(new Set(rates.map((r) => r.line)).size).toBeGreaterThanOrEqual(3);
    for (const rate of rates) {
      expect(rate.currency).toBe('USD');
      expect(Number(rate.buyRate)).toBeGreaterThan(1000);
      expect(Number(rate.buyRate)).toBeLessThan(2500);
    }
    const hamburg = (await ratesToday('CNSHA', 'DEHAM')).filter(
      (r) => r.size === "40' High Cube" && r.commodityType === 'GNRL',
    );
    for (const rate of hamburg) {
      expect(Number(rate.buyRate)).toBeGreaterThanOrEqual(1800);
      expect(Number(rate.buyRate)).toBeLessThanOrEqual(3200);
    }
  });

  it('has charges at Jebel Ali, none at destination in Felixstowe or for the Singapore lines in Hamburg', async () => {
    const jebelAli = await chargesToday('AEJEA', 'destination');
    expect(jebelAli.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Terminal Handling Charge (Destination)', 'Delivery Order Fee']),
    );
    expect(new Set(jebelAli.map((c) => c.basis))).toEqual(new Set(['perContainer', 'perBl']));
    expect(await chargesToday('CNSHA', 'origin')).not.toHaveLength(0);
    expect(await chargesToday('GBFXT', 'destination')).toHaveLength(0);
    const hamburgLines = new Set((await chargesToday('DEHAM', 'destination')).map((c) => c.line));
    expect(hamburgLines.has(null)).toBe(false);
    const singaporeLines = await t.db
      .selectDistinct({ id: validRates.shippingCompanyId })
      .from(validRates)
      .innerJoin(origin, eq(origin.id, validRates.originPortId))
      .innerJoin(destination, eq(destination.id, validRates.destinationPortId))
      .where(
        and(eq(validRates.companyId, oceanicId), eq(origin.code, 'SGSIN'), eq(destination.code, 'DEHAM')),
      );
    expect(singaporeLines).not.toHaveLength(0);
    for (const { id } of singaporeLines) expect(hamburgLines.has(id)).toBe(false);

    const legs = await t.db
      .select({ points: transportCharges.transportPoints, type: transportCharges.transportType })
      .from(transportCharges)
      .where(eq(transportCharges.companyId, oceanicId));
    expect(legs.map((l) => `${l.points}/${l.type}`)).toEqual(
      expect.arrayContaining([
        'destinationPortToFinalPlace/road',
        'destinationPortToCustomPoint/railway',
        'destinationCustomPointToFinalPlace/road',
      ]),
    );
  });

  it('belongs to Oceanic only', async () => {
    for (const table of [validRates, localCharges, transportCharges]) {
      expect(await t.db.$count(table, ne(table.companyId, oceanicId))).toBe(0);
    }
  });

  it('is the same on every install and is not seeded twice', async () => {
    const [pricing] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'ffd.pricing'));
    const company = { companyId: oceanicId, createdBy: pricing?.id as number };
    expect(await seedDemoRates(t.db, company, t.clock.now)).toEqual({
      validRates: 0,
      localCharges: 0,
      transportCharges: 0,
    });
    const fingerprint = async (db: Pick<TestApp['db'], 'execute'>) =>
      rowsOf<{ digest: string }>(
        await db.execute(sql`
          select md5(string_agg(concat_ws('|', mode, origin_port_id, destination_port_id, shipping_company_id,
                 container_size_id, weight_slab_id, commodity_type, buy_rate, sell_rate, currency, valid_from,
                 valid_till, transit_days, free_days, vendor_id), ',' order by id)) as digest
            from valid_rates where company_id = ${oceanicId}`),
      )[0]?.digest;
    const seeded = await fingerprint(t.db);
    const rollback = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(validRates).where(eq(validRates.companyId, oceanicId));
        await tx.delete(localCharges).where(eq(localCharges.companyId, oceanicId));
        await tx.delete(transportCharges).where(eq(transportCharges.companyId, oceanicId));
        await seedDemoRates(tx, company, t.clock.now);
        expect(await fingerprint(tx)).toBe(seeded);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
