import { COMPANY_SETTINGS_PATHS, isCompanySettingComplete } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies, companySettings } from '../../schema';
import { DEMO_COMPANIES } from '../demo';

/** The demo companies' basic settings, as README's demo users meet them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo company settings', () => {
  it("gives Oceanic's administrator a complete basic settings page, with no prompt to fill it", async () => {
    const session = await t.login('ffd.admin');
    expect(session.hasCompleteCompanySetting).toBe(true);
    const res = await t.as(session.token).get(COMPANY_SETTINGS_PATHS.basic);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({
      legalName: 'Oceanic Freight Forwarders',
      city: 'Dubai',
      countryCode: 'AE',
      baseCurrency: 'AED',
      timeZone: 'Asia/Dubai',
      hasCompleteCompanySetting: true,
    });
  });

  it('marks a company complete exactly when its stored settings are, and keeps Horizon and Pending unfinished', async () => {
    const rows = await t.db
      .select({
        name: companies.name,
        legalName: companies.name,
        shortName: companies.shortName,
        flag: companies.hasCompleteCompanySetting,
        addressLine1: companySettings.addressLine1,
        city: companySettings.city,
        countryCode: companySettings.countryCode,
        contactEmail: companySettings.contactEmail,
        baseCurrency: companySettings.baseCurrency,
        timeZone: companySettings.timeZone,
        phone: companySettings.phone,
      })
      .from(companies)
      .innerJoin(companySettings, eq(companySettings.companyId, companies.id));
    const incomplete: string[] = [];
    for (const demo of DEMO_COMPANIES) {
      const row = rows.find((r) => r.name === demo.name);
      expect(row, demo.name).toBeDefined();
      expect(row?.flag, demo.name).toBe(isCompanySettingComplete(row ?? {}));
      // Every company holds at least what registration asks: its country and phone.
      expect(row?.countryCode, demo.name).toMatch(/^[A-Z]{2}$/);
      expect(row?.phone, demo.name).toBeTruthy();
      if (!row?.flag) incomplete.push(demo.name);
    }
    expect(incomplete.sort()).toEqual(['Horizon Logistics', 'Pending Freight']);
  });
});
