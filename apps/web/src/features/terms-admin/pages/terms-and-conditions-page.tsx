import { hasAnyPermission, TERMS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { getPermissions } from '../../../lib/session';
import { TermsVersionsPanel } from '../components/terms-versions-panel';

export const COMPANY_ACTIVATION_NOTICE = 'Customers will be asked to accept the new version.';

/** /dashboard/termsAndConditions: the trading conditions the company presents to its customers. */
export function TermsAndConditionsPage() {
  const held = getPermissions();
  return (
    <Stack>
      <Title order={1}>Terms And Conditions</Title>
      <Text c="dimmed">
        Your customers accept the active version when they sign in. Write a new version as a draft, read it
        through, then activate it.
      </Text>
      <TermsVersionsPanel
        scope="company"
        can={{
          create: hasAnyPermission(held, TERMS_ACCESS.create),
          activate: hasAnyPermission(held, TERMS_ACCESS.activate),
          delete: hasAnyPermission(held, TERMS_ACCESS.delete),
        }}
        activationNotice={COMPANY_ACTIVATION_NOTICE}
      />
    </Stack>
  );
}
