import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../../constants';
import { MESSAGES } from '../../messages';
import { registrationRequestSchema } from '../schemas';

const VALID = {
  companyName: 'Blue Harbour Logistics',
  shortName: 'blueharbour',
  category: 'CAT_FFD',
  countryCode: 'AE',
  phone: '+971 4 555 0101',
  fullName: 'Bianca Harbour',
  username: 'bianca.harbour',
  email: 'bianca@blueharbour.example',
  password: 'Harbour-Pass1',
  confirmPassword: 'Harbour-Pass1',
  licenseAgreementId: 3,
  acceptLicense: true,
};

/** The message a form shows under each field: the first issue of its path. */
const shownMessages = (body: object) => {
  const shown: Record<string, string> = {};
  for (const issue of registrationRequestSchema.safeParse(body).error?.issues ?? []) {
    shown[String(issue.path[0])] ??= issue.message;
  }
  return shown;
};

describe('registration request', () => {
  it('accepts a complete form', () => {
    expect(registrationRequestSchema.safeParse(VALID).success).toBe(true);
  });

  it('tells an empty form what is missing, not which rule an empty value breaks', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((key) => [key, '']));
    expect(
      shownMessages({ ...empty, category: 'CAT_FFD', licenseAgreementId: null, acceptLicense: false }),
    ).toEqual({
      companyName: 'Company name is required',
      shortName: 'Short name is required',
      countryCode: 'Country is required',
      phone: 'Phone is required',
      fullName: 'Full name is required',
      username: 'Username is required',
      email: 'E-mail is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
      acceptLicense: 'You must accept the licence agreement',
    });
  });

  it('says the maximum length of an over-long password', () => {
    const long = `Abcdefg1${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    expect(shownMessages({ ...VALID, password: long, confirmPassword: long })).toEqual({
      password: MESSAGES.passwordTooLong,
      confirmPassword: MESSAGES.passwordTooLong,
    });
  });

  it('tells a mismatched confirmation beside the other fields’ errors', () => {
    expect(shownMessages({ ...VALID, companyName: '', confirmPassword: 'Harbour-Pass2' })).toEqual({
      companyName: 'Company name is required',
      confirmPassword: MESSAGES.passwordMismatch,
    });
  });
});
