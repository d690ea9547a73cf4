import { COMPANY_APPROVAL_ROUTES } from '@fastforward/domain';
import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlatformDashboardSection } from '../../dashboards/components/platform-dashboard-section';
import { usePlatformSummary } from '../api/get-platform-summary';

function Figure({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" aria-label={label} role="group">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {children}
    </Card>
  );
}

/** /super-user-dashboard: live platform figures, the platform administrators' landing page. */
export function SuperUserDashboardPage() {
  const summary = usePlatformSummary();
  const s = summary.data;
  return (
    <Stack maw={1200} mx="auto">
      <Title order={1}>Platform administration</Title>
      {summary.isLoading ? <Loader aria-label="Loading platform figures" /> : null}
      {summary.isError ? <Text c="red">The platform figures could not be loaded.</Text> : null}
      {s ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Figure label="Companies" value={s.companies.total}>
            <Text size="sm">
              Forwarders {s.companies.byCategory.CAT_FFD} · Customers {s.companies.byCategory.CAT_CUS} · Admin{' '}
              {s.companies.byCategory.CAT_ADM}
            </Text>
          </Figure>
          <Figure label="Pending verification" value={s.companies.pendingVerification}>
            {s.companies.pendingVerification > 0 ? (
              <Anchor component={Link} to={COMPANY_APPROVAL_ROUTES.companies} size="sm">
                Review them
              </Anchor>
            ) : null}
          </Figure>
          <Figure label="Users" value={s.users.total}>
            <Text size="sm">
              Active {s.users.active} · Disabled {s.users.disabled}
            </Text>
          </Figure>
          <Figure label="Active sessions" value={s.activeSessions} />
          <Figure label="E-mails queued" value={s.mailOutbox.queued} />
          <Figure label="E-mails sent" value={s.mailOutbox.sent} />
          <Figure label="E-mails failed" value={s.mailOutbox.failed} />
          <Figure label="E-mails stored" value={s.mailOutbox.stored} />
        </SimpleGrid>
      ) : null}
      <PlatformDashboardSection />
    </Stack>
  );
}
