import { z } from 'zod';
import { rateWizardContainerSchema } from '../rates/rate-wizard-schemas';
import { grossKg, volumeCbm } from '../rates/units';
import { type EnquiryPackage, enquiryPackageSchema } from './enquiry-schemas';

/**
 * The booking's cargo in lines (issue 24): container lines (size × count, the weight of each
 * container) for sea FCL, package lines (type, count, measures, weight) for air and sea LCL — the
 * enquiry's own line shapes, so the form starts from what was enquired. The cargo's totals
 * (packages / containers, gross weight) are the lines' sums, summed here once.
 */
export const bookingContainerLineSchema = rateWizardContainerSchema.extend({
  weightKgEach: z
    .number({ error: 'Weight per container must be a number' })
    .positive('Weight per container must be greater than 0')
    .max(100_000, 'Weight per container must not exceed 100000 kg'),
});
export type BookingContainerLine = z.infer<typeof bookingContainerLineSchema>;

/** A container line as stored and answered: its size named when the booking took it. */
export type StoredContainerLine = BookingContainerLine & { containerSizeName: string };

export const bookingCargoLineFields = {
  containers: z.array(bookingContainerLineSchema).max(10, 'At most 10 container lines').optional(),
  packages: z.array(enquiryPackageSchema).max(50, 'At most 50 package lines').optional(),
};

type CargoLines = {
  containers?: readonly BookingContainerLine[] | null | undefined;
  packages?: readonly EnquiryPackage[] | null | undefined;
};

/** Kilograms to whole grams, so sums carry no float drift. */
const grams = (kg: number) => Math.round(kg * 1000);

/**
 * What the lines come to: the number of containers (or packages) and the gross weight in kg,
 * rounded to the gram; null when the cargo has no lines (its totals are then typed by hand).
 */
export function cargoLineTotals(cargo: CargoLines): { packageCount: number; grossWeightKg: number } | null {
  const containers = cargo.containers ?? [];
  const packages = cargo.packages ?? [];
  if (containers.length > 0) {
    return {
      packageCount: containers.reduce((sum, c) => sum + c.count, 0),
      grossWeightKg: containers.reduce((sum, c) => sum + c.count * grams(c.weightKgEach), 0) / 1000,
    };
  }
  if (packages.length > 0) {
    return {
      packageCount: packages.reduce((sum, p) => sum + p.count, 0),
      grossWeightKg: packages.reduce((sum, p) => sum + grams(grossKg([p])), 0) / 1000,
    };
  }
  return null;
}

/** The rule across the cargo's fields: one kind of line, and totals that are the lines' sums. */
export function checkCargoLines(
  cargo: CargoLines & { packageCount?: number; grossWeightKg?: number },
  ctx: z.RefinementCtx,
) {
  if ((cargo.containers?.length ?? 0) > 0 && (cargo.packages?.length ?? 0) > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['packages'],
      message: 'Give container lines or package lines, not both',
    });
    return;
  }
  const totals = cargoLineTotals(cargo);
  if (!totals) return;
  if (typeof cargo.packageCount === 'number' && cargo.packageCount !== totals.packageCount) {
    ctx.addIssue({
      code: 'custom',
      path: ['packageCount'],
      message: `Packages / containers must be the lines' total, ${totals.packageCount}`,
    });
  }
  if (typeof cargo.grossWeightKg === 'number' && grams(cargo.grossWeightKg) !== grams(totals.grossWeightKg)) {
    ctx.addIssue({
      code: 'custom',
      path: ['grossWeightKg'],
      message: `Gross weight must be the lines' total, ${totals.grossWeightKg} kg`,
    });
  }
}

const QUANTITY = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/**
 * Each line in words, as documents and screens print it: '2 x 40' High Cube, 12,000 kg each' or
 * '10 x PLT, 120 x 80 x 100 Centimeter, 500 kg, 9.6 CBM'. Container sizes by the stored name.
 */
export function cargoLineTexts(cargo: {
  containers?: readonly (BookingContainerLine & { containerSizeName?: string })[] | null;
  packages?: readonly EnquiryPackage[] | null;
}): string[] {
  const containers = (cargo.containers ?? []).map(
    (c) =>
      `${c.count} x ${c.containerSizeName ?? `size ${c.containerSizeId}`}, ${QUANTITY(c.weightKgEach)} kg each`,
  );
  const packages = (cargo.packages ?? []).map((p) =>
    [
      `${p.count} x ${p.packageTypeCode || 'packages'}`,
      `${QUANTITY(p.length)} x ${QUANTITY(p.width)} x ${QUANTITY(p.height)} ${p.dimensionUnit}`,
      `${QUANTITY(grossKg([p]))} kg`,
      `${QUANTITY(volumeCbm([p]))} CBM`,
    ].join(', '),
  );
  return [...containers, ...packages];
}
