import { describe, expect, it } from 'vitest';
import { cargoLineTexts, cargoLineTotals } from '../booking-cargo';
import { bookingCargoSchema, storedCargoOf } from '../booking-schemas';

const CARGO = { description: 'Cotton shirts', packageCount: 3, grossWeightKg: 0.3 };
const box = (count: number, weightKgEach: number) => ({ containerSizeId: 5, count, weightKgEach });
const pallets = {
  count: 2,
  length: 120,
  width: 100,
  height: 150,
  dimensionUnit: 'Centimeter' as const,
  grossWeight: 1000,
  weightUnit: 'Lbs' as const,
  packageTypeCode: 'PX',
};

describe('cargo lines', () => {
  it('sum the containers and their weight in grams, without float drift', () => {
    expect(cargoLineTotals({ containers: [box(1, 0.1), box(2, 0.1)] })).toEqual({
      packageCount: 3,
      grossWeightKg: 0.3,
    });
    expect(cargoLineTotals({ packages: [pallets] })).toEqual({ packageCount: 2, grossWeightKg: 453.592 });
    expect(cargoLineTotals({})).toBeNull();
  });

  it('make the totals theirs: a count or weight that is not their sum is refused under its field', () => {
    expect(bookingCargoSchema.safeParse({ ...CARGO, containers: [box(1, 0.1), box(2, 0.1)] }).success).toBe(
      true,
    );
    const wrong = bookingCargoSchema.safeParse({
      ...CARGO,
      packageCount: 4,
      grossWeightKg: 1,
      containers: [box(3, 0.1)],
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['packageCount', "Packages / containers must be the lines' total, 3"],
      ['grossWeightKg', "Gross weight must be the lines' total, 0.3 kg"],
    ]);
    const both = bookingCargoSchema.safeParse({ ...CARGO, containers: [box(3, 0.1)], packages: [pallets] });
    expect(both.error?.issues[0]).toMatchObject({
      path: ['packages'],
      message: 'Give container lines or package lines, not both',
    });
    // Without lines the typed totals stand.
    expect(bookingCargoSchema.safeParse(CARGO).success).toBe(true);
  });

  it('are stored with their sizes named and printed in words', () => {
    const stored = storedCargoOf(
      { ...CARGO, hsCode: '', containers: [box(3, 12_000.5)], packageCount: 3, grossWeightKg: 36_001.5 },
      new Map([[5, "40' High Cube"]]),
    );
    expect(stored).toMatchObject({
      hsCode: null,
      marks: null,
      containers: [{ containerSizeName: "40' High Cube" }],
    });
    expect(cargoLineTexts(stored)).toEqual(["3 x 40' High Cube, 12,000.5 kg each"]);
    expect(cargoLineTexts({ packages: [pallets] })).toEqual([
      '2 x PX, 120 x 100 x 150 Centimeter, 453.592 kg, 3.6 CBM',
    ]);
  });
});
