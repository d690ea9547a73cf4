import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  containerNumberProblem,
  containerNumberRequestSchema,
  isValidContainerNumber,
  CONTAINER_NUMBER_MESSAGES as M,
  normalizeContainerNumber,
} from '../container-numbers';

/**
 * Published container numbers; each check digit was computed by hand with the ISO 6346 letter
 * table before it went in here. CSQU3054383 is the standard's worked example, BICU1234565 the
 * BIC's.
 */
const VALID = [
  ['CSQU3054383', 3],
  ['BICU1234565', 5],
  ['MSKU9070323', 3],
  ['MSCU6634360', 0],
  ['TOLU4734787', 7],
  ['OOLU8240880', 0],
  ['FCIU8290457', 7],
  ['APZU4812090', 0],
  ['GVTU3000389', 9],
  // Detachable equipment (J) and trailer (Z) categories.
  ['CSQJ3054386', 6],
  ['CSQZ3054387', 7],
  // A remainder of 10 gives 0.
  ['CSQU0000070', 0],
] as const;

describe('ISO 6346 check digit', () => {
  it.each(VALID)('%s has check digit %i and is valid', (number, digit) => {
    expect(containerCheckDigit(number.slice(0, 10))).toBe(digit);
    expect(containerCheckDigit(number)).toBe(digit);
    expect(isValidContainerNumber(number)).toBe(true);
  });

  it.each([
    ['CSQU3054384', M.checkDigit(3)],
    ['MSKU9070320', M.checkDigit(3)],
    ['TGHU4958291', M.checkDigit(4)],
    ['CMAU4504358', M.checkDigit(0)],
    ['CSQA3054383', M.category],
    ['CSQ13054383', M.category],
    ['C5QU3054383', M.ownerCode],
    ['CSQU305438', M.length],
    ['CSQU30543833', M.length],
    ['CSQU30543X3', M.digits],
    ['', M.required],
  ])('%s is refused: %s', (number, message) => {
    expect(isValidContainerNumber(number)).toBe(false);
    expect(containerNumberProblem(number)).toBe(message);
  });

  it('words the check-digit message with the expected digit', () => {
    expect(containerNumberProblem('CSQU3054389')).toBe(
      'Container number check digit does not match (expected 3)',
    );
  });

  it('gives null for anything but 4 letters and 6 digits', () => {
    expect(containerCheckDigit('CSQ1305438')).toBeNull();
    expect(containerCheckDigit('CSQU30543')).toBeNull();
  });

  it('normalises case, spaces and dashes', () => {
    expect(normalizeContainerNumber(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(isValidContainerNumber('csqu 305438 3')).toBe(true);
  });

  it('accepts exactly one check digit for every owner code and serial', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const head = fc
      .tuple(
        fc.array(letter, { minLength: 3, maxLength: 3 }),
        fc.constantFrom('U', 'J', 'Z'),
        fc.integer({ min: 0, max: 999_999 }),
      )
      .map(([owner, category, serial]) => `${owner.join('')}${category}${String(serial).padStart(6, '0')}`);
    fc.assert(
      fc.property(head, (first10) => {
        const valid = Array.from({ length: 10 }, (_, d) => d).filter((d) =>
          isValidContainerNumber(`${first10}${d}`),
        );
        expect(valid).toEqual([containerCheckDigit(first10)]);
      }),
    );
  });
});

describe('containerNumberRequestSchema', () => {
  it('stores the number normalised and the empty fields as absent', () => {
    expect(
      containerNumberRequestSchema.parse({
        number: 'csqu 305438-3',
        containerSizeId: '',
        remarks: ' On hire ',
      }),
    ).toEqual({
      number: 'CSQU3054383',
      remarks: 'On hire',
    });
    expect(containerNumberRequestSchema.parse({ number: 'BICU1234565', containerSizeId: '4' })).toEqual({
      number: 'BICU1234565',
      containerSizeId: 4,
    });
  });

  it.each([
    [{}, 'number', M.required],
    [{ number: '' }, 'number', M.required],
    [{ number: 42 }, 'number', M.notText],
    [{ number: 'CSQU3054384' }, 'number', 'Container number check digit does not match (expected 3)'],
    [{ number: 'x'.repeat(21) }, 'number', M.tooLong],
    [{ number: 'CSQU3054383', containerSizeId: 'big' }, 'containerSizeId', M.containerSizeInvalid],
    [{ number: 'CSQU3054383', remarks: 'r'.repeat(201) }, 'remarks', M.remarksTooLong],
  ])('refuses %o on %s', (body, field, message) => {
    const result = containerNumberRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
