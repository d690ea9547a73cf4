import { MESSAGING_SETTINGS_ACCESS } from '@fastforward/domain';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCan } from '../../../lib/permissions';
import { useEmailSettings } from '../api/get-email-settings';
import { useSmsSettings } from '../api/get-sms-settings';
import { EmailSettingsForm } from '../components/email-settings-form';
import { SmsSettingsForm } from '../components/sms-settings-form';

const TITLE = 'E-mail & SMS Settings';

/** /dashboard/companySettings/email-sms-settings */
export function EmailSmsSettingsPage() {
  const canView = useCan(MESSAGING_SETTINGS_ACCESS.view);
  const canUpdate = useCan(MESSAGING_SETTINGS_ACCESS.update);
  return (
    <Stack maw={860}>
      <Title order={1}>{TITLE}</Title>
      {canView ? (
        <>
          <EmailSection canUpdate={canUpdate} />
          <SmsSection canUpdate={canUpdate} />
        </>
      ) : (
        <Text c="dimmed">You do not have permission to open {TITLE}.</Text>
      )}
    </Stack>
  );
}

function Section(props: { title: string; isLoading: boolean; isError: boolean; children: ReactNode }) {
  let body = props.children;
  if (props.isError) body = <Alert color="red">{props.title} could not be loaded. Try again later.</Alert>;
  else if (props.isLoading) body = <Skeleton height={200} aria-label={`Loading ${props.title}`} />;
  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Title order={2} size="h3" mb="md">
        {props.title}
      </Title>
      {body}
    </Paper>
  );
}

function EmailSection({ canUpdate }: { canUpdate: boolean }) {
  const settings = useEmailSettings();
  return (
    <Section title="E-mail (SMTP)" isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <EmailSettingsForm settings={settings.data} canUpdate={canUpdate} /> : null}
    </Section>
  );
}

function SmsSection({ canUpdate }: { canUpdate: boolean }) {
  const settings = useSmsSettings();
  return (
    <Section title="SMS" isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <SmsSettingsForm settings={settings.data} canUpdate={canUpdate} /> : null}
    </Section>
  );
}
