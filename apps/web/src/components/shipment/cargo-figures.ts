import {
  chargeableWeightKg,
  type FreightType,
  grossKg,
  type PackageMeasures,
  revenueTons,
  volumeCbm,
} from '@fastforward/domain';

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A quantity (a decimal string of the API, or a number) grouped, with up to three decimals. */
export const formatQuantity = (value: string | number) => {
  const number = Number(value);
  return Number.isFinite(number) ? QUANTITY.format(number) : String(value);
};

/** A package line measured in full: a half-typed line would jump the figures about. */
export const isMeasured = (line: Partial<PackageMeasures> | undefined): line is PackageMeasures =>
  line !== undefined &&
  [line.count, line.length, line.width, line.height, line.grossWeight].every(
    (n) => typeof n === 'number' && Number.isFinite(n) && n > 0,
  ) &&
  line.dimensionUnit !== undefined &&
  line.weightUnit !== undefined;

/**
 * What the packages come to, as the user types (PRODUCT §2.1): by air the chargeable weight
 * (max of gross kg and volumetric kg), by sea (LCL) the revenue tons (max of CBM and tonnes).
 */
export function packageFigures(
  mode: FreightType | undefined,
  lines: readonly Partial<PackageMeasures>[],
): string {
  const measured = lines.filter(isMeasured);
  if (measured.length === 0) {
    if (mode === undefined) return 'Volume and gross weight show once a line is measured';
    return mode === 'air'
      ? 'Chargeable weight and volume show once a line is measured'
      : 'Revenue tons and volume show once a line is measured';
  }
  const cbm = volumeCbm(measured);
  if (mode === 'air') {
    return `Chargeable weight ${formatQuantity(chargeableWeightKg(measured))} kg · Volume ${formatQuantity(cbm)} CBM`;
  }
  const kg = grossKg(measured);
  // Without a mode (an amendment of the booked lines) the measures alone.
  if (mode === undefined) return `Volume ${formatQuantity(cbm)} CBM · Gross weight ${formatQuantity(kg)} kg`;
  return `Revenue tons ${formatQuantity(revenueTons(cbm, kg))} · Volume ${formatQuantity(cbm)} CBM · Gross weight ${formatQuantity(kg)} kg`;
}
