import { toKg } from './units';

/** What slab matching reads of a weight slab; an absent bound is null, bounds are in `measurementIn`. */
export type MatchableSlab = {
  id: number;
  min: number | null;
  max: number | null;
  measurementIn: string;
};

const kgOf = (value: number, unit: string) => toKg(value, unit === 'Lbs' ? 'Lbs' : 'Kgs');

/**
 * Whether a slab holds a weight in kg: min inclusive, max exclusive (the masters' [min, max), so
 * '0 - 45' and '45 - 100' meet at 45 without both holding it), no min is 0, no max is open.
 * Lbs slabs are compared in kg.
 */
export function slabHoldsKg(slab: MatchableSlab, kg: number): boolean {
  const min = slab.min === null ? 0 : kgOf(slab.min, slab.measurementIn);
  const max = slab.max === null ? Number.POSITIVE_INFINITY : kgOf(slab.max, slab.measurementIn);
  return kg >= min && kg < max;
}

/**
 * Every slab holding the weight. The masters keep slabs of one scale (type and unit) apart, so a
 * Kgs and a Lbs slab may both hold it: rates on either can price the shipment.
 */
export const matchWeightSlabs = <T extends MatchableSlab>(slabs: readonly T[], kg: number): T[] =>
  slabs.filter((slab) => slabHoldsKg(slab, kg));

/** The first slab holding the weight, or null. */
export const matchWeightSlab = <T extends MatchableSlab>(slabs: readonly T[], kg: number): T | null =>
  slabs.find((slab) => slabHoldsKg(slab, kg)) ?? null;
