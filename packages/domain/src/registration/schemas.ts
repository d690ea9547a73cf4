import { z } from 'zod';
import { invisibleCharacterMessage, isVisibleText, noNul } from '../api/schemas';
import { linkTokenSchema, newPasswordSchema } from '../auth/schemas';
import { countryCodeSchema, phoneSchema, shortNameSchema } from '../company-settings/schemas';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { emailSchema, fullNameSchema, newUsernameSchema, recordIdSchema } from '../organisation/schemas';
import { REGISTRATION_CATEGORIES, REGISTRATION_MESSAGES } from './paths';

export const companyNameSchema = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(1, 'Company name is required')
  .min(2, 'Company name must be at least 2 characters')
  .max(200, 'Company name must not exceed 200 characters')
  .refine(noNul, 'Company name contains an invalid character')
  .refine(isVisibleText, invisibleCharacterMessage('Company name'));

/** The public registration form (/registrationForm): the company and its first user. */
export const registrationRequestSchema = z
  .strictObject({
    companyName: companyNameSchema,
    shortName: shortNameSchema,
    category: z.enum(REGISTRATION_CATEGORIES, { error: 'Choose forwarder or vendor' }),
    countryCode: countryCodeSchema,
    phone: phoneSchema,
    fullName: fullNameSchema,
    username: newUsernameSchema,
    email: emailSchema,
    // An empty form names what is missing before any rule of the password policy.
    password: z.string().min(1, 'Password is required').pipe(newPasswordSchema),
    confirmPassword: z
      .string()
      .min(1, 'Confirm password is required')
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    /** The licence agreement version the user read; null when the platform has none active. */
    licenseAgreementId: recordIdSchema.nullable(),
    acceptLicense: z.literal(true, { error: REGISTRATION_MESSAGES.licenseRequired }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** The answer of a registration: the address the verification e-mail went to. */
export const registrationResponseSchema = z.object({ email: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const usernameCheckQuerySchema = z.strictObject({ username: newUsernameSchema });
export const shortNameCheckQuerySchema = z.strictObject({ shortName: shortNameSchema });
export const emailDomainCheckQuerySchema = z.strictObject({ email: emailSchema });

/** The answer of every availability check: whether the value may be used, and why (shown under the field). */
export const availabilitySchema = z.object({ available: z.boolean(), message: z.string() });
export type Availability = z.infer<typeof availabilitySchema>;

export const verifyEmailRequestSchema = z.strictObject({ token: linkTokenSchema });
export const verifyEmailResponseSchema = z.object({ username: z.string(), isSystemVerified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
