import { describe, expect, it } from 'vitest';
import { COMMODITY_TYPE } from '../../codes';
import {
  CONTAINER_SIZE_CATEGORIES,
  CONTAINER_SIZE_CATEGORY,
  DG_CLASSES,
  INCOTERM,
  INCOTERMS,
  ISO_6346_SIZE_TYPE_PATTERN,
  UN_LOCODE_PATTERN,
} from '..';

describe('incoterms', () => {
  it('puts the five of SPEC §3 first, in its order, then the rest of Incoterms 2020', () => {
    expect(INCOTERMS.map((t) => [t.code, t.displayOrder])).toEqual([
      ['EXW', 1],
      ['CIF', 2],
      ['FOB', 3],
      ['FCA', 4],
      ['INL', 5],
      ['CPT', 6],
      ['CIP', 7],
      ['DAP', 8],
      ['DPU', 9],
      ['DDP', 10],
      ['FAS', 11],
      ['CFR', 12],
    ]);
    expect(INCOTERMS.find((t) => t.code === 'EXW')?.name).toBe('Ex Works');
    expect(INCOTERMS.find((t) => t.code === 'INL')?.name).toBe('Inland Haulage');
  });

  it('defines every code once, with a display name and a description', () => {
    expect(INCOTERMS.map((t) => t.code).sort()).toEqual(Object.values(INCOTERM).sort());
    for (const term of INCOTERMS) {
      expect(term.displayName).toBe(`${term.code} - ${term.name}`);
      expect(term.description.length).toBeGreaterThan(20);
    }
  });
});

describe('container size categories', () => {
  it('groups the sizes as SPEC §3 does, FRZ for reefers', () => {
    expect(CONTAINER_SIZE_CATEGORIES.map((c) => c.name)).toEqual([
      'General Sized',
      'Regular Sized',
      'Reefer Equipment',
      'In-Gauge',
      'Out-Gauge',
    ]);
    const general = CONTAINER_SIZE_CATEGORIES.find((c) => c.code === CONTAINER_SIZE_CATEGORY.general);
    expect(general?.sizes.map((s) => [s.size, s.isoCode])).toEqual([
      ['All 20 ft', null],
      ['All 40 ft', null],
    ]);
    const reefer = CONTAINER_SIZE_CATEGORIES.find((c) => c.code === 'FRZ');
    expect(reefer?.name).toBe('Reefer Equipment');
    expect(reefer?.sizes.every((s) => s.isReefer)).toBe(true);
    const others = CONTAINER_SIZE_CATEGORIES.filter((c) => c.code !== 'FRZ').flatMap((c) => c.sizes);
    expect(others.some((s) => s.isReefer)).toBe(false);
  });

  it('gives every real size an ISO 6346 size-type code, the common ones included', () => {
    const codes = CONTAINER_SIZE_CATEGORIES.flatMap((c) => c.sizes.map((s) => s.isoCode)).filter(
      (code): code is string => code !== null,
    );
    for (const code of codes) expect(code).toMatch(ISO_6346_SIZE_TYPE_PATTERN);
    expect(codes).toEqual(
      expect.arrayContaining(['22G1', '42G1', '45G1', 'L5G1', '22R1', '45R1', '22U1', '22P1', '22T1']),
    );
  });

  it('names each size once within its category', () => {
    for (const category of CONTAINER_SIZE_CATEGORIES) {
      const sizes = category.sizes.map((s) => s.size);
      expect(new Set(sizes).size).toBe(sizes.length);
    }
  });
});

describe('DG classes', () => {
  it('lists the nine UN classes with their divisions', () => {
    expect(DG_CLASSES.map((c) => c.code)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '2.1',
      '2.2',
      '2.3',
      '3',
      '4.1',
      '4.2',
      '4.3',
      '5.1',
      '5.2',
      '6.1',
      '6.2',
      '7',
      '8',
      '9',
    ]);
    for (const dg of DG_CLASSES) expect(Number.parseInt(dg.code, 10)).toBe(dg.classNumber);
  });
});

describe('codes', () => {
  it.each([
    ['AEJEA', true],
    ['INTKD', true],
    ['USNYC', true],
    ['CNSH2', true],
    ['CNSH1', false],
    ['CNSH0', false],
    ['aejea', false],
    ['AEJE', false],
    ['AEJEAX', false],
  ])('UN/LOCODE %s is valid: %s', (code, valid) => {
    expect(UN_LOCODE_PATTERN.test(code)).toBe(valid);
  });

  it('keeps the commodity types of SPEC §3', () => {
    expect(COMMODITY_TYPE).toEqual({ GNRL: 'General', HZMT: 'Hazardous', TEMP: 'Temperature Controlled' });
  });
});
