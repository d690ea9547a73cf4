import { EMAIL_LOG_SORTS, EMAIL_LOG_STATUSES } from '@fastforward/domain';
import { useEmailLogs } from '../api/get-email-logs';
import { MessageLogsTable } from './message-logs-table';

/** The company's e-mails, newest first. */
export const EmailLogsTable = () => (
  <MessageLogsTable
    words={{ one: 'e-mail', many: 'e-mails' }}
    statuses={EMAIL_LOG_STATUSES}
    sortKeys={EMAIL_LOG_SORTS}
    useLogs={useEmailLogs}
    recipient={{ key: 'toAddress', render: (m) => m.toAddress }}
    content={{ key: 'subject', header: 'Subject', render: (m) => m.subject }}
    searchPlaceholder="Recipient or subject"
  />
);
