import { z } from 'zod';
import { noNul } from '../api/schemas';
import { COMPANY_CATEGORY_CODES } from '../codes/company-category';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../constants';
import { KYC_STATUSES } from '../customer-kycs/codes';
import { MESSAGES } from '../messages';
import { getPasswordValidity } from './password';

/**
 * A new password as the server accepts it: the rules of the screen, with the SPEC's message. NUL
 * is refused too, or the new password could never be typed at the login (which refuses NUL).
 */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong, abort: true })
  .refine((p) => getPasswordValidity(p) === 1 && noNul(p), MESSAGES.passwordRequirementNotMet);

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must not exceed ${USERNAME_MAX_LENGTH} characters`)
  .refine(noNul, 'Username contains an invalid character');

const passwordInputSchema = z
  .string()
  .min(1, MESSAGES.passwordEmpty)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .refine(noNul, 'Password contains an invalid character');

/** Login payload (SPEC §3). */
export const loginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: passwordInputSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const permissionRefSchema = z.object({ name: z.string() });

/**
 * The caller's address as the API sees it (behind a trusted proxy, the forwarded one): the client
 * stores it among the session values and sends it back as the client-IP header (SPEC §3, §7).
 */
const clientIpSchema = z.string();

/** Login response fields of SPEC §3, plus the refresh token and the client IP. */
export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  loggedInUserId: z.number().int(),
  isSystemVerified: z.union([z.literal(0), z.literal(1)]),
  isEmailVerified: z.union([z.literal(0), z.literal(1)]),
  hasCompleteCompanySetting: z.boolean(),
  hasAcceptedSystemTAndC: z.boolean(),
  hasAcceptedActiveTAndC: z.boolean(),
  permissions: z.array(permissionRefSchema),
  customerKyc: z
    .object({
      companyId: z.number().int(),
      companyName: z.string(),
      companyCategory: z.object({ categoryCode: z.enum(COMPANY_CATEGORY_CODES) }),
      /** A customer company's KYC at the forwarder that onboarded it; null for every other company. */
      kyc: z
        .object({
          id: z.number().int(),
          status: z.enum(KYC_STATUSES),
          forwarderCompanyId: z.number().int(),
          forwarderName: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  isFirstLogin: z.boolean(),
  hasTermAndCondition: z.boolean(),
  clientIp: clientIpSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A new token pair, and the address again: it keeps a moved laptop's stored value current. */
export const refreshResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  clientIp: clientIpSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ username: usernameSchema });

/** The answer of a link check (reset, first login): false when the link is expired, used or unknown. */
export const linkCheckResponseSchema = z.object({ result: z.boolean() });
export type LinkCheckResponse = z.infer<typeof linkCheckResponseSchema>;

/** A token carried by a link (PRODUCT §6): base64url of ≥ 128 random bits. */
export const linkTokenSchema = z
  .string()
  .min(16, 'Invalid link token')
  .max(128, 'Invalid link token')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid link token');

/** Reset payload (SPEC §3) plus the link's token (PRODUCT §6). */
export const resetPasswordRequestSchema = z
  .strictObject({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
    token: linkTokenSchema,
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Signed-in password change; a first-login change needs no current password. */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: passwordInputSchema.optional(),
    password: newPasswordSchema,
    cpassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((b) => b.password === b.cpassword, {
    message: MESSAGES.passwordMismatch,
    path: ['cpassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const acceptTermsRequestSchema = z.strictObject({
  termsIds: z.array(z.number().int().positive()).min(1).max(10),
});

/** Whether the caller has now accepted the platform's terms and every active terms it must. */
export const acceptTermsResponseSchema = z.object({
  hasAcceptedSystemTAndC: z.boolean(),
  hasAcceptedActiveTAndC: z.boolean(),
});
export type AcceptTermsResponse = z.infer<typeof acceptTermsResponseSchema>;
