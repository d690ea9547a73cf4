import { KYC_PUBLIC_MESSAGES, type KycPublicSubmitResponse } from '@fastforward/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { HttpError } from '../../../lib/http';
import { ForwarderCodeForm } from '../components/forwarder-code-form';
import { KycForm } from '../components/kyc-form';
import { KycSubmitted } from '../components/kyc-submitted';
import { MalformedKycLinkError, useKycSession } from '../components/use-kyc-session';

const TITLE = 'Customer KYC';

/** What a link that failed to open says: one answer for every refused link (PRODUCT §6). */
function failureText(error: unknown, isInvitation: boolean): { text: string; canRetry: boolean } {
  const isRefused =
    error instanceof MalformedKycLinkError || (error instanceof HttpError && error.status < 500);
  if (!isRefused) return { text: 'The form could not be loaded. Please try again later.', canRetry: true };
  if (isInvitation || !(error instanceof HttpError))
    return { text: KYC_PUBLIC_MESSAGES.linkInvalid, canRetry: false };
  return { text: error.message, canRetry: false };
}

/** /customerKyc/:user_id?/:email?/:invitation_id?: a customer fills in its KYC for a forwarder. */
export function CustomerKycFormPage() {
  const { session, isInvitation, startAt, forget } = useKycSession();
  const [submitted, setSubmitted] = useState<KycPublicSubmitResponse | null>(null);

  if (submitted) {
    return (
      <PublicCard title="Thank you" wide>
        <KycSubmitted answer={submitted} />
      </PublicCard>
    );
  }
  if (session.isPending) {
    return (
      <PublicCard title={TITLE} wide>
        <LoadingShip spinner />
      </PublicCard>
    );
  }
  if (session.isError) {
    const { text, canRetry } = failureText(session.error, isInvitation);
    return (
      <PublicCard title={TITLE} wide>
        <Stack gap="md">
          <Alert color="red" role="alert">
            {text}
          </Alert>
          {canRetry ? (
            <Button variant="light" onClick={() => session.refetch()} loading={session.isFetching}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </PublicCard>
    );
  }
  if (session.data === null) {
    return (
      <PublicCard title={TITLE} wide>
        <ForwarderCodeForm onStart={startAt} />
      </PublicCard>
    );
  }

  const { kyc, link } = session.data;
  return (
    <PublicCard title={TITLE} wide>
      <Text c="dimmed" size="sm" mb="md">
        {kyc.forwarder.name} asks {kyc.invitedCompanyName ?? 'your company'} for its KYC details
        {kyc.salesPersonName ? ` (your contact: ${kyc.salesPersonName})` : ''}. Fill in the form, upload the
        documents and submit it: {kyc.forwarder.name} reviews it, and you can sign in once it is approved.
      </Text>
      <KycForm
        kyc={kyc}
        link={link}
        onSubmitted={(answer) => {
          forget();
          setSubmitted(answer);
        }}
        onTermsChanged={() => void session.refetch()}
      />
    </PublicCard>
  );
}
