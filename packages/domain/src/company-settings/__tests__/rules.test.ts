import { describe, expect, it } from 'vitest';
import {
  COMPANY_SETTING_REQUIRED_FIELDS,
  isCompanySettingComplete,
  isValidIban,
  isValidTimeZone,
  normalizeIban,
} from '../rules';
import {
  bankAccountRequestSchema,
  companyBasicSettingsRequestSchema,
  invoiceSettingsRequestSchema,
  operatingCostSettingsRequestSchema,
} from '../schemas';

describe('isValidIban (mod-97)', () => {
  it.each([
    ['GB82 WEST 1234 5698 7654 32', true],
    ['DE89370400440532013000', true],
    ['ae070331234567890123456', true],
    ['GB82 WEST 1234 5698 7654 33', false],
    ['GB82', false],
    ['1234567890123456', false],
    ['', false],
  ])('%s → %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));

  it('normalizes spaces and case', () => expect(normalizeIban('gb82 west 1234')).toBe('GB82WEST1234'));
});

describe('isValidTimeZone', () => {
  it.each([
    ['Asia/Dubai', true],
    ['Europe/London', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Asia/Dubai; drop table', false],
  ])('%s → %s', (tz, valid) => expect(isValidTimeZone(tz)).toBe(valid));
});

describe('isCompanySettingComplete', () => {
  const complete = {
    legalName: 'Horizon Logistics LLC',
    shortName: 'horizon',
    addressLine1: '1 Quay',
    city: 'Dubai',
    countryCode: 'AE',
    contactEmail: 'ops@horizon.example',
    baseCurrency: 'AED',
    timeZone: 'Asia/Dubai',
  };
  it('is true when every required field is filled', () =>
    expect(isCompanySettingComplete(complete)).toBe(true));
  it.each(Object.keys(complete))('is false without %s', (field) => {
    expect(isCompanySettingComplete({ ...complete, [field]: '  ' })).toBe(false);
    expect(isCompanySettingComplete({ ...complete, [field]: null })).toBe(false);
  });
});

describe('schemas', () => {
  const basic = {
    legalName: 'Horizon Logistics LLC',
    shortName: 'horizon',
    addressLine1: '1 Quay',
    city: 'Dubai',
    countryCode: 'AE',
    contactEmail: 'ops@horizon.example',
    baseCurrency: 'AED',
    timeZone: 'Asia/Dubai',
  };

  it('accepts empty optional basic fields and refuses bad formats', () => {
    expect(
      companyBasicSettingsRequestSchema.safeParse({ ...basic, addressLine2: '', phone: '' }).success,
    ).toBe(true);
    const bad = companyBasicSettingsRequestSchema.safeParse({ ...basic, countryCode: 'ARE' });
    expect(bad.error?.issues[0]?.path).toEqual(['countryCode']);
  });

  it('names each missing required field first, exactly the fields a complete setup needs', () => {
    const empty = Object.fromEntries(COMPANY_SETTING_REQUIRED_FIELDS.map((field) => [field, '']));
    const issues = companyBasicSettingsRequestSchema.safeParse(empty).error?.issues ?? [];
    const first = new Map<string, string>();
    for (const issue of issues) {
      const field = String(issue.path[0]);
      if (!first.has(field)) first.set(field, issue.message);
    }
    expect([...first.keys()].sort()).toEqual([...COMPANY_SETTING_REQUIRED_FIELDS].sort());
    expect(first.get('countryCode')).toBe('Country is required');
    expect(first.get('baseCurrency')).toBe('Base currency is required');
    expect(first.get('timeZone')).toBe('Time zone is required');
    for (const message of first.values()) expect(message).toMatch(/ is required$/);
  });

  it('refuses a duplicate cost name at its index', () => {
    const res = operatingCostSettingsRequestSchema.safeParse({
      currency: 'USD',
      costs: [
        { name: 'Rent', amount: '10.00', category: 'Rent' },
        { name: 'rent', amount: '1', category: 'Rent' },
      ],
    });
    expect(res.error?.issues[0]?.path).toEqual(['costs', 1, 'name']);
  });

  it('checks SWIFT/BIC length and the invoice tax rate bound', () => {
    const bank = { bankName: 'B', accountName: 'A', accountNumber: '1', currency: 'USD' };
    expect(bankAccountRequestSchema.safeParse({ ...bank, swiftCode: 'DEUTDEFF' }).success).toBe(true);
    expect(bankAccountRequestSchema.safeParse({ ...bank, swiftCode: 'DEUTDEFF500' }).success).toBe(true);
    expect(bankAccountRequestSchema.safeParse({ ...bank, swiftCode: 'DEUTDEF' }).success).toBe(false);
    const invoice = { prefix: 'INV-', nextNumber: 1, paymentTermsDays: 30, footerText: '' };
    expect(invoiceSettingsRequestSchema.safeParse({ ...invoice, taxRate: '100' }).success).toBe(true);
    expect(invoiceSettingsRequestSchema.safeParse({ ...invoice, taxRate: '100.01' }).success).toBe(false);
    expect(invoiceSettingsRequestSchema.safeParse({ ...invoice, taxRate: '5.125' }).success).toBe(false);
  });
});
