import {
  emailLogListQuerySchema,
  emailLogSchema,
  emailSettingsRequestSchema,
  emailSettingsSchema,
  emailTestResultSchema,
  MESSAGING_SETTINGS_ACCESS,
  MESSAGING_SETTINGS_PATHS,
  SEND_STATUS,
  type SendStatus,
  sendTestEmailRequestSchema,
  sendTestSmsRequestSchema,
  smsLogListQuerySchema,
  smsLogSchema,
  smsSettingsRequestSchema,
  smsSettingsSchema,
  smsTestResultSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
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

const resultMessage = (channel: string, to: string, status: SendStatus, error: string | null) =>
  status === SEND_STATUS.sent
    ? `Test ${channel} sent to ${to}.`
    : `Test ${channel} to ${to} failed: ${error}`;

/**
 * The company's own e-mail (SMTP) and SMS settings, their test sends and logs. Secrets are
 * write-only (the answers' schemas list no secret). A test send answers 200 whether the message left or not: the attempt is logged
 * either way and `status`/`error` tell how it went; settings that cannot send are a 409.
 */
export function registerMessagingSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
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
