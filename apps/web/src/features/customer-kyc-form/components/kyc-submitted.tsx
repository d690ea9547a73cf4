import type { KycPublicSubmitResponse } from '@fastforward/domain';
import { Stack, Text } from '@mantine/core';

/** After the submission: where the KYC went, and what comes next. */
export function KycSubmitted({ answer }: { answer: KycPublicSubmitResponse }) {
  return (
    <Stack gap="sm" role="status">
      <Text fw={600}>Your KYC was sent to {answer.forwarderName}.</Text>
      <Text>
        When {answer.forwarderName} approves it, an e-mail with the link to sign in comes to{' '}
        <strong>{answer.email}</strong>.
      </Text>
    </Stack>
  );
}
