import { SMS_LOG_SORTS, SMS_LOG_STATUSES } from '@fastforward/domain';
import { useSmsLogs } from '../api/get-sms-logs';
import { MessageLogsTable } from './message-logs-table';

/** The company's SMS, newest first. */
export const SmsLogsTable = () => (
  <MessageLogsTable
    words={{ one: 'SMS', many: 'SMS' }}
    statuses={SMS_LOG_STATUSES}
    sortKeys={SMS_LOG_SORTS}
    useLogs={useSmsLogs}
    recipient={{ key: 'toNumber', render: (m) => m.toNumber }}
    content={{ key: 'body', header: 'Message', render: (m) => m.body }}
    searchPlaceholder="Number or message"
  />
);
