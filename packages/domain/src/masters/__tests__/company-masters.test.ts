import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyPortRequestSchema, portCodeProblem, portSearchText } from '../company-ports';
import { eventDateListQuerySchema, eventDateRequestSchema, monthBounds } from '../event-dates';
import { exchangeRateRequestSchema, trimDecimal } from '../exchange-rates';
import { freeDaysRequestSchema } from '../free-days';
import { newsRequestSchema, newsStatusOf } from '../news';
import { shippingLineRequestSchema } from '../shipping-lines';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('news status', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2026-06-16T00:00:00Z', null, 'scheduled'],
    ['2026-06-15T12:00:00Z', null, 'published'],
    ['2026-06-01T00:00:00Z', '2026-06-15T12:00:01Z', 'published'],
    ['2026-06-01T00:00:00Z', '2026-06-15T12:00:00Z', 'expired'],
    ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', 'expired'],
  ] as const)('from %s until %s is %s', (publishFrom, publishUntil, status) => {
    expect(newsStatusOf({ publishFrom, publishUntil }, now)).toBe(status);
  });

  it('moves only forward as time passes (scheduled → published → expired)', () => {
    const order = { scheduled: 0, published: 1, expired: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer(),
        fc.nat(),
        (from, span, t, step) => {
          const window = { publishFrom: new Date(from * 1000), publishUntil: new Date((from + span) * 1000) };
          const earlier = newsStatusOf(window, new Date(t * 1000));
          const later = newsStatusOf(window, new Date((t + step) * 1000));
          return order[later] >= order[earlier];
        },
      ),
    );
  });

  it('wants an end after the start', () => {
    const base = {
      title: 'Cut-off',
      body: 'Text',
      audience: 'staff',
      publishFrom: '2026-06-01T08:00:00+04:00',
    };
    expect(newsRequestSchema.safeParse({ ...base, publishUntil: '2026-06-01T04:00:01Z' }).success).toBe(true);
    expect(firstMessage(newsRequestSchema.safeParse({ ...base, publishUntil: '2026-06-01T04:00:00Z' }))).toBe(
      'Publish until must be after publish from',
    );
  });
});

describe('event dates', () => {
  it.each([
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, first, last) => {
    expect(monthBounds(month)).toEqual({ first, last });
  });

  it('wants an end on or after the start, and months in order', () => {
    const base = { title: 'Holiday', startDate: '2026-03-19' };
    expect(eventDateRequestSchema.safeParse({ ...base, endDate: '2026-03-19' }).success).toBe(true);
    expect(eventDateRequestSchema.safeParse({ ...base, endDate: '' }).success).toBe(true);
    expect(firstMessage(eventDateRequestSchema.safeParse({ ...base, endDate: '2026-03-18' }))).toBe(
      'End date must not be before the start date',
    );
    expect(eventDateListQuerySchema.safeParse({ from: '2026-02', to: '2026-01' }).success).toBe(false);
    expect(eventDateListQuerySchema.safeParse({ from: '2026-01', to: '2026-01' }).success).toBe(true);
  });
});

describe('company port codes', () => {
  it.each([
    ['sea', 'AEJEA', 'AE', null],
    ['dry', 'INTKD', 'IN', null],
    ['sea', 'AE2B9', 'AE', null],
    ['air', 'DXB', 'AE', null],
    ['sea', 'INJEA', 'AE', 'A UN/LOCODE in AE starts with AE'],
    ['sea', 'AEJE1', 'AE', 'UN/LOCODE'],
    ['dry', 'AEJE', 'AE', 'UN/LOCODE'],
    ['air', 'DXBA', 'AE', 'IATA'],
    ['air', 'D2B', 'AE', 'IATA'],
  ] as const)('%s %s in %s: %s', (type, code, country, problem) => {
    const found = portCodeProblem(type, code, country);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('upper-cases code and country before checking them', () => {
    const parsed = companyPortRequestSchema.parse({
      type: 'sea',
      code: 'aejea',
      name: 'Jebel Ali',
      countryCode: 'ae',
    });
    expect(parsed).toMatchObject({ code: 'AEJEA', countryCode: 'AE' });
  });

  it('searches code, name, city and country in lower case', () => {
    expect(portSearchText({ code: 'AEJEA', name: 'Jebel Ali', city: 'Dubai', countryCode: 'AE' })).toBe(
      'aejea jebel ali dubai ae',
    );
    expect(portSearchText({ code: 'DXB', name: 'Dubai Intl', city: null, countryCode: 'AE' })).toBe(
      'dxb dubai intl ae',
    );
  });
});

describe('exchange rates', () => {
  it.each([
    ['3.6725000000', '3.6725'],
    ['10.0000000000', '10'],
    ['100', '100'],
    ['100.5000', '100.5'],
    ['0.0000000001', '0.0000000001'],
  ])('%s shows as %s', (stored, shown) => {
    expect(trimDecimal(stored)).toBe(shown);
  });

  it('takes positive decimals of up to 10 places only', () => {
    const rate = (value: unknown) =>
      exchangeRateRequestSchema.safeParse({ currencyCode: 'USD', rate: value, validFrom: '2026-01-01' })
        .success;
    expect([rate('1'), rate('0.0000000001'), rate('9999999999.9999999999')]).toEqual([true, true, true]);
    expect([rate('0'), rate('0.00'), rate('-1'), rate('1e3'), rate('1.12345678901'), rate(1.5)]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('free days and shipping lines', () => {
  it('wants whole free days from 0 to 365', () => {
    const base = {
      shippingCompanyId: 1,
      portId: 1,
      containerSizeId: 1,
      destinationFreeDays: 0,
      demurrageType: 'merged',
      detentionType: 'working-days',
    };
    for (const [days, ok] of [
      [0, true],
      [365, true],
      [366, false],
      [-1, false],
      [2.5, false],
    ] as const) {
      expect(freeDaysRequestSchema.safeParse({ ...base, originFreeDays: days }).success, String(days)).toBe(
        ok,
      );
    }
  });

  it('gives ocean carriers a SCAC and airlines IATA codes, never the other way round', () => {
    const ok = (body: object) => shippingLineRequestSchema.safeParse({ name: 'Line', ...body }).success;
    expect(ok({ shippingMode: 'sea', scacCode: 'MAEU' })).toBe(true);
    expect(ok({ shippingMode: 'air', iataCode: 'EK', iataPrefix: '176' })).toBe(true);
    expect(ok({ shippingMode: 'sea', iataCode: 'EK' })).toBe(false);
    expect(ok({ shippingMode: 'air', scacCode: 'MAEU' })).toBe(false);
    expect(ok({ shippingMode: 'air', scacCode: '' })).toBe(true);
  });
});
