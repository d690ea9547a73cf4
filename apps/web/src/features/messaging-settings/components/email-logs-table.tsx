import { EMAIL_LOG_STATUSES, type EmailLog } from '@fastforward/domain';
import { useEmailLogs } from '../api/get-email-logs';
import { logColumns, MessageLogsTable } from './message-logs-table';

const COLUMNS = logColumns<EmailLog>(
  { key: 'toAddress', header: 'Recipient', sortable: true, render: (m) => m.toAddress },
  { key: 'subject', header: 'Subject', render: (m) => m.subject },
);

const SORT_KEYS = ['toAddress', 'status'] as const;

/** The company's e-mails, newest first. */
export function EmailLogsTable() {
  return (
    <MessageLogsTable
      label="E-mail log"
      columns={COLUMNS}
      statuses={EMAIL_LOG_STATUSES}
      sortKeys={SORT_KEYS}
      useLogs={useEmailLogs}
      emptyText="No e-mails yet. A test e-mail from the settings page appears here."
      searchLabel="Search e-mails"
      searchPlaceholder="Recipient or subject"
    />
  );
}
