import { TERMS_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { TermsVersionsPanel } from '../components/terms-versions-panel';

export const COMPANY_ACTIVATION_NOTICE = 'Customers will be asked to accept the new version.';

/** /dashboard/termsAndConditions: the trading conditions the company presents to its customers. */
export function TermsAndConditionsPage() {
  const can = {
    create: useCan(TERMS_ACCESS.create),
    activate: useCan(TERMS_ACCESS.activate),
    delete: useCan(TERMS_ACCESS.delete),
  };
  return (
    <Stack>
      <Title order={1}>Terms And Conditions</Title>
      <Text c="dimmed">
        Your customers accept the active version when they sign in. Write a new version as a draft, read it
        through, then activate it.
      </Text>
      <TermsVersionsPanel scope="company" can={can} activationNotice={COMPANY_ACTIVATION_NOTICE} />
    </Stack>
  );
}
