import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

/** The new-password requirements of SPEC §5, listed in the hint block while a password is invalid. */
export const PASSWORD_REQUIREMENTS = [
  { key: 'lowercase', label: 'At least 1 lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'uppercase', label: 'At least 1 uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', label: 'At least 1 digit', test: (p: string) => /\d/.test(p) },
  {
    key: 'length',
    label: `${PASSWORD_MIN_LENGTH} or more characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
] as const;

/** SPEC §5: the validity flag is 1 when every requirement is met, else 0. */
export function getPasswordValidity(password: string): 0 | 1 {
  return PASSWORD_REQUIREMENTS.every((r) => r.test(password)) ? 1 : 0;
}

/**
 * The message for a password and its confirmation, in the order SPEC §5 lists the rules,
 * or null when the pair is acceptable.
 */
export function validatePasswordPair(password: string, confirmation: string): string | null {
  if (password === '' || confirmation === '') return MESSAGES.passwordEmpty;
  if (password !== confirmation) return MESSAGES.passwordMismatch;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (getPasswordValidity(password) !== 1) return MESSAGES.passwordRequirementNotMet;
  return null;
}
