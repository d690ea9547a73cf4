import { z } from 'zod';
import { invisibleCharacterMessage, isVisibleText, noNul } from './schemas';

/**
 * Free text up to `max` characters, trimmed, without NUL: prose (a description, a news text, the
 * text printed on a document), which may hold bidi marks and joiners. Messages name the field.
 */
export const proseSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** Prose that must be filled. */
export const requiredProseSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** A name or an identifier up to `max` characters: prose's rules, and nothing invisible in it. */
export const textSchema = (label: string, max: number) =>
  proseSchema(label, max).refine(isVisibleText, invisibleCharacterMessage(label));

/** A name or an identifier that must be filled. */
export const requiredTextSchema = (label: string, max: number) =>
  requiredProseSchema(label, max).refine(isVisibleText, invisibleCharacterMessage(label));

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

/** The largest id a record can have (the serial columns are int4). */
export const ID_MAX = 2_147_483_647;

/** A record's id in a request body: a positive int4, every failure worded as `message`. */
export const idFieldSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A record's id that may be left out (null or absent). */
export const optionalIdFieldSchema = (message: string) => idFieldSchema(message).nullable().optional();

/** A record's id in a path. */
export const pathIdSchema = z.coerce.number().int().positive().max(ID_MAX);
