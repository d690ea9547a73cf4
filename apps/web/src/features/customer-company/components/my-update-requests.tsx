import type { KycUpdateRequest } from '@fastforward/domain';
import { Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { KycChangesTable, KycUpdateRequestStatusBadge } from '../../../components/kyc-details';
import { useMyUpdateRequests } from '../api/get-my-update-requests';

const PAGE_SIZE = 5;

function UpdateRequestCard({ request }: { request: KycUpdateRequest }) {
  const requestedOn = new Date(request.requestedAt).toLocaleDateString();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Update request of ${requestedOn}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={500}>Requested on {requestedOn}</Text>
          <KycUpdateRequestStatusBadge status={request.status} />
        </Group>
        {request.rejectionReason ? <Text size="sm">Reason: {request.rejectionReason}</Text> : null}
        <KycChangesTable changes={request.changes} label={`Changes requested on ${requestedOn}`} />
      </Stack>
    </Paper>
  );
}

/** The company's update requests, newest first, each with what it asked to change. */
export function MyUpdateRequests() {
  const [page, setPage] = useState(1);
  const list = useMyUpdateRequests({ page, pageSize: PAGE_SIZE });
  const total = list.data?.total ?? 0;
  return (
    <Stack component="section" aria-label="Update requests">
      <Title order={2}>Update requests</Title>
      {list.isError ? <Text c="red">The update requests could not be loaded.</Text> : null}
      {list.data && total === 0 ? <Text c="dimmed">You have not asked for any changes yet.</Text> : null}
      {list.data?.items.map((request) => (
        <UpdateRequestCard key={request.id} request={request} />
      ))}
      {total > PAGE_SIZE ? (
        <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
