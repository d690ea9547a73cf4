import {
  CUSTOMER_KYC_ROUTES,
  CUSTOMERS_ACCESS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycUpdateRequest,
} from '@fastforward/domain';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { KycChangesTable, KycUpdateRequestStatusBadge } from '../../../components/kyc-details';
import { useCan } from '../../../lib/permissions';
import { useUpdateRequest } from '../api/get-update-request';
import { useApproveUpdateRequest } from '../api/review-update-request';
import { RejectUpdateRequestModal } from '../components/reject-update-request-modal';

const dateOf = (at: string) => new Date(at).toLocaleString();

function Review({ request }: { request: KycUpdateRequest }) {
  const canDecide = useCan(CUSTOMERS_ACCESS.update) && request.status === KYC_UPDATE_REQUEST_STATUS.pending;
  const approve = useApproveUpdateRequest();
  const { confirm, dialog } = useConfirmDialog();
  const [isRejecting, setIsRejecting] = useState(false);
  const company = request.company.name;

  const onApprove = async () => {
    const question = {
      message: `Approve the changes of ${company}? Its KYC details change as shown.`,
      confirmLabel: 'Approve',
      color: 'green',
    };
    if (await confirm(question)) approve.mutate(request.id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group>
          <Title order={1}>Update request of {company}</Title>
          <KycUpdateRequestStatusBadge status={request.status} />
        </Group>
        {canDecide ? (
          <Group>
            <Button color="green" onClick={onApprove} loading={approve.isPending}>
              Approve
            </Button>
            <Button color="red" variant="light" onClick={() => setIsRejecting(true)}>
              Reject
            </Button>
          </Group>
        ) : null}
      </Group>
      <Text size="sm">
        Asked by {request.requestedBy.fullName} on {dateOf(request.requestedAt)}.
        {request.reviewedBy && request.reviewedAt
          ? ` Decided by ${request.reviewedBy.fullName} on ${dateOf(request.reviewedAt)}.`
          : ''}
      </Text>
      {request.remarks ? <Text size="sm">Remarks: {request.remarks}</Text> : null}
      {request.rejectionReason ? (
        <Text size="sm">Reason for rejection: {request.rejectionReason}</Text>
      ) : null}
      <KycChangesTable changes={request.changes} />
      <RejectUpdateRequestModal
        request={isRejecting ? { id: request.id, companyName: company } : null}
        onClose={() => setIsRejecting(false)}
      />
      {dialog}
    </Stack>
  );
}

/** /dashboard/customers/update-requests/:id: one request's differences, field by field, to approve or reject. */
export function UpdateRequestPage() {
  const id = Number(useParams().id);
  const request = useUpdateRequest(id);
  return (
    <Stack>
      <Anchor component={Link} to={CUSTOMER_KYC_ROUTES.updateRequests} size="sm">
        ← Update requests
      </Anchor>
      {request.isPending ? <Loader aria-label="Loading the update request" /> : null}
      {request.isError ? <Text c="dimmed">This update request was not found.</Text> : null}
      {request.data ? <Review request={request.data} /> : null}
    </Stack>
  );
}
