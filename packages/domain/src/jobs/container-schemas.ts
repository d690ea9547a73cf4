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
