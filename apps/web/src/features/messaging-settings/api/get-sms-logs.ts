import { MESSAGING_SETTINGS_PATHS, type SmsLog, type SmsLogListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type SmsLogsQuery = ListQueryOf<SmsLogListQuery>;

export const SMS_LOGS_KEY = 'messaging-sms-logs';

export const { getQueryOptions: getSmsLogsQueryOptions, useList: useSmsLogs } = createListApi<
  SmsLog,
  SmsLogsQuery
>(MESSAGING_SETTINGS_PATHS.smsLogs, [SMS_LOGS_KEY]);
