import {
  type CustomerKycMine,
  KYC_DOCUMENT_COLLECTIONS,
  KYC_DOCUMENT_LABELS,
  KYC_STATUS,
  KYC_STATUS_LABELS,
} from '@fastforward/domain';
import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileSlot } from '../../../components/files';
import { KycChangesTable, KycDetailsView } from '../../../components/kyc-details';
import { HttpError } from '../../../lib/http';
import { useMyKyc } from '../api/get-my-kyc';
import { MyUpdateRequests } from '../components/my-update-requests';
import { RequestChangesModal } from '../components/request-changes-modal';

function Contact({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Paper>
  );
}

function PendingRequest({ kyc }: { kyc: CustomerKycMine }) {
  const pending = kyc.pendingUpdateRequest;
  if (!pending) return null;
  return (
    <Alert color="yellow" title="Changes waiting for approval">
      <Stack gap="sm">
        <Text size="sm">
          You asked on {new Date(pending.requestedAt).toLocaleDateString()} for these changes.{' '}
          {kyc.forwarder.name} has not decided yet; your details stay as they are until then.
        </Text>
        <KycChangesTable changes={pending.changes} label="Pending changes" />
      </Stack>
    </Alert>
  );
}

function MyCompany({ kyc }: { kyc: CustomerKycMine }) {
  const [isRequesting, setIsRequesting] = useState(false);
  const canRequest = kyc.status === KYC_STATUS.approved && kyc.details !== null && !kyc.pendingUpdateRequest;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group>
          <Title order={1}>My Company</Title>
          <Badge variant="light" color={kyc.status === KYC_STATUS.approved ? 'green' : 'yellow'}>
            KYC {KYC_STATUS_LABELS[kyc.status].toLowerCase()}
          </Badge>
        </Group>
        {kyc.details ? (
          <Button onClick={() => setIsRequesting(true)} disabled={!canRequest}>
            Request changes
          </Button>
        ) : null}
      </Group>
      <PendingRequest kyc={kyc} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Contact
          title="Account"
          lines={[
            kyc.shortName && `Short name: ${kyc.shortName}`,
            kyc.username && `Username: ${kyc.username}`,
            kyc.email,
          ]}
        />
        <Contact
          title="Your forwarder"
          lines={[kyc.forwarder.name, kyc.forwarder.email, kyc.forwarder.phone]}
        />
        <Contact
          title="Your sales person"
          lines={kyc.salesPerson ? [kyc.salesPerson.fullName, kyc.salesPerson.email] : ['Not assigned yet']}
        />
      </SimpleGrid>
      {kyc.details ? (
        <Stack component="section" aria-label="Company details" gap="xs">
          <Title order={2}>Company details</Title>
          <KycDetailsView details={kyc.details} />
        </Stack>
      ) : null}
      <Stack component="section" aria-label="Documents" gap="xs">
        <Title order={2}>Documents</Title>
        {KYC_DOCUMENT_COLLECTIONS.map((collection) => (
          <FileSlot
            key={collection}
            label={KYC_DOCUMENT_LABELS[collection]}
            collection={collection}
            file={kyc.documents.find((d) => d.collection === collection) ?? null}
          />
        ))}
      </Stack>
      <MyUpdateRequests />
      {kyc.details ? (
        <RequestChangesModal
          opened={isRequesting}
          details={kyc.details}
          forwarderName={kyc.forwarder.name}
          onClose={() => setIsRequesting(false)}
        />
      ) : null}
    </Stack>
  );
}

/** /dashboard/my-company: the customer's KYC, documents, forwarder and update requests. */
export function MyCompanyPage() {
  const kyc = useMyKyc();
  if (kyc.isPending) return <Loader aria-label="Loading your company" />;
  if (kyc.isError) {
    const hasNone = kyc.error instanceof HttpError && kyc.error.status === 404;
    return (
      <Stack>
        <Title order={1}>My Company</Title>
        <Text c={hasNone ? 'dimmed' : 'red'}>
          {hasNone ? 'Your company has no KYC with a forwarder yet.' : 'Your company could not be loaded.'}
        </Text>
      </Stack>
    );
  }
  return <MyCompany kyc={kyc.data} />;
}
