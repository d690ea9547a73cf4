import { z } from 'zod';
import { ID_MAX, pathIdSchema, proseSchema, textSchema } from '../api/fields';
import { noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import {
  CONTAINER_NUMBER_MESSAGES,
  containerNumberProblem,
  normalizeContainerNumber,
} from '../masters/container-numbers';

/**
 * A job's container tracking entries (SPEC §3 "Container tracking entry: id, containerDetails"):
 * the ISO 6346 number (the masters' rule, stored normalised), size, seal, weight, packages and
 * free-text `containerDetails` (SPEC's own name). One number once per job.
 */

export const JOB_CONTAINER_MESSAGES = {
  duplicate: 'This container is already on the job',
  notFound: 'Container not found',
  containerSizeNotFound: CONTAINER_NUMBER_MESSAGES.containerSizeNotFound,
  /** A closed or cancelled job's containers are kept as they were. */
  jobFinal: 'The containers of a closed or cancelled job cannot be changed',
} as const;

/** '' and null as null; digits typed in a text box as their number; anything else as sent (the schema names it). */
const readOptionalNumber = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  }
  return value;
};

const containerNumberField = z
  .string({
    error: (issue) =>
      issue.input == null ? CONTAINER_NUMBER_MESSAGES.required : CONTAINER_NUMBER_MESSAGES.notText,
  })
  .max(20, CONTAINER_NUMBER_MESSAGES.tooLong)
  .refine(noNul, CONTAINER_NUMBER_MESSAGES.invalidCharacter)
  .overwrite(normalizeContainerNumber)
  .superRefine((number, ctx) => {
    const problem = number.includes('\u0000') ? null : containerNumberProblem(number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST and PUT of a job's container (PUT replaces every field: a field left out is cleared). */
export const jobContainerRequestSchema = z.strictObject({
  containerNumber: containerNumberField,
  containerSizeId: z
    .preprocess(
      readOptionalNumber,
      z
        .number({ error: CONTAINER_NUMBER_MESSAGES.containerSizeInvalid })
        .int(CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
        .positive(CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
        .max(ID_MAX, CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
        .nullable(),
    )
    .optional(),
  sealNumber: textSchema('Seal number', 40)
    .refine(
      (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(v),
      'Seal number may hold letters, digits, spaces, / and -',
    )
    .nullable()
    .optional(),
  grossWeightKg: z
    .preprocess(
      readOptionalNumber,
      z
        .number({ error: 'Gross weight must be a number' })
        .positive('Gross weight must be greater than 0')
        .max(100_000, 'Gross weight must not exceed 100000 kg')
        .refine(
          (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
          'Gross weight may have at most 3 decimals',
        )
        .nullable(),
    )
    .optional(),
  vgmKg: z
    .preprocess(
      readOptionalNumber,
      z
        .number({ error: 'VGM must be a number' })
        .positive('VGM must be greater than 0')
        .max(100_000, 'VGM must not exceed 100000 kg')
        .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'VGM may have at most 3 decimals')
        .nullable(),
    )
    .optional(),
  packageCount: z
    .preprocess(
      readOptionalNumber,
      z
        .number({ error: 'Packages must be a number' })
        .int('Packages must be a whole number')
        .min(1, 'Packages must be at least 1')
        .max(100_000, 'Packages must not exceed 100000')
        .nullable(),
    )
    .optional(),
  containerDetails: proseSchema('Container details', 2000).nullable().optional(),
});
export type JobContainerRequest = z.output<typeof jobContainerRequestSchema>;

/** The container form as typed: every field text. */
export type JobContainerFormValues = {
  containerNumber: string;
  containerSizeId: string;
  sealNumber: string;
  grossWeightKg: string;
  vgmKg: string;
  packageCount: string;
  containerDetails: string;
};
export const EMPTY_JOB_CONTAINER_FORM: JobContainerFormValues = {
  containerNumber: '',
  containerSizeId: '',
  sealNumber: '',
  grossWeightKg: '',
  vgmKg: '',
  packageCount: '',
  containerDetails: '',
};

/** A container of a job as both doors answer it. */
export const jobContainerSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  containerNumber: z.string(),
  containerSize: z.object({ id: z.number().int(), size: z.string() }).nullable(),
  sealNumber: z.string().nullable(),
  /** Kilograms, three decimals, as text (numeric column). */
  grossWeightKg: z.string().nullable(),
  /** The verified gross mass (SOLAS VGM), kilograms as text. */
  vgmKg: z.string().nullable(),
  packageCount: z.number().int().nullable(),
  containerDetails: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type JobContainer = z.infer<typeof jobContainerSchema>;

export const jobContainerParamsSchema = z.strictObject({ id: pathIdSchema, containerId: pathIdSchema });

/** A booked container line of the enquiry (size × count). */
export type BookedContainerLine = { containerSizeName: string; count: number };

export type ContainerTotals = {
  booked: number;
  entered: number;
  sealed: number;
  withVgm: number;
  /** Kilograms as text with three decimals, summed in grams so no float drift; null when none is known. */
  grossWeightKg: string | null;
  vgmKg: string | null;
  packages: number;
  /** Per booked size (then any size entered but not booked): how many booked and how many entered. */
  bySize: { size: string; booked: number; entered: number }[];
};

const gramsOf = (kg: string) => Math.round(Number(kg) * 1000);
const kgText = (grams: number) => (grams / 1000).toFixed(3);

function sumKg(values: readonly (string | null)[]): string | null {
  const known = values.filter((v): v is string => v !== null);
  return known.length === 0 ? null : kgText(known.reduce((sum, v) => sum + gramsOf(v), 0));
}

/**
 * The Containers tab's totals against what the enquiry booked (issue 24): the count the CGLD and
 * DORE guards check, the seals and VGMs entered, and the weights and packages summed once.
 */
export function containerTotals(
  containers: readonly Pick<
    JobContainer,
    'containerSize' | 'sealNumber' | 'grossWeightKg' | 'vgmKg' | 'packageCount'
  >[],
  booked: readonly BookedContainerLine[],
): ContainerTotals {
  const bySize = new Map<string, { booked: number; entered: number }>();
  for (const line of booked) {
    const size = bySize.get(line.containerSizeName) ?? { booked: 0, entered: 0 };
    bySize.set(line.containerSizeName, { ...size, booked: size.booked + line.count });
  }
  for (const c of containers) {
    const name = c.containerSize?.size ?? 'Size not given';
    const size = bySize.get(name) ?? { booked: 0, entered: 0 };
    bySize.set(name, { ...size, entered: size.entered + 1 });
  }
  return {
    booked: booked.reduce((sum, line) => sum + line.count, 0),
    entered: containers.length,
    sealed: containers.filter((c) => c.sealNumber).length,
    withVgm: containers.filter((c) => c.vgmKg !== null).length,
    grossWeightKg: sumKg(containers.map((c) => c.grossWeightKg)),
    vgmKg: sumKg(containers.map((c) => c.vgmKg)),
    packages: containers.reduce((sum, c) => sum + (c.packageCount ?? 0), 0),
    bySize: [...bySize].map(([size, counts]) => ({ size, ...counts })),
  };
}
