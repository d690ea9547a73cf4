import {
  CUSTOMERS_ACCESS,
  canCancelEnquiry,
  ENQUIRY_HANDLE_ACCESS,
  type Enquiry,
  requiredProseSchema,
} from '@fastforward/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { SalesPersonSelect } from '../../../../components/pickers';
import { ReasonModal } from '../../../../components/reason-modal';
import { showSuccessDialog } from '../../../../lib/dialogs';
import { useCan } from '../../../../lib/permissions';
import { getLoggedInUserId } from '../../../../lib/session';
import { useAttendEnquiry } from '../../api/attend-enquiry';
import { useCancelEnquiry } from '../../api/cancel-enquiry';
import { useDecideEnquiry } from '../../api/decide-enquiry';

const rejectSchema = z.object({ reason: requiredProseSchema('Reason', 1000) });

/**
 * The forwarder's moves on an enquiry: accept or reject (with a reason) one Received, cancel one not
 * yet Booked, and attend it (the user, or a colleague). The server decides; a user without the
 * handling permissions sees none of them.
 */
export function StaffEnquiryActions({ enquiry }: { enquiry: Enquiry }) {
  const canHandle = useCan(ENQUIRY_HANDLE_ACCESS);
  const canPickColleague = useCan(CUSTOMERS_ACCESS.view);
  const decide = useDecideEnquiry();
  const cancel = useCancelEnquiry('staff');
  const attend = useAttendEnquiry();
  const { confirm, dialog } = useConfirmDialog();
  const [rejecting, setRejecting] = useState<Enquiry | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  if (!canHandle) return null;
  const me = getLoggedInUserId();
  const { id, version, reference } = enquiry;

  const accept = async () => {
    const question = `Accept enquiry ${reference}? The customer is told, and pricing can forward it to vendors.`;
    if (!(await confirm({ message: question, confirmLabel: 'Accept', color: 'green' }))) return;
    await decide.mutateAsync({ id, body: { status: 'accepted', version } }).catch(() => undefined);
  };
  const cancelEnquiry = async () => {
    const question = `Cancel enquiry ${reference}? The customer is told; a cancelled enquiry cannot be reopened.`;
    if (!(await confirm({ message: question, confirmLabel: 'Cancel enquiry' }))) return;
    await cancel.mutateAsync({ id, body: { version } }).catch(() => undefined);
  };
  const attendAs = async (userId: number | null) => {
    const done = await attend.mutateAsync({ id, body: userId === null ? {} : { userId } }).catch(() => null);
    if (done)
      void showSuccessDialog(`Enquiry ${reference} is now handled by ${done.attendedBy?.name ?? 'you'}.`);
  };

  return (
    <>
      {enquiry.status === 'received' ? (
        <>
          <Button color="green" onClick={() => void accept()} loading={decide.isPending}>
            Accept
          </Button>
          <Button color="red" variant="light" onClick={() => setRejecting(enquiry)}>
            Reject
          </Button>
        </>
      ) : null}
      {enquiry.attendedBy?.id === me ? null : (
        <Button variant="default" onClick={() => void attendAs(null)} loading={attend.isPending}>
          Attend
        </Button>
      )}
      {canPickColleague ? (
        <Button variant="default" onClick={() => setHandingOver(true)}>
          Hand to a colleague
        </Button>
      ) : null}
      {canCancelEnquiry(enquiry.status) ? (
        <Button color="red" variant="subtle" onClick={() => void cancelEnquiry()} loading={cancel.isPending}>
          Cancel enquiry
        </Button>
      ) : null}
      <ReasonModal
        subject={rejecting}
        onClose={() => setRejecting(null)}
        title={`Reject ${reference}`}
        intro={() => 'The customer is told, with your reason.'}
        schema={rejectSchema}
        mutation={{
          mutateAsync: ({ id: enquiryId, body }) =>
            decide.mutateAsync({
              id: enquiryId,
              body: { status: 'rejected', version, remarks: body.reason },
            }),
        }}
      />
      <HandOverModal
        opened={handingOver}
        onClose={() => setHandingOver(false)}
        onHandOver={async (userId) => {
          await attendAs(userId);
          setHandingOver(false);
        }}
        exceptId={enquiry.attendedBy?.id ?? null}
      />
      {dialog}
    </>
  );
}

function HandOverModal({
  opened,
  onClose,
  onHandOver,
  exceptId,
}: {
  opened: boolean;
  onClose: () => void;
  onHandOver: (userId: number) => Promise<void>;
  exceptId: number | null;
}) {
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Hand to a colleague" centered>
      <Stack>
        <Text size="sm">They are told in the app and by e-mail that the enquiry is theirs to handle.</Text>
        <SalesPersonSelect label="Colleague" value={userId} onChange={setUserId} excludeId={exceptId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={userId === null} onClick={() => userId !== null && void onHandOver(userId)}>
            Hand over
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
