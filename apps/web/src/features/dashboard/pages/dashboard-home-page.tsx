import { COMPANY_SETTINGS_ACCESS, ROUTES } from '@fastforward/domain';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { getCustomerKyc, getHasCompleteCompanySetting, getRoles } from '../../../lib/session';
import { RoleDashboards } from '../../dashboards/components/role-dashboards';
import { useMyProfile } from '../api/get-my-profile';
import { NewsCard } from '../components/news-card';

/**
 * Someone who may fill the basic settings, while they are incomplete, is asked to (SPEC §4 sends a
 * business administrator to / rather than to the settings, so the dashboard asks instead).
 */
function CompanySettingsPrompt() {
  const canFill = useCan(COMPANY_SETTINGS_ACCESS.basic);
  if (getHasCompleteCompanySetting() || !canFill) return null;
  return (
    <Alert color="yellow" title="Complete your company settings">
      <Text size="sm">
        Your company's legal name, address, contact, base currency and time zone are needed on quotes,
        invoices and delivery orders.
      </Text>
      <Button component={Link} to={ROUTES.companySettings} mt="sm" size="xs">
        Complete company settings
      </Button>
    </Alert>
  );
}

/** /dashboard: a welcome with the user's company and roles, the charts of their role, the news. */
export function DashboardHomePage() {
  const profile = useMyProfile();
  const kyc = getCustomerKyc();
  const company = profile.data?.company?.name ?? kyc?.companyName;
  const roles = profile.data?.roles ?? getRoles();
  const name = profile.data?.fullName || profile.data?.username;

  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
      <CompanySettingsPrompt />
      {profile.isLoading ? <Loader size="sm" aria-label="Loading profile" /> : null}
      <Card withBorder>
        <Title order={2} size="h3">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Title>
        {company ? <Text mt="xs">Company: {company}</Text> : null}
        {roles.length > 0 ? (
          <Group mt="xs" gap="xs" aria-label="Roles">
            {roles.map((role) => (
              <Badge key={role.id} variant="light">
                {role.name}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Card>
      <RoleDashboards />
      <NewsCard />
    </Stack>
  );
}
