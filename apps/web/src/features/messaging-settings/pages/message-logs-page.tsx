import { MESSAGING_SETTINGS_ACCESS } from '@fastforward/domain';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { EmailLogsTable } from '../components/email-logs-table';
import { SmsLogsTable } from '../components/sms-logs-table';

const TITLE = 'Message Logs';

/** /dashboard/companySettings/message-logs: the company's e-mails and SMS, one tab each. */
export function MessageLogsPage() {
  const canView = useCan(MESSAGING_SETTINGS_ACCESS.view);
  return (
    <Stack>
      <Title order={1}>{TITLE}</Title>
      {canView ? (
        // Only the open tab is mounted, so only its list is fetched.
        <Tabs defaultValue="email" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="email">E-mail</Tabs.Tab>
            <Tabs.Tab value="sms">SMS</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <EmailLogsTable />
          </Tabs.Panel>
          <Tabs.Panel value="sms" pt="md">
            <SmsLogsTable />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text c="dimmed">You do not have permission to open {TITLE}.</Text>
      )}
    </Stack>
  );
}
