import { type EmailLog, type EmailLogListQuery, MESSAGING_SETTINGS_PATHS } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type EmailLogsQuery = ListQueryOf<EmailLogListQuery>;

export const EMAIL_LOGS_KEY = 'messaging-email-logs';

export const { getQueryOptions: getEmailLogsQueryOptions, useList: useEmailLogs } = createListApi<
  EmailLog,
  EmailLogsQuery
>(MESSAGING_SETTINGS_PATHS.emailLogs, [EMAIL_LOGS_KEY]);
