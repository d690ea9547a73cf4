import { ROUTES } from '@fastforward/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { TermsVersionsPanel } from '../components/terms-versions-panel';

export const PLATFORM_ACTIVATION_NOTICE =
  'Every user of the platform will be asked to accept the new version.';

// The routes are the platform administrators' (the super-administrator holds no permissions):
// whoever reaches this page may use every action, and the server refuses anyone else.
const PLATFORM_CAN = { create: true, activate: true, delete: true } as const;

/** /super-user-dashboard/terms: the platform's (system) terms, which every user accepts. */
export function PlatformTermsPage() {
  return (
    <Stack p="md" maw={1200} mx="auto">
      <Group justify="space-between">
        <Group>
          <Logo />
          <Title order={1}>Platform terms</Title>
        </Group>
        <Anchor component={Link} to={ROUTES.superUserDashboard}>
          Back to platform administration
        </Anchor>
      </Group>
      <Text c="dimmed">
        Every user accepts the active platform terms at sign-in, whatever company they belong to.
      </Text>
      <TermsVersionsPanel scope="platform" can={PLATFORM_CAN} activationNotice={PLATFORM_ACTIVATION_NOTICE} />
    </Stack>
  );
}
