import { describe, expect, it } from 'vitest';
import { containerTotals } from '../container-schemas';

const container = (size: string | null, seal: string | null, gross: string | null, vgm: string | null) => ({
  containerSize: size === null ? null : { id: 1, size },
  sealNumber: seal,
  grossWeightKg: gross,
  vgmKg: vgm,
  packageCount: 10,
});

describe('containerTotals', () => {
  it('counts entered against booked per size and sums weights in grams', () => {
    const totals = containerTotals(
      [container('40HC', 'S1', '12500.100', '14300.200'), container('20GP', null, '0.200', null)],
      [
        { containerSizeName: '40HC', count: 2 },
        { containerSizeName: '20GP', count: 1 },
      ],
    );
    expect(totals).toEqual({
      booked: 3,
      entered: 2,
      sealed: 1,
      withVgm: 1,
      grossWeightKg: '12500.300',
      vgmKg: '14300.200',
      packages: 20,
      bySize: [
        { size: '40HC', booked: 2, entered: 1 },
        { size: '20GP', booked: 1, entered: 1 },
      ],
    });
  });

  it('lists a size entered but not booked, and knows no weight when none is given', () => {
    const totals = containerTotals([container(null, null, null, null)], []);
    expect(totals).toMatchObject({ booked: 0, entered: 1, grossWeightKg: null, vgmKg: null });
    expect(totals.bySize).toEqual([{ size: 'Size not given', booked: 0, entered: 1 }]);
  });
});
