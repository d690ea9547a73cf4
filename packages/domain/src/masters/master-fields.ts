import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema } from '../api/fields';
import { isValidTimeZone } from '../company-settings/rules';
import { NAME_MIN_LENGTH } from '../constants';

/** Fields several masters share (not exported from the package: the masters' schemas are). */

export const countryCodeField = requiredTextSchema('Country', 2)
  .toUpperCase()
  .refine((v) => /^[A-Z]{2}$/.test(v), 'Country must be a 2-letter ISO code, e.g. AE');

/** A country code in a query string, in any case. */
export const countryCodeParam = z
  .string({ error: 'Choose a country' })
  .regex(/^[A-Za-z]{2}$/, 'Country must be a 2-letter ISO code')
  .transform((v) => v.toUpperCase());

export const countryCodeFilter = countryCodeParam.optional();

export const timeZoneField = optionalTextSchema(
  'Time zone',
  64,
  isValidTimeZone,
  'Choose a valid IANA time zone, e.g. Asia/Dubai',
);

/** A required name of at least NAME_MIN_LENGTH characters. */
export const nameField = (label: string, max: number) =>
  requiredTextSchema(label, max).refine(
    (v) => v.length >= NAME_MIN_LENGTH,
    `${label} must be at least ${NAME_MIN_LENGTH} characters`,
  );

/** YYYY-MM-DD of a real day. */
export const dayField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
