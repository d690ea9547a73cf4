import { Stack, Text } from '@mantine/core';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { TermsVersionsPanel } from '../components/terms-versions-panel';

export const PLATFORM_ACTIVATION_NOTICE =
  'Every user of the platform will be asked to accept the new version.';

// The routes are the platform administrators' (the super-administrator holds no permissions):
// whoever reaches this page may use every action, and the server refuses anyone else.
const PLATFORM_CAN = { create: true, activate: true, delete: true } as const;

/** /super-user-dashboard/terms: the platform's (system) terms, which every user accepts. */
export function PlatformTermsPage() {
  return (
    <Stack maw={1200} mx="auto">
      <PlatformPageHeader title="Platform terms" />
      <Text c="dimmed">
        Every user accepts the active platform terms at sign-in, whatever company they belong to.
      </Text>
      <TermsVersionsPanel scope="platform" can={PLATFORM_CAN} activationNotice={PLATFORM_ACTIVATION_NOTICE} />
    </Stack>
  );
}
