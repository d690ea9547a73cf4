import { z } from 'zod';
import { noNul } from './schemas';

/** Text up to `max` characters, trimmed, without NUL; messages name the field by `label`. */
export const textSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** Text that must be filled. */
export const requiredTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** A field that may be left empty ('' or null, both stored as null); when filled it must pass `check`. */
export const optionalTextSchema = (
  label: string,
  max: number,
  check?: (value: string) => boolean,
  message?: string,
) =>
  textSchema(label, max)
    .refine((value) => value === '' || !check || check(value), message ?? `${label} is not valid`)
    .nullable()
    .optional();

/** '' and undefined as null: how an optional text field is stored. */
export const emptyToNull = (value: string | null | undefined) => (value ? value : null);
