import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { invisibleCharacterMessage, isVisibleText, noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { EMAIL_LOG_STATUSES, SEND_STATUS, SMS_LOG_STATUSES, SMS_PROVIDERS } from './paths';
import { isE164, isHostName, isHttpUrl, isSmsSenderId, isTwilioAccountSid } from './rules';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must not exceed ${max} characters`)
    .refine(noNul, `${label} contains an invalid character`)
    .refine(isVisibleText, invisibleCharacterMessage(label));

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

export const EMAIL_LOG_SORTS = ['createdAt', 'toAddress', 'status'] as const;
export const SMS_LOG_SORTS = ['createdAt', 'toNumber', 'status'] as const;

/** The company's e-mail log: newest first unless sorted otherwise. */
export const emailLogListQuerySchema = sortedPageQuerySchema(EMAIL_LOG_SORTS, 'desc').extend({
  status: z.enum(EMAIL_LOG_STATUSES).optional(),
});
export type EmailLogListQuery = z.infer<typeof emailLogListQuerySchema>;

export const smsLogListQuerySchema = sortedPageQuerySchema(SMS_LOG_SORTS, 'desc').extend({
  status: z.enum(SMS_LOG_STATUSES).optional(),
});
export type SmsLogListQuery = z.infer<typeof smsLogListQuerySchema>;

/*
 * What the API answers lists only these properties (the serializer drops anything else): no
 * secret, sealed or clear, can leave the server even if a query selected one by accident; the
 * settings say only whether one is stored.
 */
export const emailSettingsSchema = z.object({
  /** False until the first save (the fields are then the defaults). */
  isSaved: z.boolean(),
  isEnabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  isSecure: z.boolean(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  fromName: z.string(),
  fromEmail: z.string(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const smsSettingsSchema = z.object({
  isSaved: z.boolean(),
  isEnabled: z.boolean(),
  provider: z.enum(SMS_PROVIDERS),
  senderId: z.string(),
  accountId: z.string().nullable(),
  apiUrl: z.string().nullable(),
  hasSecret: z.boolean(),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** The answer of a test send: the log row it wrote and how it went. */
export const emailTestResultSchema = z.object({
  logId: z.number().int(),
  status: z.enum([SEND_STATUS.sent, SEND_STATUS.failed]),
  error: z.string().nullable(),
});
export type EmailTestResult = z.infer<typeof emailTestResultSchema>;

export const smsTestResultSchema = emailTestResultSchema.extend({ providerMessageId: z.string().nullable() });
export type SmsTestResult = z.infer<typeof smsTestResultSchema>;

/**
 * A row of the e-mail log (status: one of EMAIL_LOG_STATUSES, as the mailer writes it). The body
 * is not listed: system mails carry single-use links.
 */
export const emailLogSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

/** A row of the SMS log (status: one of SMS_LOG_STATUSES; provider: the one it went through). */
export const smsLogSchema = z.object({
  id: z.number().int(),
  toNumber: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type SmsLog = z.infer<typeof smsLogSchema>;

/**
 * A mail in the platform's outbox, every company's, for the platform administrator: an e-mail log
 * row with its text (reset and invitation links are read here in demo mode) and its delivery
 * attempts (status: one of EMAIL_LOG_STATUSES; error: the last attempt's, kept while the job retries).
 */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
