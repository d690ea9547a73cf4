import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema } from '../api/fields';
import { countryCodeField } from '../masters/master-fields';

const isPhoneNumber = (value: string) => /^\+?[0-9][0-9 ()-]{3,29}$/.test(value);
const emailFormat = z.email();
const isEmail = (value: string) => emailFormat.safeParse(value).success;

export const KYC_ADDRESS_TYPES = ['registered', 'billing', 'delivery', 'warehouse'] as const;
export type KycAddressType = (typeof KYC_ADDRESS_TYPES)[number];
export const KYC_ADDRESS_TYPE_LABELS: Record<KycAddressType, string> = {
  registered: 'Registered office',
  billing: 'Billing',
  delivery: 'Delivery',
  warehouse: 'Warehouse',
};

export const kycContactSchema = z.strictObject({
  name: requiredTextSchema('Contact name', 100),
  designation: optionalTextSchema('Designation', 100),
  email: requiredTextSchema('Contact e-mail', 254).refine(isEmail, 'Enter a valid e-mail address'),
  phone: optionalTextSchema('Contact phone', 30, isPhoneNumber, 'Enter a valid phone number'),
});
export type KycContact = z.infer<typeof kycContactSchema>;

export const kycAddressSchema = z.strictObject({
  type: z.enum(KYC_ADDRESS_TYPES, { error: 'Choose the address type' }),
  addressLine1: requiredTextSchema('Address line 1', 200),
  addressLine2: optionalTextSchema('Address line 2', 200),
  city: requiredTextSchema('City', 100),
  postalCode: optionalTextSchema(
    'Postal code',
    20,
    (v) => /^[A-Za-z0-9 -]+$/.test(v),
    'Enter a valid postal code',
  ),
  countryCode: countryCodeField,
});
export type KycAddress = z.infer<typeof kycAddressSchema>;

/**
 * The company details a KYC collects and an update request changes (the short name, username and
 * e-mail are the account's identity and are not changed this way). One schema for the form, the
 * submission, the update request and the stored `customer_kycs.details`.
 */
export const kycDetailsSchema = z.strictObject({
  companyName: requiredTextSchema('Company name', 200),
  phone: requiredTextSchema('Phone', 30).refine(isPhoneNumber, 'Enter a valid phone number'),
  website: optionalTextSchema(
    'Website',
    200,
    (v) => /^(https?:\/\/)?[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/\S*)?$/.test(v),
    'Enter a valid web address',
  ),
  taxRegistrationNumber: requiredTextSchema('Tax registration number', 50),
  companyRegistrationNumber: requiredTextSchema('Company registration number', 50),
  contacts: z
    .array(kycContactSchema, { error: 'Contacts must be a list' })
    .min(1, 'Add at least one contact')
    .max(10, 'At most 10 contacts'),
  addresses: z
    .array(kycAddressSchema, { error: 'Addresses must be a list' })
    .min(1, 'Add the registered office address')
    .max(10, 'At most 10 addresses')
    .refine((list) => list.some((a) => a.type === 'registered'), 'Add the registered office address'),
});
export type KycDetails = z.infer<typeof kycDetailsSchema>;

/** What each details field is called on the form, in the form's order: the update request's rows. */
export const KYC_DETAIL_LABELS: Record<keyof KycDetails, string> = {
  companyName: 'Company name',
  phone: 'Phone',
  website: 'Website',
  taxRegistrationNumber: 'Tax registration number',
  companyRegistrationNumber: 'Company registration number',
  contacts: 'Contacts',
  addresses: 'Addresses',
};

export type KycDetailChange = { field: keyof KycDetails; from: unknown; to: unknown };

/** Optional text is stored as null whether it came as '' or was left out. */
const normalize = (value: unknown): unknown => {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalize);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normalize((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/**
 * The fields an update request changes, field by field in the form's order: `from` the current
 * details, `to` the requested ones. Empty and absent optional values are the same value.
 */
export function diffKycDetails(current: KycDetails, requested: KycDetails): KycDetailChange[] {
  const changes: KycDetailChange[] = [];
  for (const field of Object.keys(KYC_DETAIL_LABELS) as (keyof KycDetails)[]) {
    const from = normalize(current[field]);
    const to = normalize(requested[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}
