import type { WeightUnit } from '../masters/weight-slabs';
import type { DimensionUnit } from './codes';

/** The international avoirdupois pound. */
export const KG_PER_LB = 0.45359237;
/** IATA volumetric divisor: cm³ per chargeable kg. */
export const VOLUMETRIC_DIVISOR_CM3 = 6000;
/** Airlines charge whole and half kilograms: the chargeable weight is rounded up to this. */
export const CHARGEABLE_WEIGHT_STEP_KG = 0.5;

const CM_PER: Record<DimensionUnit, number> = {
  Meter: 100,
  Centimeter: 1,
  Millimeter: 0.1,
  Feet: 30.48,
  Inch: 2.54,
};

/** A weight in kilograms. */
export const toKg = (value: number, unit: WeightUnit): number => (unit === 'Lbs' ? value * KG_PER_LB : value);

/** A length in centimetres. */
export const toCm = (value: number, unit: DimensionUnit): number => value * CM_PER[unit];

/** What the weight rules read of a package line: `grossWeight` is of all `count` packages together. */
export type PackageMeasures = {
  count: number;
  length: number;
  width: number;
  height: number;
  dimensionUnit: DimensionUnit;
  grossWeight: number;
  weightUnit: WeightUnit;
};

/** cm³ of all the line's packages. */
const volumeCm3 = (pkg: PackageMeasures) =>
  pkg.count *
  toCm(pkg.length, pkg.dimensionUnit) *
  toCm(pkg.width, pkg.dimensionUnit) *
  toCm(pkg.height, pkg.dimensionUnit);

/** The volumetric weight of a package line (all its packages): L × W × H cm³ × count ÷ 6000, unrounded. */
export const volumetricKg = (pkg: PackageMeasures): number => volumeCm3(pkg) / VOLUMETRIC_DIVISOR_CM3;

/** Total gross weight in kg, unrounded. */
export const grossKg = (packages: readonly PackageMeasures[]): number =>
  packages.reduce((sum, pkg) => sum + toKg(pkg.grossWeight, pkg.weightUnit), 0);

/**
 * Air chargeable weight: the greater of the total gross weight and the total volumetric weight
 * (cm³ ÷ 6000), rounded up to the next half kilogram as airlines bill it (10.01 → 10.5, 10.5 → 10.5).
 * A hair of float noise above a half step (1e-9 kg) does not push it to the next one.
 */
export function chargeableWeightKg(packages: readonly PackageMeasures[]): number {
  const volumetric = packages.reduce((sum, pkg) => sum + volumetricKg(pkg), 0);
  const kg = Math.max(grossKg(packages), volumetric);
  const steps = Math.max(0, Math.ceil(kg / CHARGEABLE_WEIGHT_STEP_KG - 1e-9));
  return steps * CHARGEABLE_WEIGHT_STEP_KG;
}

/** Total volume in cubic metres, unrounded. */
export const volumeCbm = (packages: readonly PackageMeasures[]): number =>
  packages.reduce((sum, pkg) => sum + volumeCm3(pkg), 0) / 1_000_000;

/** Sea LCL revenue tons: the greater of the CBM and the weight in tonnes. */
export const revenueTons = (cbm: number, grossWeightKg: number): number =>
  Math.max(cbm, grossWeightKg / 1000);
