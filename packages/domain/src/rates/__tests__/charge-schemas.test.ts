import { describe, expect, it } from 'vitest';
import {
  localChargeRequestSchema,
  transportChargeRequestSchema,
  transportEndFieldsOf,
} from '../charge-schemas';

const local = {
  mode: 'sea',
  portType: 'origin',
  portId: 1,
  label: 'THC',
  basis: 'perContainer',
  rate: '',
  buyRate: 120,
  currency: 'usd',
  validFrom: '2026-03-01',
  validTill: '2026-03-31',
};

const transport = {
  ...local,
  portType: undefined,
  transportPoints: 'destinationCustomPointToFinalPlace',
  transportType: 'road',
  portId: null,
  customPointId: 2,
  cityId: 3,
};

/** The messages of a parse, by field. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('charge request schemas', () => {
  it('reads the form: an empty sell rate is the tier margin, a number amount its text, codes upper-cased', () => {
    expect(localChargeRequestSchema.parse(local)).toMatchObject({
      rate: null,
      buyRate: '120',
      currency: 'USD',
      commodityType: null,
      containerSizeId: null,
    });
  });

  it.each([
    [{ label: '' }, 'label', 'Charge Name is required'],
    [{ rate: '-1' }, 'rate', 'Sell Rate must be 0 or more'],
    [{ buyRate: '1.234' }, 'buyRate', 'Buy Rate must have at most 2 decimals'],
    [{ validTill: '2026-02-01' }, 'validTill', 'Valid Till must be on or after Valid From'],
    [
      { weightSlabId: 4 },
      'weightSlabId',
      'Weight Slab is for air charges; a sea charge names a Container Size',
    ],
    [
      { mode: 'air', containerSizeId: 4, basis: 'perKg' },
      'containerSizeId',
      'Container Size is for sea charges; an air charge names a Weight Slab',
    ],
    [{ mode: 'air' }, 'basis', 'Basis Per Container is for sea charges'],
  ])('refuses a local charge with %o', (overrides, field, message) => {
    expect(messagesOf(localChargeRequestSchema.safeParse({ ...local, ...overrides }))[field]).toBe(message);
  });

  it('shows every message at once: the date rule runs beside a missing name', () => {
    const messages = messagesOf(
      localChargeRequestSchema.safeParse({ ...local, label: '', portId: null, validTill: '2026-01-01' }),
    );
    expect(messages).toMatchObject({
      label: 'Charge Name is required',
      portId: 'Port is required',
      validTill: 'Valid Till must be on or after Valid From',
    });
  });

  it('asks a transport leg for its two ends as Point A and Point B, and no third', () => {
    const { portType: _, ...body } = transport;
    expect(transportChargeRequestSchema.safeParse(body).success).toBe(true);
    expect(
      messagesOf(transportChargeRequestSchema.safeParse({ ...body, customPointId: null, cityId: null })),
    ).toEqual({
      customPointId: 'Point A is required',
      cityId: 'Point B is required',
    });
    expect(messagesOf(transportChargeRequestSchema.safeParse({ ...body, portId: 9 }))).toEqual({
      portId: 'Port is not an end of Custom Point to Final Place Of Delivery (At Destination)',
    });
  });

  it('maps each transport point to the fields of its ends, in its direction', () => {
    expect(transportEndFieldsOf('originCustomPointToPort')).toEqual({
      pointA: 'customPointId',
      pointB: 'portId',
    });
    expect(transportEndFieldsOf('originPlaceToPort')).toEqual({ pointA: 'cityId', pointB: 'portId' });
    expect(transportEndFieldsOf('destinationPortToFinalPlace')).toEqual({
      pointA: 'portId',
      pointB: 'cityId',
    });
  });
});
