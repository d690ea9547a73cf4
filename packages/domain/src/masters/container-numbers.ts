import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';

/**
 * ISO 6346 freight container numbers: a 3-letter owner code, the equipment category (U freight
 * container, J detachable equipment, Z trailer or chassis), a 6-digit serial and a check digit.
 */

export const CONTAINER_NUMBER_PATHS = { containerNumbers: '/api/v1/masters/container-numbers' } as const;

export const CONTAINER_CATEGORIES = ['U', 'J', 'Z'] as const;

export const CONTAINER_NUMBER_MESSAGES = {
  required: 'Container number is required',
  notText: 'Container number must be text',
  tooLong: 'Container number must not exceed 20 characters',
  length: 'Container number must have 11 characters: 4 letters and 7 digits, e.g. CSQU3054383',
  ownerCode: 'Container number must start with a 3-letter owner code',
  category: 'The 4th letter of a container number must be its category U, J or Z',
  digits: 'Container number must end with 7 digits: the serial number and the check digit',
  checkDigit: (expected: number) => `Container number check digit does not match (expected ${expected})`,
  invalidCharacter: 'Container number contains an invalid character',
  remarksTooLong: 'Remarks must not exceed 200 characters',
  remarksInvalid: 'Remarks contain an invalid character',
  containerSizeInvalid: 'Choose a container size from the list',
  containerSizeNotFound: 'Container size not found',
  duplicate: 'This container number is already in the list',
  notFound: 'Container number not found',
} as const;

/** How a number is stored and compared: upper case, without spaces and dashes ('CSQU 305438-3'). */
export const normalizeContainerNumber = (input: string) => input.toUpperCase().replace(/[\s-]+/g, '');

/**
 * ISO 6346 letter values: A = 10 upwards, skipping the multiples of 11 (11, 22, 33), so that
 * B = 12, L = 23, V = 34 … Z = 38.
 */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value += 1;
    values[letter] = value;
    value += 1;
  }
  return values;
})();

/**
 * The check digit of the first 10 characters (owner code, category, serial): each character's
 * value times 2^position, summed, modulo 11; a remainder of 10 gives 0. Null when the 10
 * characters are not 4 letters and 6 digits.
 */
export function containerCheckDigit(first10: string): number | null {
  const head = normalizeContainerNumber(first10).slice(0, 10);
  if (!/^[A-Z]{4}\d{6}$/.test(head)) return null;
  let sum = 0;
  for (const [position, char] of [...head].entries()) {
    const value = position < 4 ? (LETTER_VALUES[char] ?? 0) : Number(char);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/** What is wrong with a (normalised) container number, in words for the user; null when valid. */
export function containerNumberProblem(input: string): string | null {
  const M = CONTAINER_NUMBER_MESSAGES;
  const number = normalizeContainerNumber(input);
  if (number === '') return M.required;
  if (number.length !== 11) return M.length;
  if (!/^[A-Z]{3}/.test(number)) return M.ownerCode;
  if (!(CONTAINER_CATEGORIES as readonly string[]).includes(number[3] ?? '')) return M.category;
  if (!/^\d{7}$/.test(number.slice(4))) return M.digits;
  const expected = containerCheckDigit(number);
  if (expected === null) return M.length;
  return Number(number[10]) === expected ? null : M.checkDigit(expected);
}

export const isValidContainerNumber = (input: string) => containerNumberProblem(input) === null;

const ID_MAX = 2_147_483_647;

const readOptional = (value: unknown): unknown => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return value;
};

/** POST and PUT of a container number; the number is stored normalised. */
export const containerNumberRequestSchema = z.strictObject({
  number: z
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
    }),
  containerSizeId: z.preprocess(
    readOptional,
    z
      .number({ error: CONTAINER_NUMBER_MESSAGES.containerSizeInvalid })
      .int(CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
      .positive(CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
      .max(ID_MAX, CONTAINER_NUMBER_MESSAGES.containerSizeInvalid)
      .optional(),
  ),
  remarks: z
    .string({ error: CONTAINER_NUMBER_MESSAGES.remarksInvalid })
    .trim()
    .max(200, CONTAINER_NUMBER_MESSAGES.remarksTooLong)
    .refine(noNul, CONTAINER_NUMBER_MESSAGES.remarksInvalid)
    .nullable()
    .optional(),
});
export type ContainerNumberRequest = z.output<typeof containerNumberRequestSchema>;

export type ContainerNumberFormValues = { number: string; containerSizeId: string; remarks: string };
export const EMPTY_CONTAINER_NUMBER_FORM: ContainerNumberFormValues = {
  number: '',
  containerSizeId: '',
  remarks: '',
};

export const CONTAINER_NUMBER_SORTS = ['number', 'createdAt'] as const;

export const containerNumberListQuerySchema = sortedPageQuerySchema(CONTAINER_NUMBER_SORTS);
export type ContainerNumberListQuery = z.infer<typeof containerNumberListQuerySchema>;

/** A container number as the API answers it, with its size when one is set. */
export const containerNumberSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  containerSize: z.object({ id: z.number().int(), size: z.string() }).nullable(),
  remarks: z.string().nullable(),
  createdAt: timestampSchema,
});
export type ContainerNumber = z.infer<typeof containerNumberSchema>;
