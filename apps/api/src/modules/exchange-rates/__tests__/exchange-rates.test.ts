import { COMPANY_MASTERS_PATHS, type ExchangeRate } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../../db/schema';
import { expectDeleted, expectHostileRefusedOnWrites, type RecordCalls } from '../../../test/company-records';
import { createAdmin, createCompany, type TestUser } from '../../../test/factories';
import { startMastersTest } from '../../../test/masters';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import type { TestApp } from '../../../test/test-app';
import { findLatestExchangeRates } from '../exchange-rates.service';

const PATH = COMPANY_MASTERS_PATHS.exchangeRates;

let t: TestApp;
let admin: string;
let owner: TestUser;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, admin, owner, calls } = await startMastersTest(PATH));
});
afterAll(() => t.close());

const RATE = { currencyCode: 'USD', rate: '3.6725', validFrom: '2026-01-01' };

describe('exchange rates', () => {
  it('creates, reads, updates and deletes a rate, without the padding zeros of its scale', async () => {
    const created = await calls.create<ExchangeRate>(admin, { ...RATE, currencyCode: 'usd' });
    expect(created).toMatchObject({ ...RATE, currencyName: expect.any(String) });
    const updated = await calls.put(admin, created.id, { ...RATE, rate: '3.50' });
    expect(updated.json().data.item.rate).toBe('3.5');
    const whole = await calls.put(admin, created.id, { ...RATE, rate: '10' });
    expect(whole.json().data.item.rate).toBe('10');
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('keeps one rate per currency and day, refuses unknown currencies and the base currency', async () => {
    await calls.create(admin, { ...RATE, validFrom: '2026-02-01' });
    const again = await calls.post(admin, { ...RATE, validFrom: '2026-02-01', rate: '3.7' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('validFrom');

    const unknown = await calls.post(admin, { ...RATE, currencyCode: 'QQQ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('currencyCode');

    await t.db
      .insert(companySettings)
      .values({ companyId: owner.company.id, baseCurrency: 'AED' })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { baseCurrency: 'AED' } });
    const base = await calls.post(admin, { ...RATE, currencyCode: 'AED' });
    expect(base.statusCode).toBe(400);
    expect(base.json().errors[0]).toMatchObject({ field: 'currencyCode' });
    expect(base.json().errors[0].defaultMessage).toContain('base currency');
  });

  it('lists newest first, filters by currency, and finds the latest rate of each currency on a day', async () => {
    const { token, company: writer } = await createAdmin(t);
    for (const [currencyCode, rate, validFrom] of [
      ['USD', '3.67', '2026-01-01'],
      ['USD', '3.68', '2026-03-01'],
      ['EUR', '4.01', '2026-02-01'],
      ['EUR', '4.10', '2026-06-01'],
    ]) {
      await calls.create(token, { currencyCode, rate, validFrom });
    }
    const all = await calls.list<ExchangeRate>(token);
    expect(all.items.map((r) => `${r.currencyCode} ${r.validFrom}`)).toEqual([
      'EUR 2026-06-01',
      'USD 2026-03-01',
      'EUR 2026-02-01',
      'USD 2026-01-01',
    ]);
    expect((await calls.list(token, '?currencyCode=usd')).total).toBe(2);
    expect((await calls.list(token, '?search=euro')).total).toBe(2);

    expect(await findLatestExchangeRates(t.db, writer.id, '2026-04-15')).toEqual([
      { currencyCode: 'EUR', rate: '4.01', validFrom: '2026-02-01' },
      { currencyCode: 'USD', rate: '3.68', validFrom: '2026-03-01' },
    ]);
    expect(await findLatestExchangeRates(t.db, writer.id, '2026-01-15')).toEqual([
      { currencyCode: 'USD', rate: '3.67', validFrom: '2026-01-01' },
    ]);
    expect(await findLatestExchangeRates(t.db, (await createCompany(t)).id, '2026-04-15')).toEqual([]);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'zero rate', body: { ...RATE, rate: '0' }, field: 'rate' },
      { name: 'negative rate', body: { ...RATE, rate: '-1' }, field: 'rate' },
      { name: 'number rate', body: { ...RATE, rate: 3.67 }, field: 'rate' },
      { name: '11 decimals', body: { ...RATE, rate: '1.12345678901' }, field: 'rate' },
      { name: 'exponent', body: { ...RATE, rate: '1e5' }, field: 'rate' },
      { name: 'currency of 4', body: { ...RATE, currencyCode: 'USDT' }, field: 'currencyCode' },
      { name: 'not a day', body: { ...RATE, validFrom: '2026-02-30' }, field: 'validFrom' },
    ];
    const cases = hostileBodies(RATE, { required: 'validFrom', text: 'currencyCode' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, { ...RATE, validFrom: '2026-05-01' });
  });
});
