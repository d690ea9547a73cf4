import {
  emailLogListQuerySchema,
  emailSettingsRequestSchema,
  MESSAGING_SETTINGS_ACCESS,
  MESSAGING_SETTINGS_PATHS,
  SEND_STATUS,
  type SendStatus,
  SMS_PROVIDERS,
  sendTestEmailRequestSchema,
  sendTestSmsRequestSchema,
  smsLogListQuerySchema,
  smsSettingsRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import {
  findEmailSettings,
  findSmsSettings,
  listEmailLogs,
  listSmsLogs,
  saveEmailSettings,
  saveSmsSettings,
  sendTestEmail,
  sendTestSms,
} from './messaging-settings.service';

const tags = ['messaging-settings'];
const PATHS = MESSAGING_SETTINGS_PATHS;
const ACCESS = MESSAGING_SETTINGS_ACCESS;

// The answers list only these properties (the serializer drops anything else): no secret, sealed
// or clear, can leave the server even if a query selected one by accident.
const emailSettingsSchema = z.object({
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

const smsSettingsSchema = z.object({
  isSaved: z.boolean(),
  isEnabled: z.boolean(),
  provider: z.enum(SMS_PROVIDERS),
  senderId: z.string(),
  accountId: z.string().nullable(),
  apiUrl: z.string().nullable(),
  hasSecret: z.boolean(),
});

const sendStatusSchema = z.enum([SEND_STATUS.sent, SEND_STATUS.failed]);
const emailTestResultSchema = z.object({
  logId: z.number().int(),
  status: sendStatusSchema,
  error: z.string().nullable(),
});
const smsTestResultSchema = emailTestResultSchema.extend({ providerMessageId: z.string().nullable() });

const emailLogSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

const smsLogSchema = z.object({
  id: z.number().int(),
  toNumber: z.string(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

const resultMessage = (channel: string, to: string, status: SendStatus, error: string | null) =>
  status === SEND_STATUS.sent
    ? `Test ${channel} sent to ${to}.`
    : `Test ${channel} to ${to} failed: ${error}`;

/**
 * The company's own e-mail (SMTP) and SMS settings, their test sends and logs (issue 3). Secrets
 * are write-only. A test send answers 200 whether the message left or not: the attempt is logged
 * either way and `status`/`error` tell how it went; settings that cannot send are a 409.
 */
export function registerMessagingSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;

  r.get(
    PATHS.email,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(emailSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findEmailSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.email,
    {
      config: { access: { permission: ACCESS.update } },
      schema: {
        tags,
        body: emailSettingsRequestSchema,
        response: { 200: itemSchema(emailSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveEmailSettings(db, config.secretsKey, companyOf(request), request.body) },
    }),
  );

  r.post(
    PATHS.emailTest,
    {
      config: { access: { permission: ACCESS.update } },
      schema: {
        tags,
        body: sendTestEmailRequestSchema,
        response: { 200: itemSchema(emailTestResultSchema) },
      },
    },
    async (request) => {
      const item = await sendTestEmail(deps, companyOf(request), request.body.to);
      return {
        success: true as const,
        data: { item },
        message: resultMessage('e-mail', request.body.to, item.status, item.error),
      };
    },
  );

  r.get(
    PATHS.sms,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(smsSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findSmsSettings(db, companyOf(request)) },
    }),
  );

  r.put(
    PATHS.sms,
    {
      config: { access: { permission: ACCESS.update } },
      schema: { tags, body: smsSettingsRequestSchema, response: { 200: itemSchema(smsSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveSmsSettings(db, config.secretsKey, companyOf(request), request.body) },
    }),
  );

  r.post(
    PATHS.smsTest,
    {
      config: { access: { permission: ACCESS.update } },
      schema: { tags, body: sendTestSmsRequestSchema, response: { 200: itemSchema(smsTestResultSchema) } },
    },
    async (request) => {
      const { companyId, userId } = requireAuth(request);
      const item = await sendTestSms(deps, { companyId, userId }, request.body.to);
      return {
        success: true as const,
        data: { item },
        message: resultMessage('SMS', request.body.to, item.status, item.error),
      };
    },
  );

  r.get(
    PATHS.emailLogs,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, querystring: emailLogListQuerySchema, response: { 200: listSchema(emailLogSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listEmailLogs(db, companyOf(request), request.query),
    }),
  );

  r.get(
    PATHS.smsLogs,
    {
      config: { access: { permission: ACCESS.view } },
      schema: { tags, querystring: smsLogListQuerySchema, response: { 200: listSchema(smsLogSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await listSmsLogs(db, companyOf(request), request.query),
    }),
  );
}
