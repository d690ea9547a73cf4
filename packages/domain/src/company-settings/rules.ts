/** Pure rules of the company settings, shared by the API and the web forms. */

/** The basic settings that must be filled for `hasCompleteCompanySetting` (SPEC §4 login flow). */
export const COMPANY_SETTING_REQUIRED_FIELDS = [
  'legalName',
  'shortName',
  'addressLine1',
  'city',
  'countryCode',
  'contactEmail',
  'baseCurrency',
  'timeZone',
] as const;
export type CompanySettingRequiredField = (typeof COMPANY_SETTING_REQUIRED_FIELDS)[number];

export function isCompanySettingComplete(
  settings: Partial<Record<CompanySettingRequiredField, string | null | undefined>>,
): boolean {
  return COMPANY_SETTING_REQUIRED_FIELDS.every((field) => (settings[field] ?? '').trim() !== '');
}

/** An IANA time-zone name the runtime knows (Intl refuses unknown names with a RangeError). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IBAN without spaces, upper case: the form it is stored and checked in. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, up to 30 characters, and the mod-97 remainder is 1. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
