import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { isVisibleText, noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import {
  WEIGHT_SLAB_MESSAGES as M,
  WEIGHT_DECIMALS,
  WEIGHT_MAX,
  WEIGHT_SLAB_TYPES,
  WEIGHT_UNITS,
  type WeightSlabType,
  type WeightUnit,
} from './weight-slabs';

const ID_MAX = 2_147_483_647;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const AT_MOST_DECIMALS = new RegExp(`^\\d+(\\.\\d{1,${WEIGHT_DECIMALS}})?$`);

/**
 * How an empty input maps: '' (an untouched text box or select) and null are "absent", so the
 * form and a JSON caller reach the same SPEC message. A decimal string is read as its number,
 * so the form's text box and the API's number take one path; any other value stays as it is and
 * fails as 'Please enter a valid number'.
 */
export const readOptionalNumber = (value: unknown): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : value;
};

const readChoice = (value: unknown) => (value === '' || value === null ? undefined : value);

const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
) =>
  z.preprocess(
    readChoice,
    z.enum(values, { error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

const weight = (belowZero: string, tooLarge: string) =>
  z.preprocess(
    readOptionalNumber,
    z
      .number({ error: M.notANumber })
      .min(0, belowZero)
      .max(WEIGHT_MAX, tooLarge)
      .refine((v) => v < 0 || AT_MOST_DECIMALS.test(String(v)), M.tooManyDecimals)
      .optional(),
  );

const nameSchema = z
  .string({ error: (issue) => (issue.input == null ? M.nameRequired : M.nameNotText) })
  .trim()
  .min(1, M.nameRequired)
  .refine((v) => v.length === 0 || v.length >= NAME_MIN_LENGTH, M.nameTooShort)
  .max(NAME_MAX_LENGTH, M.nameTooLong)
  .refine(noNul, M.nameInvalid)
  .refine(isVisibleText, M.nameInvisible);

const containerSizeIdSchema = z.preprocess(
  readOptionalNumber,
  z.number({ error: M.containerSizeInvalid }).int(M.containerSizeInvalid).positive().max(ID_MAX).optional(),
);

const CROSS_FIELDS = new Set<PropertyKey>(['min', 'max', 'containerSizeId']);

/**
 * SPEC §5 weight slab: the one schema of the form and of POST/PUT. Type, name 2–50, min and max
 * each ≥ 0 and numbers, max > min when both, at least one of them, unit; a container size only
 * on a sea slab. The cross-field rules run once min, max and the size have parsed, whatever the
 * other fields hold, so the form shows every message at once.
 */
export const weightSlabRequestSchema = z
  .strictObject({
    type: choice(WEIGHT_SLAB_TYPES, M.typeRequired, M.typeInvalid),
    name: nameSchema,
    min: weight(M.minBelowZero, M.minTooLarge),
    max: weight(M.maxBelowZero, M.maxTooLarge),
    measurementIn: choice(WEIGHT_UNITS, M.unitRequired, M.unitInvalid),
    containerSizeId: containerSizeIdSchema,
  })
  .superRefine(
    (slab, ctx) => {
      if (slab.min === undefined && slab.max === undefined) {
        ctx.addIssue({ code: 'custom', path: ['min'], message: M.minOrMaxRequired });
      }
      if (slab.min !== undefined && slab.max !== undefined && slab.max <= slab.min) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: M.maxNotAboveMin });
      }
      if (slab.type === 'air' && slab.containerSizeId !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['containerSizeId'], message: M.containerSizeSeaOnly });
      }
    },
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !issues.some((issue) => CROSS_FIELDS.has(issue.path?.[0] ?? '')),
    },
  );
export type WeightSlabRequest = z.output<typeof weightSlabRequestSchema>;

/** What the form holds: text boxes and selects, '' when empty (readOptionalNumber maps it). */
export type WeightSlabFormValues = {
  type: WeightSlabType | '';
  name: string;
  min: string;
  max: string;
  measurementIn: WeightUnit | '';
  containerSizeId: string;
};

export const EMPTY_WEIGHT_SLAB_FORM: WeightSlabFormValues = {
  type: '',
  name: '',
  min: '',
  max: '',
  measurementIn: '',
  containerSizeId: '',
};

/** Lightest first by default, like the SPEC §7 weight slab data. */
export const WEIGHT_SLAB_SORTS = ['min', 'name', 'max', 'createdAt'] as const;

export const weightSlabListQuerySchema = sortedPageQuerySchema(WEIGHT_SLAB_SORTS).extend({
  type: z.enum(WEIGHT_SLAB_TYPES).optional(),
  measurementIn: z.enum(WEIGHT_UNITS).optional(),
});
export type WeightSlabListQuery = z.infer<typeof weightSlabListQuerySchema>;

export const containerSizeParamsSchema = z.strictObject({
  containerSizeId: z.coerce.number().int().positive().max(ID_MAX),
});

const weightSlabBoundsSchema = z.object({
  id: z.number().int(),
  type: z.enum(WEIGHT_SLAB_TYPES),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  measurementIn: z.enum(WEIGHT_UNITS),
  /** SPEC §5 display rule ('0 Kgs - 45 Kgs', '100 Kgs +'), computed by the server with formatWeightSlab. */
  displayName: z.string(),
});

/** A slab as the API answers it: what the master list and the form read. */
export const weightSlabSchema = weightSlabBoundsSchema.extend({
  containerSize: z.object({ id: z.number().int(), size: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type WeightSlab = z.infer<typeof weightSlabSchema>;

/** An entry of the SPEC §7 weight slab data lists. */
export const weightSlabOptionSchema = weightSlabBoundsSchema.extend({
  containerSizeId: z.number().int().nullable(),
});
export type WeightSlabOption = z.infer<typeof weightSlabOptionSchema>;
