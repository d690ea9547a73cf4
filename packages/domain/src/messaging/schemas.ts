import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';
import {
  EMAIL_LOG_STATUSES,
  type EmailLogStatus,
  type SendStatus,
  SMS_LOG_STATUSES,
  SMS_PROVIDERS,
  type SmsLogStatus,
  type SmsProvider,
} from './paths';
import { isE164, isHostName, isHttpUrl, isSmsSenderId, isTwilioAccountSid } from './rules';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`);

const requiredText = (label: string, max: number) =>
  text(label, max).refine((v) => v !== '', `${label} is required`);

/** '' and null are stored as null; when filled the value must pass `check`. */
const optionalText = (label: string, max: number, check?: (value: string) => boolean, message?: string) =>
  text(label, max)
    .refine((value) => value === '' || !check || check(value), message ?? `${label} is not valid`)
    .nullable()
    .optional();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * A write-only secret: absent keeps the stored one, '' or null clears it, text replaces it. Not
 * trimmed: spaces may belong to a password.
 */
const secretSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`)
    .nullable()
    .optional();

const emailFormat = z.email();
const isEmail = (value: string) => emailFormat.safeParse(value).success;

/** A line of a mail header: no line breaks (they would start a new header). */
const isOneLine = (value: string) => !/[\r\n]/.test(value);

/** PUT e-mail settings: the company's own SMTP sender. */
export const emailSettingsRequestSchema = z.strictObject({
  isEnabled: flag('Enabled'),
  host: requiredText('SMTP host', 253).refine(isHostName, 'Enter a valid host name, e.g. smtp.example.com'),
  port: z
    .number({ error: 'Port must be a whole number' })
    .int('Port must be a whole number')
    .min(1, 'Port must be between 1 and 65535')
    .max(65_535, 'Port must be between 1 and 65535'),
  isSecure: flag('Secure connection'),
  username: optionalText('Username', 254, isOneLine, 'Username must be one line'),
  password: secretSchema('Password', 256),
  fromName: requiredText('From name', 100).refine(isOneLine, 'From name must be one line'),
  fromEmail: requiredText('From e-mail', 254).refine(isEmail, 'Enter a valid e-mail address'),
});
export type EmailSettingsRequest = z.infer<typeof emailSettingsRequestSchema>;

/** PUT SMS settings: Twilio needs the account SID, the generic HTTP provider its URL. */
export const smsSettingsRequestSchema = z
  .strictObject({
    isEnabled: flag('Enabled'),
    provider: z.enum(SMS_PROVIDERS, { error: "Provider must be 'twilio' or 'http'" }),
    senderId: requiredText('Sender ID', 16).refine(
      isSmsSenderId,
      'Sender ID must be a phone number in E.164 form (+971501234567) or up to 11 letters and digits',
    ),
    accountId: optionalText(
      'Account SID',
      34,
      isTwilioAccountSid,
      "Account SID must be 'AC' followed by 32 hexadecimal digits",
    ),
    apiUrl: optionalText('API URL', 2000, isHttpUrl, 'API URL must be an http:// or https:// address'),
    secret: secretSchema('Secret', 512),
  })
  .superRefine((body, ctx) => {
    if (body.provider === 'twilio' && !body.accountId) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Account SID is required for Twilio' });
    }
    if (body.provider === 'http' && !body.apiUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiUrl'],
        message: 'API URL is required for the HTTP provider',
      });
    }
  });
export type SmsSettingsRequest = z.infer<typeof smsSettingsRequestSchema>;

export const sendTestEmailRequestSchema = z.strictObject({
  to: requiredText('Recipient', 254).refine(isEmail, 'Enter a valid e-mail address'),
});
export type SendTestEmailRequest = z.infer<typeof sendTestEmailRequestSchema>;

export const sendTestSmsRequestSchema = z.strictObject({
  to: requiredText('Phone number', 16).refine(
    isE164,
    'Enter the phone number in E.164 form, e.g. +971501234567',
  ),
});
export type SendTestSmsRequest = z.infer<typeof sendTestSmsRequestSchema>;

const order = z.enum(['asc', 'desc']).default('desc');

/** The company's e-mail log: newest first unless sorted otherwise. */
export const emailLogListQuerySchema = pageQuerySchema.extend({
  status: z.enum(EMAIL_LOG_STATUSES).optional(),
  sort: z.enum(['createdAt', 'toAddress', 'status']).default('createdAt'),
  order,
});
export type EmailLogListQuery = z.infer<typeof emailLogListQuerySchema>;

export const smsLogListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SMS_LOG_STATUSES).optional(),
  sort: z.enum(['createdAt', 'toNumber', 'status']).default('createdAt'),
  order,
});
export type SmsLogListQuery = z.infer<typeof smsLogListQuerySchema>;

/** What the API answers: never a secret, only whether one is stored. */
export type EmailSettings = {
  /** False until the first save (the fields are then the defaults). */
  isSaved: boolean;
  isEnabled: boolean;
  host: string;
  port: number;
  isSecure: boolean;
  username: string | null;
  hasPassword: boolean;
  fromName: string;
  fromEmail: string;
};

export type SmsSettings = {
  isSaved: boolean;
  isEnabled: boolean;
  provider: SmsProvider;
  senderId: string;
  accountId: string | null;
  apiUrl: string | null;
  hasSecret: boolean;
};

/** The answer of a test send: the log row it wrote and how it went. */
export type EmailTestResult = { logId: number; status: SendStatus; error: string | null };
export type SmsTestResult = EmailTestResult & { providerMessageId: string | null };

/** A row of the e-mail log. The body is not listed: system mails carry single-use links. */
export type EmailLog = {
  id: number;
  toAddress: string;
  subject: string;
  status: EmailLogStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type SmsLog = {
  id: number;
  toNumber: string;
  body: string;
  provider: SmsProvider;
  status: SmsLogStatus;
  providerMessageId: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};
