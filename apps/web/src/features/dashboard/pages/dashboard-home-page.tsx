import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { getCustomerKyc, getRoles } from '../../../lib/session';
import { useMyProfile } from '../api/get-my-profile';

/** /dashboard: a welcome with the user's company and roles. */
export function DashboardHomePage() {
  const profile = useMyProfile();
  const kyc = getCustomerKyc();
  const company = profile.data?.company?.name ?? kyc?.companyName;
  const roles = profile.data?.roles ?? getRoles();
  const name = profile.data?.fullName || profile.data?.username;

  return (
    <Stack>
      <Title order={1}>Dashboard</Title>
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
    </Stack>
  );
}
