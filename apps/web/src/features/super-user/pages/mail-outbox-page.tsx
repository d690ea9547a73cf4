import { Stack, Text } from '@mantine/core';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { MailOutboxTable } from '../components/mail-outbox-table';

/** /super-user-dashboard/outbox: every e-mail the platform wrote, and how its delivery went. */
export function MailOutboxPage() {
  return (
    <Stack maw={1200} mx="auto">
      <PlatformPageHeader title="Mail outbox">
        <Text c="dimmed">
          Without an SMTP server the e-mails stay here: verification, reset and invitation links are read and
          followed from this page.
        </Text>
      </PlatformPageHeader>
      <MailOutboxTable />
    </Stack>
  );
}
