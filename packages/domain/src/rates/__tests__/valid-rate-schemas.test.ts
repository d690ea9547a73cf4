import { describe, expect, it } from 'vitest';
import { validRateListQuerySchema, validRateRequestSchema } from '../valid-rate-schemas';

const SEA = {
  mode: 'sea',
  originPortId: 1,
  destinationPortId: 2,
  shippingCompanyId: 3,
  containerSizeId: 4,
  commodityType: 'GNRL',
  buyRate: '1250.5',
  currency: 'usd',
  validFrom: '2026-03-01',
  validTill: '2026-03-31',
};

/** Every message of a body, by field. */
const messagesOf = (body: Record<string, unknown>) => {
  const result = validRateRequestSchema.safeParse(body);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
};

describe('validRateRequestSchema', () => {
  it("reads the form's text boxes: empty optional fields as null, amounts as decimal text", () => {
    const rate = validRateRequestSchema.parse({
      ...SEA,
      sellRate: '',
      transitDays: '21',
      freeDays: '',
      incotermCode: 'fob',
      vendorId: null,
      weightSlabId: '',
      remarks: '  ',
    });
    expect(rate).toMatchObject({
      buyRate: '1250.5',
      sellRate: null,
      currency: 'USD',
      transitDays: 21,
      freeDays: null,
      incotermCode: 'FOB',
      vendorId: null,
      weightSlabId: null,
      remarks: null,
    });
    expect(validRateRequestSchema.parse({ ...SEA, buyRate: 0, sellRate: 12.5 })).toMatchObject({
      buyRate: '0',
      sellRate: '12.5',
    });
  });

  it.each([
    [{ buyRate: '-1' }, 'buyRate', 'Buy Rate must be 0 or more'],
    [{ buyRate: '1.005' }, 'buyRate', 'Buy Rate must have at most 2 decimals'],
    [{ buyRate: 'ten' }, 'buyRate', 'Buy Rate must be a number'],
    [{ buyRate: '' }, 'buyRate', 'Buy Rate is required'],
    [{ sellRate: '-0.01' }, 'sellRate', 'Sell Rate must be 0 or more'],
    [{ validTill: '2026-02-28' }, 'validTill', 'Valid Till must be on or after Valid From'],
    [{ validFrom: '' }, 'validFrom', 'Valid From is required'],
    [{ transitDays: '366' }, 'transitDays', 'Transit Days must be a whole number from 0 to 365'],
    [{ freeDays: 1.5 }, 'freeDays', 'Free Days must be a whole number from 0 to 365'],
    [{ destinationPortId: 1 }, 'destinationPortId', 'Destination Port must differ from Origin Port'],
    [{ containerSizeId: null }, 'containerSizeId', 'Container Size is required for a sea rate'],
    [{ weightSlabId: 9 }, 'weightSlabId', 'Weight Slab is for air rates only'],
    [{ mode: 'air', containerSizeId: null }, 'weightSlabId', 'Weight Slab is required for an air rate'],
    [{ originPortId: null }, 'originPortId', 'Origin Port is required'],
    [{ commodityType: '' }, 'commodityType', 'Commodity Type is required'],
    [{ currency: 'US' }, 'currency', 'Currency must be a 3-letter ISO 4217 code, e.g. USD'],
  ])('refuses %j: %s says "%s"', (overrides, field, message) => {
    expect(messagesOf({ ...SEA, ...overrides })[field]).toEqual([message]);
  });

  it('shows every message of an empty form at once, each field once', () => {
    const messages = messagesOf({ mode: 'sea', validFrom: '', validTill: '' });
    expect(Object.keys(messages).sort()).toEqual(
      [
        'buyRate',
        'commodityType',
        'containerSizeId',
        'currency',
        'destinationPortId',
        'originPortId',
        'shippingCompanyId',
        'validFrom',
        'validTill',
      ].sort(),
    );
    expect(Object.values(messages).every((list) => list.length === 1)).toBe(true);
  });
});

describe('validRateListQuerySchema', () => {
  it('pages by 10, newest first, expiring within 14 days unless told', () => {
    expect(validRateListQuerySchema.parse({})).toMatchObject({
      page: 1,
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
      expiringDays: 14,
    });
    expect(validRateListQuerySchema.safeParse({ sort: 'rate_asc', validity: 'expiring' }).success).toBe(true);
    expect(validRateListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});
