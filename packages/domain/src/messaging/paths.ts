/** API paths of the company's e-mail and SMS settings, the test sends and the logs (issue 3). */
export const MESSAGING_SETTINGS_PATHS = {
  email: '/api/v1/email-sms-setting/email',
  emailTest: '/api/v1/email-sms-setting/email/test',
  sms: '/api/v1/email-sms-setting/sms',
  smsTest: '/api/v1/email-sms-setting/sms/test',
  emailLogs: '/api/v1/email-sms-setting/email-logs',
  smsLogs: '/api/v1/sms-logs',
} as const;

/** The web pages (navigation nodes of Company Settings in the catalogue). */
export const MESSAGING_SETTINGS_ROUTES = {
  settings: '/dashboard/companySettings/email-sms-settings',
  logs: '/dashboard/companySettings/message-logs',
} as const;

/** The platform's mail outbox, every company's e-mails, on a page of the platform administration. */
export const MAIL_OUTBOX_ROUTES = { page: '/super-user-dashboard/outbox' } as const;

/** The SMS providers a company can send through. */
export const SMS_PROVIDERS = ['twilio', 'http'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** What a log row says about one message. 'stored': kept in the outbox, no SMTP configured. */
export const EMAIL_LOG_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];
/** The same statuses by name, for the code that sets them (the mailer and its delivery job). */
export const EMAIL_STATUS = {
  queued: 'queued',
  stored: 'stored',
  sent: 'sent',
  failed: 'failed',
} as const satisfies Record<EmailLogStatus, EmailLogStatus>;
export const SMS_LOG_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SmsLogStatus = (typeof SMS_LOG_STATUSES)[number];

/** The outcome of a send: recorded in the log either way. */
export const SEND_STATUS = { sent: 'sent', failed: 'failed' } as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

/** The texts of the test messages, so the API and its tests agree. */
export const TEST_MESSAGE = {
  emailSubject: 'FastForward: test e-mail',
  emailText:
    'This is a test e-mail from FastForward. Your company e-mail settings work: this message went through your SMTP server.',
  smsBody: 'FastForward test SMS: your company SMS settings work.',
} as const;
