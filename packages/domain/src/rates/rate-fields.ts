import { z } from 'zod';
import { proseSchema } from '../api/fields';
import { COMMODITY_TYPE } from '../codes/job-status';
import { FREIGHT_TYPES } from '../reference/paths';
import { RATE_AMOUNT_MAX, RATE_DAYS_MAX, RATE_DECIMALS } from './codes';

/**
 * Field schemas of rates and charges, each naming its field by the label it is given, so a
 * message reads as the form's label ('Sell Rate must be 0 or more').
 */

const ID_MAX = 2_147_483_647;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const AT_MOST_DECIMALS = new RegExp(`^-?\\d+(\\.\\d{1,${RATE_DECIMALS}})?$`);

type CommodityCode = keyof typeof COMMODITY_TYPE;
export const COMMODITY_CODES = Object.keys(COMMODITY_TYPE) as [CommodityCode, ...CommodityCode[]];

/** '', null and undefined (an untouched text box or select) are all "not given". */
export const isBlankInput = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

export const blankToNull = (value: unknown) => (isBlankInput(value) ? null : value);

/** The id of a record the field names. */
export const rateReferenceIdSchema = (label: string) => {
  const invalid = `${label} is not valid`;
  return z
    .number({ error: (issue) => (isBlankInput(issue.input) ? `${label} is required` : invalid) })
    .int(invalid)
    .positive(invalid)
    .max(ID_MAX, invalid);
};

/** An id that may be left empty (null). */
export const optionalRateReferenceIdSchema = (label: string) =>
  z.preprocess(blankToNull, rateReferenceIdSchema(label).nullable()).default(null);

/** What is wrong with an amount as typed, in the order a user fixes it; null when nothing is. */
const amountProblem = (label: string, value: string) => {
  if (value === '') return `${label} is required`;
  if (!DECIMAL.test(value)) return `${label} must be a number`;
  if (value.startsWith('-') && Number(value) !== 0) return `${label} must be 0 or more`;
  if (!AT_MOST_DECIMALS.test(value)) return `${label} must have at most ${RATE_DECIMALS} decimals`;
  if (Number(value) > RATE_AMOUNT_MAX) return `${label} must not exceed ${RATE_AMOUNT_MAX}`;
  return null;
};

/**
 * A money amount as a decimal string ('1250.5' → '1250.50' is the database's business): a JSON
 * number is read as its text, so the form's text box and an API caller's number take one path.
 * One message at a time, the first a user has to fix.
 */
export const rateAmountSchema = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({
        error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
      })
      .trim()
      .superRefine((value, ctx) => {
        const problem = amountProblem(label, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((v) => (Number(v) === 0 ? '0' : v.replace(/^0+(?=\d)/, ''))),
  );

/** An amount that may be left empty (null). */
export const optionalRateAmountSchema = (label: string) =>
  z.preprocess(blankToNull, rateAmountSchema(label).nullable()).default(null);

/** A day as 'YYYY-MM-DD'. */
export const rateDaySchema = (label: string) =>
  z.iso.date({
    error: (issue) =>
      isBlankInput(issue.input) ? `${label} is required` : `${label} must be a date (YYYY-MM-DD)`,
  });

export const freightModeSchema = (label: string) =>
  z.enum(FREIGHT_TYPES, {
    error: (issue) => (isBlankInput(issue.input) ? `${label} is required` : `${label} must be sea or air`),
  });

/** An ISO 4217 code, upper-cased; an empty one is only "required". */
export const currencyCodeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{3}$/.test(v), `${label} must be a 3-letter ISO 4217 code, e.g. USD`)
    .refine((v) => v !== '', `${label} is required`);

/** Days (transit, free): a whole number of 0–`RATE_DAYS_MAX`, or nothing; form text is read as its number. */
export const optionalRateDaysSchema = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${RATE_DAYS_MAX}`;
  return z
    .preprocess((value) => {
      if (isBlankInput(value)) return null;
      return typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;
    }, z.number({ error: message }).int(message).min(0, message).max(RATE_DAYS_MAX, message).nullable())
    .default(null);
};

const commodityTypeEnum = (label: string) =>
  z.enum(COMMODITY_CODES, {
    error: (issue) =>
      isBlankInput(issue.input) ? `${label} is required` : `${label} must be GNRL, HZMT or TEMP`,
  });

export const commodityTypeSchema = commodityTypeEnum;

/** A commodity type that may be left empty: the record then applies to every commodity. */
export const optionalCommodityTypeSchema = (label: string) =>
  z.preprocess(blankToNull, commodityTypeEnum(label).nullable()).default(null);

/** An incoterm code that may be left empty. */
export const optionalIncotermSchema = (label: string) => {
  const message = `${label} must be a 3-letter code, e.g. FOB`;
  return z
    .preprocess(
      blankToNull,
      z
        .string({ error: message })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, message)
        .nullable(),
    )
    .default(null);
};

/** Remarks: free text up to `max` characters, or nothing. */
export const optionalRemarksSchema = (label: string, max = 1000) =>
  z
    .preprocess(blankToNull, proseSchema(label, max).nullable())
    .transform((v) => (v === '' ? null : v))
    .default(null);
