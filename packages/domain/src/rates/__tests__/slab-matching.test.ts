import { describe, expect, it } from 'vitest';
import { type MatchableSlab, matchWeightSlab, matchWeightSlabs, slabHoldsKg } from '../slab-matching';

const slab = (id: number, min: number | null, max: number | null, measurementIn = 'Kgs'): MatchableSlab => ({
  id,
  min,
  max,
  measurementIn,
});
const airBreaks = [slab(1, null, 45), slab(2, 45, 100), slab(3, 100, 300), slab(4, 300, null)];

describe('matchWeightSlab: [min, max)', () => {
  it.each([
    [0, 1],
    [44.5, 1],
    [45, 2],
    [99.5, 2],
    [100, 3],
    [299.999, 3],
    [300, 4],
    [100_000, 4],
  ])('%d kg falls in slab %d', (kg, id) => {
    expect(matchWeightSlab(airBreaks, kg)?.id).toBe(id);
  });

  it('finds nothing where the slabs leave a gap', () => {
    expect(matchWeightSlab([slab(1, 10, 20)], 9.5)).toBeNull();
    expect(matchWeightSlab([slab(1, 10, 20)], 20)).toBeNull();
  });

  it('compares Lbs slabs in kg', () => {
    // 100 lbs = 45.359237 kg.
    const lbs = slab(9, 100, 220, 'Lbs');
    expect(slabHoldsKg(lbs, 45.35)).toBe(false);
    expect(slabHoldsKg(lbs, 45.359237)).toBe(true);
    expect(slabHoldsKg(lbs, 99.5)).toBe(true);
    // 220 lbs = 99.79 kg: max exclusive.
    expect(slabHoldsKg(lbs, 100)).toBe(false);
  });

  it('answers both a Kgs and a Lbs slab that hold the weight', () => {
    expect(matchWeightSlabs([...airBreaks, slab(9, 100, 220, 'Lbs')], 50).map((s) => s.id)).toEqual([2, 9]);
  });
});
