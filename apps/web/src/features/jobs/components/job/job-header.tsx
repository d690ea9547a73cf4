import {
  ENQUIRY_ROUTES,
  ENQUIRY_VIEW_ACCESS,
  enquiryPath,
  type Job,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailField } from '../../../../components/shipment';
import { useCan } from '../../../../lib/permissions';
import { jobDateLabel, jobLaneLabel, MODE_LABELS } from '../board/job-labels';
import { JobStatusBadge } from '../status/job-status-badge';
import { dcsaEventLabel } from '../status/job-status-labels';
import { ApproveBlButton, JobStatusMenu } from '../status/job-status-menu';
import { JobEditModal } from './job-edit-modal';

const Fact = DetailField;

/**
 * The job's reference, status and DCSA event, whose it is and where it came from, who handles it
 * and the carrier's dates; operations (update) edits them and moves the job.
 */
export function JobHeader({ job }: { job: Job }) {
  const canUpdate = useCan(OPERATIONS_ACCESS.update);
  const canOpenEnquiry = useCan(ENQUIRY_VIEW_ACCESS);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{job.reference}</Title>
            <JobStatusBadge status={job.status} label={job.statusLabel} size="lg" />
          </Group>
          <Text size="xs" c="dimmed" aria-label="DCSA event">
            DCSA {dcsaEventLabel(job.dcsaEvent)}
          </Text>
          <Text c="dimmed" size="sm">
            {`Customer ${job.customer.name} · ${MODE_LABELS[job.mode]} · ${jobLaneLabel(job)} · Enquiry `}
            {canOpenEnquiry ? (
              <Anchor
                component={Link}
                to={enquiryPath(ENQUIRY_ROUTES.enquiry, { id: job.enquiryId })}
                size="sm"
              >
                {job.enquiryReference}
              </Anchor>
            ) : (
              job.enquiryReference
            )}
          </Text>
        </Stack>
        {canUpdate ? (
          <Group gap="xs">
            <ApproveBlButton job={job} />
            <JobStatusMenu job={job} />
          </Group>
        ) : null}
      </Group>
      <Group align="flex-end" gap="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ flex: 1 }}>
          <Fact label="Assigned to">{job.assignedTo?.fullName ?? 'Nobody'}</Fact>
          <Fact label="ETD">{jobDateLabel(job.etd)}</Fact>
          <Fact label="ETA">{jobDateLabel(job.eta)}</Fact>
          <Fact label="DO number">{job.doNumber ?? '—'}</Fact>
        </SimpleGrid>
        {canUpdate ? (
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            Edit assignee and dates
          </Button>
        ) : null}
      </Group>
      {canUpdate ? <JobEditModal job={job} opened={editing} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
