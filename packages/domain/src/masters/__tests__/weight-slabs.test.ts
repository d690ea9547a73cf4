import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { weightSlabRequestSchema } from '../weight-slab-schemas';
import {
  doWeightRangesOverlap,
  findOverlappingSlab,
  formatWeightSlab,
  WEIGHT_SLAB_MESSAGES as M,
  overlapFieldOf,
  type WeightSlabRange,
  weightSlabDataPath,
  weightSlabOverlapMessage,
} from '../weight-slabs';

const VALID = {
  type: 'air',
  name: 'Up to 45',
  min: '',
  max: '45',
  measurementIn: 'Kgs',
  containerSizeId: '',
};

/** Every message the schema reports, by field. */
const messagesOf = (body: unknown) => {
  const result = weightSlabRequestSchema.safeParse(body);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'body')];
    for (const field of fields) byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
};

describe('SPEC §5 weight slab messages, word for word', () => {
  it('holds each text of the SPEC', () => {
    expect(M.typeRequired).toBe('Type is required');
    expect(M.nameRequired).toBe('Name is required');
    expect(M.nameTooShort).toBe('Name must be at least 2 characters');
    expect(M.nameTooLong).toBe('Name must not exceed 50 characters');
    expect(M.minBelowZero).toBe('Min weight must be greater than or equal to 0');
    expect(M.maxBelowZero).toBe('Max weight must be greater than or equal to 0');
    expect(M.notANumber).toBe('Please enter a valid number');
    expect(M.maxNotAboveMin).toBe('Max weight must be greater than min weight');
    expect(M.minOrMaxRequired).toBe('At least one of min or max weight is required');
    expect(M.unitRequired).toBe('Unit is required');
    expect(M.fetchFailed).toBe('Failed to fetch weight slab data');
    expect(MESSAGES.weightSlabFetchFailed).toBe(M.fetchFailed);
  });

  it.each([
    ['type missing', { ...VALID, type: '' }, 'type', 'Type is required'],
    ['type null', { ...VALID, type: null }, 'type', 'Type is required'],
    ['type absent', { name: 'Up to 45', max: 45, measurementIn: 'Kgs' }, 'type', 'Type is required'],
    ['name empty', { ...VALID, name: '' }, 'name', 'Name is required'],
    ['name blank', { ...VALID, name: '   ' }, 'name', 'Name is required'],
    ['name absent', { type: 'air', max: 45, measurementIn: 'Kgs' }, 'name', 'Name is required'],
    ['name of 1', { ...VALID, name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['name of 51', { ...VALID, name: 'x'.repeat(51) }, 'name', 'Name must not exceed 50 characters'],
    ['min negative', { ...VALID, min: '-1' }, 'min', 'Min weight must be greater than or equal to 0'],
    ['min not a number', { ...VALID, min: 'abc' }, 'min', 'Please enter a valid number'],
    ['max negative', { ...VALID, max: -0.5 }, 'max', 'Max weight must be greater than or equal to 0'],
    ['max not a number', { ...VALID, max: '4,5' }, 'max', 'Please enter a valid number'],
    [
      'max equals min',
      { ...VALID, min: '45', max: '45' },
      'max',
      'Max weight must be greater than min weight',
    ],
    ['max below min', { ...VALID, min: 100, max: 45 }, 'max', 'Max weight must be greater than min weight'],
    [
      'neither min nor max',
      { ...VALID, min: '', max: '' },
      'min',
      'At least one of min or max weight is required',
    ],
    ['both null', { ...VALID, min: null, max: null }, 'min', 'At least one of min or max weight is required'],
    ['unit missing', { ...VALID, measurementIn: '' }, 'measurementIn', 'Unit is required'],
    ['unit absent', { type: 'air', name: 'Ab', max: 1 }, 'measurementIn', 'Unit is required'],
  ])('%s: %s gets the SPEC message', (_case, body, field, message) => {
    expect(messagesOf(body)[field]?.[0]).toBe(message);
  });

  it('shows every message of an empty form at once, each under its field', () => {
    expect(
      messagesOf({ type: '', name: '', min: '', max: '', measurementIn: '', containerSizeId: '' }),
    ).toEqual({
      type: ['Type is required'],
      name: ['Name is required'],
      min: ['At least one of min or max weight is required'],
      measurementIn: ['Unit is required'],
    });
  });
});

describe('weightSlabRequestSchema', () => {
  it('maps the form: empty text is absent, decimal text is a number', () => {
    expect(
      weightSlabRequestSchema.parse({ ...VALID, min: ' 0 ', max: '45.5', name: '  Up to 45  ' }),
    ).toEqual({
      type: 'air',
      name: 'Up to 45',
      min: 0,
      max: 45.5,
      measurementIn: 'Kgs',
    });
    expect(
      weightSlabRequestSchema.parse({
        type: 'sea',
        name: 'Heavy',
        min: 20000,
        measurementIn: 'Lbs',
        containerSizeId: '7',
      }),
    ).toEqual({ type: 'sea', name: 'Heavy', min: 20000, measurementIn: 'Lbs', containerSizeId: 7 });
  });

  it.each([
    ['unknown type', { ...VALID, type: 'rail' }, 'type', M.typeInvalid],
    ['unknown unit', { ...VALID, measurementIn: 'kg' }, 'measurementIn', M.unitInvalid],
    ['number name', { ...VALID, name: 42 }, 'name', M.nameNotText],
    ['NUL in name', { ...VALID, name: 'a\u0000b' }, 'name', M.nameInvalid],
    ['boolean min', { ...VALID, min: true }, 'min', M.notANumber],
    ['hex max', { ...VALID, max: '0x10' }, 'max', M.notANumber],
    ['four decimals', { ...VALID, max: '1.2345' }, 'max', M.tooManyDecimals],
    ['too heavy', { ...VALID, max: 1e12 }, 'max', M.maxTooLarge],
    ['size on air', { ...VALID, containerSizeId: 3 }, 'containerSizeId', M.containerSizeSeaOnly],
    [
      'fractional size',
      { ...VALID, type: 'sea', containerSizeId: 1.5 },
      'containerSizeId',
      M.containerSizeInvalid,
    ],
    ['extra field', { ...VALID, companyId: 2 }, 'companyId', undefined],
  ])('refuses %s', (_case, body, field, message) => {
    const messages = messagesOf(body)[field];
    expect(messages?.length).toBeGreaterThan(0);
    if (message) expect(messages?.[0]).toBe(message);
  });
});

describe('SPEC §5 display rule', () => {
  it.each([
    [{ min: null, max: 45, measurementIn: 'Kgs' }, '0 Kgs - 45 Kgs'],
    [{ min: 100, max: null, measurementIn: 'Kgs' }, '100 Kgs +'],
    [{ min: 45, max: 100, measurementIn: 'Kgs' }, '45 Kgs - 100 Kgs'],
    [{ min: 0, max: 100, measurementIn: 'Lbs' }, '0 Lbs - 100 Lbs'],
    [{ min: 0, max: null, measurementIn: 'Lbs' }, '0 Lbs +'],
    [{ min: 12.5, max: 1000.25, measurementIn: 'Lbs' }, '12.5 Lbs - 1000.25 Lbs'],
  ])('%o reads %s', (slab, text) => {
    expect(formatWeightSlab(slab)).toBe(text);
  });
});

const slab = (over: Partial<WeightSlabRange>): WeightSlabRange => ({
  name: 'S',
  type: 'air',
  measurementIn: 'Kgs',
  containerSizeId: null,
  min: null,
  max: null,
  ...over,
});

describe('overlap rule', () => {
  const existing = [
    slab({ id: 1, name: 'Up to 45', max: 45 }),
    slab({ id: 2, name: '45 to 100', min: 45, max: 100 }),
    slab({ id: 3, name: '100 plus', min: 100 }),
  ];

  it('lets slabs touch at a boundary, and refuses a shared weight naming the other slab', () => {
    expect(findOverlappingSlab(slab({ min: 45, max: 100 }), existing.slice(0, 1))).toBeNull();
    const other = findOverlappingSlab(slab({ min: 50, max: 60 }), existing);
    expect(other?.name).toBe('45 to 100');
    expect(weightSlabOverlapMessage(existing[1] as WeightSlabRange)).toBe(
      "This range overlaps the weight slab '45 to 100' (45 Kgs - 100 Kgs)",
    );
    expect(findOverlappingSlab(slab({ min: 500 }), existing)?.name).toBe('100 plus');
    expect(findOverlappingSlab(slab({ max: 10 }), existing)?.name).toBe('Up to 45');
  });

  it('compares only slabs of the same type, unit and container size', () => {
    expect(findOverlappingSlab(slab({ min: 50, max: 60, type: 'sea' }), existing)).toBeNull();
    expect(findOverlappingSlab(slab({ min: 50, max: 60, measurementIn: 'Lbs' }), existing)).toBeNull();
    const sea = [slab({ id: 9, name: '20ft light', type: 'sea', containerSizeId: 1, max: 10000 })];
    expect(findOverlappingSlab(slab({ type: 'sea', containerSizeId: 2, max: 5000 }), sea)).toBeNull();
    expect(findOverlappingSlab(slab({ type: 'sea', containerSizeId: 1, max: 5000 }), sea)?.id).toBe(9);
    // A sea slab without a size applies to every size.
    expect(findOverlappingSlab(slab({ type: 'sea', containerSizeId: null, max: 5000 }), sea)?.id).toBe(9);
  });

  it('ignores the slab being edited', () => {
    expect(findOverlappingSlab(slab({ id: 2, min: 45, max: 90 }), existing)).toBeNull();
  });

  it('reports on min when the candidate starts inside the other slab, else on max', () => {
    expect(overlapFieldOf(slab({ min: 50, max: 200 }), slab({ min: 45, max: 100 }))).toBe('min');
    expect(overlapFieldOf(slab({ min: 10, max: 50 }), slab({ min: 45, max: 100 }))).toBe('max');
  });

  const bounds = fc
    .tuple(fc.option(fc.integer({ min: 0, max: 1000 })), fc.option(fc.integer({ min: 0, max: 1000 })))
    .filter(([min, max]) => (min !== null || max !== null) && (min === null || max === null || max > min))
    .map(([min, max]) => ({ min, max, measurementIn: 'Kgs' }));

  it('is symmetric, and overlapping means sharing a weight', () => {
    fc.assert(
      fc.property(bounds, bounds, (a, b) => {
        const overlap = doWeightRangesOverlap(a, b);
        expect(doWeightRangesOverlap(b, a)).toBe(overlap);
        // Integer bounds: ranges share a weight exactly when they share some x + 0.5.
        const covers = (s: typeof a, x: number) =>
          x >= (s.min ?? 0) && x < (s.max ?? Number.POSITIVE_INFINITY);
        const shared = Array.from({ length: 1002 }, (_, i) => i + 0.5).some(
          (x) => covers(a, x) && covers(b, x),
        );
        expect(overlap).toBe(shared);
      }),
    );
  });
});

describe('SPEC §7 weight slab data paths', () => {
  it('are /air, /sea and /sea/{containerSizeId}', () => {
    expect(weightSlabDataPath('air')).toBe('/api/v1/weight-slab-data/air');
    expect(weightSlabDataPath('air', 4)).toBe('/api/v1/weight-slab-data/air');
    expect(weightSlabDataPath('sea')).toBe('/api/v1/weight-slab-data/sea');
    expect(weightSlabDataPath('sea', 4)).toBe('/api/v1/weight-slab-data/sea/4');
  });
});
