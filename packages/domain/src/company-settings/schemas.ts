import { z } from 'zod';
import {
  optionalTextSchema as optionalText,
  proseSchema,
  requiredTextSchema as requiredText,
} from '../api/fields';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import {
  COMPANY_DOCUMENT_COLLECTIONS,
  type CompanyDocumentCollection,
  FILE_COLLECTION,
} from '../files/codes';
import { type StoredFile, storedFileSchema } from '../files/schemas';
import { countryCodeField } from '../masters/master-fields';
import { OPERATING_COST_CATEGORIES } from './paths';
import { isValidIban, isValidTimeZone } from './rules';

const INT4_MAX = 2_147_483_647;

const CURRENCY = /^[A-Z]{3}$/;
const CURRENCY_MESSAGE = 'Currency must be a 3-letter ISO 4217 code, e.g. USD';
const currencySchema = (label = 'Currency') =>
  requiredText(label, 3).refine((v) => CURRENCY.test(v), CURRENCY_MESSAGE);

const emailFormat = z.email();
const isEmail = (value: string) => emailFormat.safeParse(value).success;

export const shortNameSchema = requiredText('Short name', 30)
  .refine((v) => v.length >= 2, 'Short name must be at least 2 characters')
  .refine(
    (v) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(v),
    'Short name may hold letters, digits and . _ - only',
  );

const isPhoneNumber = (value: string) => /^\+?[0-9][0-9 ()-]{3,29}$/.test(value);
const PHONE_MESSAGE = 'Enter a valid phone number';

/** A phone number that must be given (registration asks it of every company). */
export const phoneSchema = requiredText('Phone', 30).refine(isPhoneNumber, PHONE_MESSAGE);

/** An ISO 3166 country by its alpha-2 code: what the country picker gives. */
export const countryCodeSchema = countryCodeField;

/**
 * PUT basic settings: the whole form. The fields COMPANY_SETTING_REQUIRED_FIELDS lists (marked * on
 * the form) are required, so a save always leaves a complete setup; empty optional ones are stored as null.
 */
export const companyBasicSettingsRequestSchema = z.strictObject({
  legalName: requiredText('Legal name', 200),
  shortName: shortNameSchema,
  addressLine1: requiredText('Address line 1', 200),
  addressLine2: optionalText('Address line 2', 200),
  city: requiredText('City', 100),
  postalCode: optionalText('Postal code', 20, (v) => /^[A-Za-z0-9 -]+$/.test(v), 'Enter a valid postal code'),
  countryCode: countryCodeSchema,
  contactEmail: requiredText('Contact e-mail', 254).refine(isEmail, 'Enter a valid e-mail address'),
  phone: optionalText('Phone', 30, isPhoneNumber, PHONE_MESSAGE),
  baseCurrency: currencySchema('Base currency'),
  timeZone: requiredText('Time zone', 64).refine(
    isValidTimeZone,
    'Choose a valid IANA time zone, e.g. Asia/Dubai',
  ),
  taxRegistrationNumber: optionalText('Tax registration number', 50),
});
export type CompanyBasicSettingsRequest = z.infer<typeof companyBasicSettingsRequestSchema>;

/** An amount ≥ 0 with at most two decimals, as a string so no float rounding touches it. */
const amountSchema = z
  .string({ error: 'Amount must be a number' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Amount must be a number ≥ 0 with at most 2 decimals');

export const operatingCostSchema = z.strictObject({
  name: requiredText('Cost name', 100),
  amount: amountSchema,
  category: z.enum(OPERATING_COST_CATEGORIES, { error: 'Choose a category' }),
});
export type OperatingCost = z.infer<typeof operatingCostSchema>;

/** PUT operating cost settings: the currency and the whole list of monthly costs. */
export const operatingCostSettingsRequestSchema = z
  .strictObject({
    currency: currencySchema(),
    costs: z.array(operatingCostSchema, { error: 'Costs must be a list' }).max(100, 'At most 100 costs'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const [index, cost] of body.costs.entries()) {
      const key = cost.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['costs', index, 'name'],
          message: 'Each cost needs its own name',
        });
      }
      seen.add(key);
    }
  });
export type OperatingCostSettingsRequest = z.infer<typeof operatingCostSettingsRequestSchema>;

/** POST and PUT of a bank account; the default is set by its own call. */
export const bankAccountRequestSchema = z.strictObject({
  bankName: requiredText('Bank name', 100),
  accountName: requiredText('Account name', 100),
  accountNumber: requiredText('Account number', 34).refine(
    (v) => /^[A-Za-z0-9 -]+$/.test(v),
    'Account number may hold letters, digits, spaces and - only',
  ),
  iban: optionalText('IBAN', 42, isValidIban, 'Enter a valid IBAN'),
  swiftCode: optionalText(
    'SWIFT/BIC',
    11,
    (v) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
    'SWIFT/BIC must be 8 or 11 capital letters and digits, e.g. DEUTDEFF',
  ),
  branch: optionalText('Branch', 100),
  currency: currencySchema(),
});
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;

