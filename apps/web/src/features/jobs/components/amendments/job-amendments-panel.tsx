import {
  type AmendmentStatus,
  type JobAmendment,
  type JobDoor,
  jobStatusWorkflow,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../../../lib/permissions';
import { getJobQueryOptions } from '../../api/get-job';
import { useJobAmendments } from '../../api/job-amendments-list';
import { getMyJobQueryOptions } from '../../api/my-jobs-one';
import { JobPanelCard, PanelState } from '../panel-state';
import { AmendmentChangesTable, bookingValues } from './amendment-changes';
import { AmendmentRequestModal } from './amendment-request-modal';
import { type AmendmentDecision, AmendmentResponseModal } from './amendment-response-modal';

const STATUS_COLORS: Record<AmendmentStatus, string> = {
  requested: 'yellow',
  approved: 'green',
  rejected: 'red',
};

const formatDateTime = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const isFinal = (status: string) => jobStatusWorkflow.isState(status) && jobStatusWorkflow.isFinal(status);

/**
 * The job page's amendments tab. The customer asks to change its booking (one open request at a
 * time); operations approves or rejects with remarks. Each request shows what it changes against
 * the booking (or, once approved, against what it replaced).
 */
export function JobAmendmentsPanel({ jobId, door }: { jobId: number; door: JobDoor }) {
  const amendments = useJobAmendments(door, jobId);
  // The booking to diff against and prefill from: the job as this door reads it.
  const staffJob = useQuery({ ...getJobQueryOptions(jobId), enabled: door === 'staff' });
  const customerJob = useQuery({ ...getMyJobQueryOptions(jobId), enabled: door === 'customer' });
  const job = door === 'staff' ? staffJob : customerJob;
  const mayAnswer = useCan(OPERATIONS_ACCESS.update);
  const canAnswer = door === 'staff' && mayAnswer;
  const [requesting, setRequesting] = useState(false);
  const [answering, setAnswering] = useState<{ amendment: JobAmendment; decision: AmendmentDecision } | null>(
    null,
  );

  const open = amendments.data?.find((a) => a.status === 'requested');
  const jobIsFinal = job.data ? isFinal(job.data.status) : false;
  const booking = job.data?.booking;

  const body = (
    <PanelState
      query={amendments}
      noun="amendments"
      isEmpty={(list) => list.length === 0}
      emptyText={
        door === 'customer'
          ? 'No amendment requests. Ask for one when a booking detail must change.'
          : 'No amendment requests from the customer.'
      }
    >
      {(list) => (
        <Stack>
          {list.map((a) => (
            <Card key={a.id} withBorder component="article" aria-label={`Amendment ${a.id}`}>
              <Group justify="space-between" mb="xs">
                <Group gap="xs">
                  <Badge color={STATUS_COLORS[a.status]}>{a.statusLabel}</Badge>
                  <Text size="sm">{a.fields.join(', ')}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  Asked by {a.requestedBy.fullName} on {formatDateTime(a.requestedAt)}
                </Text>
              </Group>
              <Text size="sm" mb="xs">
                Reason: {a.reason}
              </Text>
              <AmendmentChangesTable
                changes={a.changes}
                before={a.previous ?? (a.status === 'requested' && booking ? bookingValues(booking) : null)}
                beforeLabel={a.previous ? 'Was' : 'Now'}
              />
              {a.decidedAt ? (
                <Text size="sm" mt="xs" c="dimmed">
                  {a.statusLabel} by {a.decidedBy?.fullName ?? 'the forwarder'} on{' '}
                  {formatDateTime(a.decidedAt)}
                  {a.responseRemarks ? `: ${a.responseRemarks}` : ''}
                </Text>
              ) : null}
              {canAnswer && a.status === 'requested' && !jobIsFinal ? (
                <Group justify="flex-end" mt="sm">
                  <Button
                    variant="default"
                    color="red"
                    onClick={() => setAnswering({ amendment: a, decision: 'rejected' })}
                  >
                    Reject
                  </Button>
                  <Button onClick={() => setAnswering({ amendment: a, decision: 'approved' })}>
                    Approve
                  </Button>
                </Group>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </PanelState>
  );

  const canRequest = door === 'customer' && booking !== undefined && !open && !jobIsFinal;
  return (
    <JobPanelCard
      title="Amendments"
      actions={
        door === 'customer' ? (
          <Button onClick={() => setRequesting(true)} disabled={!canRequest}>
            Request amendment
          </Button>
        ) : null
      }
    >
      {door === 'customer' && open ? (
        <Text size="sm" c="dimmed" mb="sm">
          Your request is waiting for your forwarder's answer; you may ask again once it is answered.
        </Text>
      ) : null}
      {body}
      {door === 'customer' && booking ? (
        <AmendmentRequestModal
          jobId={jobId}
          booking={booking}
          opened={requesting}
          onClose={() => setRequesting(false)}
        />
      ) : null}
      {canAnswer ? (
        <AmendmentResponseModal
          jobId={jobId}
          amendment={answering?.amendment ?? null}
          decision={answering?.decision ?? 'approved'}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </JobPanelCard>
  );
}
