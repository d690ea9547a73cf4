import type { EmailLog } from '@fastforward/domain';
import { Badge, Text } from '@mantine/core';
import { type RecordsListApi, RecordsTable } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { formatTime, STATUS_LABELS, statusColor } from './status-filter';

/** What every message log row has besides its recipient and content (the SMS log's are the same). */
type LogRow = Pick<EmailLog, 'id' | 'status' | 'error' | 'createdAt' | 'sentAt'>;

/** The columns of a message log: when, to whom, what, and how it went. */
function logColumns<Row extends LogRow>(
  recipient: DataTableColumn<Row>,
  content: DataTableColumn<Row>,
): DataTableColumn<Row>[] {
  return [
    { key: 'createdAt', header: 'Created', render: (m) => formatTime(m.createdAt) },
    recipient,
    content,
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Badge color={statusColor(m.status)} variant="light">
          {m.status}
        </Badge>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      render: (m) =>
        m.error ? (
          <Text size="sm" c="red">
            {m.error}
          </Text>
        ) : (
          ''
        ),
    },
    { key: 'sentAt', header: 'Sent', render: (m) => formatTime(m.sentAt) },
  ];
}

export type MessageLogsTableProps<Row extends LogRow> = {
  /** 'e-mail'/'e-mails', 'SMS'/'SMS': the words of the table's name, search and empty state. */
  words: { one: string; many: string };
  statuses: readonly string[];
  /** The log's sort keys (EMAIL_LOG_SORTS, SMS_LOG_SORTS): the creation time first. */
  sortKeys: readonly string[];
  /** The channel's list query: the module's hook itself, so every render calls the same one. */
  useLogs: RecordsListApi<Row>['useList'];
  /** The recipient's column. */
  recipient: Omit<DataTableColumn<Row>, 'header'>;
  content: DataTableColumn<Row>;
  searchPlaceholder: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One channel's message log: read-only, server-paged, searchable, sortable, filtered by status, newest first. */
export function MessageLogsTable<Row extends LogRow>({
  words,
  statuses,
  sortKeys,
  useLogs,
  recipient,
  content,
  searchPlaceholder,
}: MessageLogsTableProps<Row>) {
  return (
    <RecordsTable<Row>
      label={`${capitalise(words.one)} log`}
      noun="message"
      api={{ useList: useLogs }}
      columns={logColumns({ ...recipient, header: 'Recipient' }, content)}
      sortKeys={sortKeys}
      defaultOrder="desc"
      codeFilters={[
        { key: 'status', label: 'Status', allLabel: 'All statuses', codes: statuses, labels: STATUS_LABELS },
      ]}
      describe={(m) => String(m.id)}
      searchLabel={`Search ${words.many}`}
      searchPlaceholder={searchPlaceholder}
      emptyText={`No ${words.many} yet. A test ${words.one} from the settings page appears here.`}
    />
  );
}
