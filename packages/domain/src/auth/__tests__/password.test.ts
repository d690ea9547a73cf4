import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../../constants';
import { MESSAGES } from '../../messages';
import { getPasswordValidity, validatePasswordPair } from '../password';
import { newPasswordSchema } from '../schemas';

describe('SPEC §5 password rules', () => {
  it.each([
    ['Abcdefg1', 1],
    ['abcdefg1', 0],
    ['ABCDEFG1', 0],
    ['Abcdefgh', 0],
    ['Abcdef1', 0],
    ['', 0],
    ['Zz9zzzzzzzzz', 1],
  ] as const)('%j has validity flag %i', (password, flag) => {
    expect(getPasswordValidity(password)).toBe(flag);
  });

  it.each([
    ['', '', MESSAGES.passwordEmpty],
    ['Abcdefg1', '', MESSAGES.passwordEmpty],
    ['', 'Abcdefg1', MESSAGES.passwordEmpty],
    ['Abcdefg1', 'Abcdefg2', MESSAGES.passwordMismatch],
    ['abc', 'abc', MESSAGES.passwordRequirementNotMet],
    [`Abcdefg1${'x'.repeat(121)}`, `Abcdefg1${'x'.repeat(121)}`, MESSAGES.passwordTooLong],
    ['Abcdefg1', 'Abcdefg1', null],
  ] as const)('%j / %j gives %j', (password, confirmation, message) => {
    expect(validatePasswordPair(password, confirmation)).toBe(message);
  });

  it('words the messages exactly as SPEC §5, typo included', () => {
    expect(MESSAGES.passwordEmpty).toBe('Enter valid password. Passowrd cannot be empty.');
    expect(MESSAGES.passwordMismatch).toBe("Password and Password Confirmation didn't match!");
    expect(MESSAGES.passwordRequirementNotMet).toBe('Password requirement not met!');
  });

  it('tells an over-long password its maximum length', () => {
    expect(MESSAGES.passwordTooLong).toBe(`Password must not exceed ${PASSWORD_MAX_LENGTH} characters`);
    const tooLong = newPasswordSchema.safeParse(`Abcdefg1${'x'.repeat(PASSWORD_MAX_LENGTH)}`);
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual([MESSAGES.passwordTooLong]);
  });

  it('accepts on the server exactly what the screen accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const accepted = newPasswordSchema.safeParse(password).success;
        expect(accepted).toBe(getPasswordValidity(password) === 1);
      }),
    );
  });
});