export const bankAccountListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['bankName', 'createdAt']).default('bankName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type BankAccountListQuery = z.infer<typeof bankAccountListQuerySchema>;

/** The prefix of a numbered document (invoice, DO). */
const documentPrefixSchema = z
  .string({ error: 'Prefix is required' })
  .trim()
  .min(1, 'Prefix is required')
  .max(10, 'Prefix must not exceed 10 characters')
  .regex(/^[A-Z0-9\-/]+$/, 'Prefix may hold capital letters, digits, - and / only');

/** The number the next document gets; an int4 column. */
const nextNumberSchema = z
  .number({ error: 'Next number must be a whole number' })
  .int('Next number must be a whole number')
  .min(1, 'Next number must be at least 1')
  .max(INT4_MAX, 'Next number is too large');

/** PUT invoice settings. The tax rate is a string for the same reason as amounts. */
export const invoiceSettingsRequestSchema = z.strictObject({
  prefix: documentPrefixSchema,
  nextNumber: nextNumberSchema,
  taxRate: z
    .string({ error: 'Tax rate must be a number' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Tax rate must be a number with at most 2 decimals')
    .refine((v) => Number(v) <= 100, 'Tax rate must be between 0 and 100'),
  paymentTermsDays: z
    .number({ error: 'Payment terms must be a whole number of days' })
    .int('Payment terms must be a whole number of days')
    .min(0, 'Payment terms must be 0 days or more')
    .max(365, 'Payment terms must not exceed 365 days'),
  footerText: proseSchema('Footer text', 2000),
  /** The tax code international freight takes by default; absent or null: the zero-rated one. */
  freightTaxCodeId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
  /** The tax code local and transport charges take by default; absent or null: the standard one. */
  localTaxCodeId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
});
export type InvoiceSettingsRequest = z.infer<typeof invoiceSettingsRequestSchema>;

/** PUT DO settings: delivery-order numbering, validity and the text printed on every DO. */
export const doSettingsRequestSchema = z.strictObject({
  prefix: documentPrefixSchema,
  nextNumber: nextNumberSchema,
  validityDays: z
    .number({ error: 'Validity must be a whole number of days' })
    .int('Validity must be a whole number of days')
    .min(1, 'Validity must be at least 1 day')
    .max(365, 'Validity must not exceed 365 days'),
  issuingOffice: requiredText('Issuing office', 200),
  signatoryName: requiredText('Signatory name', 100),
  signatoryDesignation: requiredText('Signatory designation', 100),
  termsText: proseSchema('Terms text', 5000),
  footerText: proseSchema('Footer text', 2000),
});
export type DoSettingsRequest = z.infer<typeof doSettingsRequestSchema>;

/** The company document a route works on: CL (logo), CRD (registration document) or TD (tax document). */
export const companyDocumentParamsSchema = z.strictObject({
  collection: z.enum(COMPANY_DOCUMENT_COLLECTIONS, { error: 'Choose CL, CRD or TD' }),
});

const nullableText = z.string().nullable();

/**
 * Basic settings as the API answers them: the request fields with nulls for empty ones, the
 * document file ids, and the three documents by collection, each as stored (name, type, size,
 * download URL) or null. The order is the one the answers have always had.
 */
export const companyBasicSettingsSchema = z.object({
  legalName: z.string(),
  shortName: z.string(),
  logoFileId: z.number().int().nullable(),
  registrationDocumentFileId: z.number().int().nullable(),
  taxDocumentFileId: z.number().int().nullable(),
  // One slot per company document collection (the type check keeps the two lists together).
  documents: z.object({
    [FILE_COLLECTION.companyLogo]: storedFileSchema.nullable(),
    [FILE_COLLECTION.companyRegistrationDocument]: storedFileSchema.nullable(),
    [FILE_COLLECTION.taxDocument]: storedFileSchema.nullable(),
  }) satisfies z.ZodType<Record<CompanyDocumentCollection, StoredFile | null>>,
  addressLine1: nullableText,
  addressLine2: nullableText,
  city: nullableText,
  postalCode: nullableText,
  countryCode: nullableText,
  contactEmail: nullableText,
  phone: nullableText,
  baseCurrency: nullableText,
  timeZone: nullableText,
  taxRegistrationNumber: nullableText,
  hasCompleteCompanySetting: z.boolean(),
});
export type CompanyBasicSettings = z.infer<typeof companyBasicSettingsSchema>;

/** The currency is null until the first save. */
export const operatingCostSettingsSchema = z.object({
  currency: nullableText,
  costs: z.array(
    z.object({ name: z.string(), amount: z.string(), category: z.enum(OPERATING_COST_CATEGORIES) }),
  ),
});
export type OperatingCostSettings = z.infer<typeof operatingCostSettingsSchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  iban: nullableText,
  swiftCode: nullableText,
  branch: nullableText,
  currency: z.string(),
  isDefault: z.boolean(),
  createdAt: timestampSchema,
  /** The bank detail document (BDD). */
  documentFileId: z.number().int().nullable(),
  document: storedFileSchema.nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The tax rate is a string for the same reason as amounts. */
export const invoiceSettingsSchema = z.object({
  prefix: z.string(),
  nextNumber: z.number().int(),
  taxRate: z.string(),
  paymentTermsDays: z.number().int(),
  footerText: z.string(),
  freightTaxCodeId: z.number().int().nullable(),
  localTaxCodeId: z.number().int().nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const doSettingsSchema = z.object({
  prefix: z.string(),
  nextNumber: z.number().int(),
  validityDays: z.number().int(),
  issuingOffice: z.string(),
  signatoryName: z.string(),
  signatoryDesignation: z.string(),
  termsText: z.string(),
  footerText: z.string(),
});
export type DoSettings = z.infer<typeof doSettingsSchema>;
