import { SMS_LOG_STATUSES, type SmsLog } from '@fastforward/domain';
import { useSmsLogs } from '../api/get-sms-logs';
import { logColumns, MessageLogsTable } from './message-logs-table';

const COLUMNS = logColumns<SmsLog>(
  { key: 'toNumber', header: 'Recipient', sortable: true, render: (m) => m.toNumber },
  { key: 'body', header: 'Message', render: (m) => m.body },
);

const SORT_KEYS = ['toNumber', 'status'] as const;

/** The company's SMS, newest first. */
export function SmsLogsTable() {
  return (
    <MessageLogsTable
      label="SMS log"
      columns={COLUMNS}
      statuses={SMS_LOG_STATUSES}
      sortKeys={SORT_KEYS}
      useLogs={useSmsLogs}
      emptyText="No SMS yet. A test SMS from the settings page appears here."
      searchLabel="Search SMS"
      searchPlaceholder="Number or message"
    />
  );
}
