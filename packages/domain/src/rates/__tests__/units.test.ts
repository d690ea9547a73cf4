import { describe, expect, it } from 'vitest';
import type { WeightUnit } from '../../masters/weight-slabs';
import type { DimensionUnit } from '../codes';
import {
  chargeableWeightKg,
  type PackageMeasures,
  revenueTons,
  toCm,
  toKg,
  volumeCbm,
  volumetricKg,
} from '../units';

const pkg = (
  count: number,
  [length, width, height]: [number, number, number],
  dimensionUnit: DimensionUnit,
  grossWeight: number,
  weightUnit: WeightUnit = 'Kgs',
): PackageMeasures => ({ count, length, width, height, dimensionUnit, grossWeight, weightUnit });

describe('conversions', () => {
  it.each<[number, WeightUnit, number]>([
    [100, 'Kgs', 100],
    [1, 'Lbs', 0.45359237],
    [100, 'Lbs', 45.359237],
    [220.4622621849, 'Lbs', 100],
  ])('%d %s is %d kg', (value, unit, kg) => {
    expect(toKg(value, unit)).toBeCloseTo(kg, 9);
  });

  it.each<[number, DimensionUnit, number]>([
    [1.5, 'Meter', 150],
    [42, 'Centimeter', 42],
    [25, 'Millimeter', 2.5],
    [1, 'Feet', 30.48],
    [10, 'Inch', 25.4],
  ])('%d %s is %d cm', (value, unit, cm) => {
    expect(toCm(value, unit)).toBeCloseTo(cm, 9);
  });
});

describe('chargeableWeightKg: max(gross, L × W × H cm³ ÷ 6000), up to the next half kg', () => {
  it.each<[string, PackageMeasures[], number]>([
    // 50 × 40 × 30 = 60 000 cm³ → 10 kg volumetric; gross 10 kg.
    ['volumetric equals gross', [pkg(1, [50, 40, 30], 'Centimeter', 10)], 10],
    // 2 × 100 × 80 × 60 = 960 000 cm³ → 160 kg, gross 50 kg for both together.
    ['volumetric wins, gross is of all packages', [pkg(2, [100, 80, 60], 'Centimeter', 50)], 160],
    // 1 m³ → 166.67 kg → 167; 100 lbs is 45.36 kg.
    ['metres, lbs; 166.67 up to 167', [pkg(1, [1, 1, 1], 'Meter', 100, 'Lbs')], 167],
    // 3 × 50.8³ = 393 289.536 cm³ → 65.548 kg → 66 (a half step above 65.5).
    ['inches', [pkg(3, [20, 20, 20], 'Inch', 30)], 66],
    // 2 ft = 60.96 cm: 226 534.4 cm³ → 37.756 kg → 38.
    ['feet', [pkg(1, [2, 2, 2], 'Feet', 5)], 38],
    // 500 mm = 50 cm: 125 000 cm³ → 20.83 kg; gross 120 kg wins.
    ['millimetres, gross wins', [pkg(1, [500, 500, 500], 'Millimeter', 120)], 120],
    ['10.01 kg up to 10.5', [pkg(1, [10, 10, 10], 'Centimeter', 10.01)], 10.5],
    ['10.5 kg stays', [pkg(1, [10, 10, 10], 'Centimeter', 10.5)], 10.5],
    ['10.51 kg up to 11', [pkg(1, [10, 10, 10], 'Centimeter', 10.51)], 11],
    // 220 lbs = 99.79 kg → 100.
    ['220 lbs up to 100', [pkg(1, [10, 10, 10], 'Centimeter', 220, 'Lbs')], 100],
    // Lines add up: 40 kg + 30 kg gross; 60 000 + 120 000 cm³ → 30 kg volumetric.
    ['several lines', [pkg(1, [50, 40, 30], 'Centimeter', 40), pkg(1, [60, 50, 40], 'Centimeter', 30)], 70],
  ])('%s', (_, packages, kg) => {
    expect(chargeableWeightKg(packages)).toBe(kg);
  });

  it('is 0 without packages', () => {
    expect(chargeableWeightKg([])).toBe(0);
  });
});

describe('volume and revenue tons', () => {
  it('counts every package of a line', () => {
    expect(volumetricKg(pkg(2, [100, 80, 60], 'Centimeter', 1))).toBeCloseTo(160, 9);
    expect(volumeCbm([pkg(2, [100, 80, 60], 'Centimeter', 1)])).toBeCloseTo(0.96, 9);
    expect(volumeCbm([pkg(1, [4, 4, 4], 'Feet', 1)])).toBeCloseTo(1.812278, 6);
  });

  it.each([
    [0.96, 1200, 1.2],
    [2.5, 800, 2.5],
    [1, 1000, 1],
  ])('revenue tons of %d m³ and %d kg is %d', (cbm, kg, tons) => {
    expect(revenueTons(cbm, kg)).toBe(tons);
  });
});
