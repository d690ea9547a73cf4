import { DEFAULT_PAGE_SIZE, EMAIL_STATUS, type EmailLogStatus } from '@fastforward/domain';
import { Badge, Group, Loader, Pagination, Spoiler, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMailOutbox } from '../api/get-mail-outbox';
import { LinkedText } from './linked-text';

// The status column is text: one this table does not know shows grey.
const STATUS_COLOR: Readonly<Record<string, string>> = {
  [EMAIL_STATUS.sent]: 'green',
  [EMAIL_STATUS.queued]: 'blue',
  [EMAIL_STATUS.failed]: 'red',
  [EMAIL_STATUS.stored]: 'gray',
} satisfies Record<EmailLogStatus, string>;

const MESSAGE_LINE_PX = 20;

const formatDate = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

/** The embedded mailer's outbox, so reset and invitation links can be read in demo mode. */
export function MailOutboxTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const outbox = useMailOutbox({ page, pageSize: DEFAULT_PAGE_SIZE, search: debouncedSearch.trim() });
  const total = outbox.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));

  return (
    <Stack>
      <Group justify="flex-end" align="end">
        <TextInput
          label="Search e-mails"
          placeholder="Recipient or subject"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {outbox.isLoading ? <Loader size="sm" aria-label="Loading e-mails" /> : null}
      {outbox.isError ? <Text c="red">The mail outbox could not be loaded.</Text> : null}
      {outbox.data && outbox.data.items.length === 0 ? <Text c="dimmed">No e-mails yet.</Text> : null}
      {outbox.data && outbox.data.items.length > 0 ? (
        <Table striped withTableBorder aria-label="Mail outbox">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last attempt</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Sent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.data.items.map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td>{mail.toAddress}</Table.Td>
                <Table.Td>{mail.subject}</Table.Td>
                <Table.Td>
                  {/* Three whole lines: a height between lines showed half a line of text. */}
                  <Spoiler maxHeight={3 * MESSAGE_LINE_PX} showLabel="Show more" hideLabel="Show less">
                    <Text
                      size="sm"
                      lh={`${MESSAGE_LINE_PX}px`}
                      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                    >
                      <LinkedText text={mail.textBody} />
                    </Text>
                  </Spoiler>
                  {mail.error ? (
                    <Text size="xs" c="red">
                      {mail.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {/* max-content: in a table cell Mantine's badge shrank to 'STO…'. */}
                  <Badge color={STATUS_COLOR[mail.status] ?? 'gray'} variant="light" miw="max-content">
                    {mail.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{mail.attempts}</Table.Td>
                <Table.Td>{formatDate(mail.lastAttemptAt)}</Table.Td>
                <Table.Td>{formatDate(mail.createdAt)}</Table.Td>
                <Table.Td>{formatDate(mail.sentAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Outbox pages" />
      ) : null}
    </Stack>
  );
}
