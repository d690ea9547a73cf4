import { CUSTOMER_PAYMENT_STATUS, JOB_ROUTES, type Job } from '@fastforward/domain';
import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useMyJobHistory } from '../api/my-jobs-history';
import { useMyJob } from '../api/my-jobs-one';
import { JobAmendmentsPanel } from '../components/amendments/job-amendments-panel';
import { jobDateLabel, jobLaneLabel } from '../components/board/job-labels';
import { JobContainersPanel } from '../components/containers/job-containers-panel';
import { CustomerJobTimeline } from '../components/customer/customer-job-timeline';
import { CustomerJobsOnly } from '../components/customer/customer-jobs-only';
import { MyJobProgress } from '../components/customer/my-job-progress';
import { PaymentReleasedModal } from '../components/customer/payment-released-modal';
import { JobDocumentsPanel } from '../components/documents/job-documents-panel';
import { JobInvoicesPanel } from '../components/invoices/job-invoices-panel';
import { JobLoadState } from '../components/job/job-load-state';
import { JobOverview } from '../components/job/job-overview';
import { JobStatusBadge } from '../components/status/job-status-badge';

/** JOB_ROUTES.myJob: one of the customer's jobs, where it stands, its papers and its money. */
export function MyJobPage() {
  return (
    <CustomerJobsOnly title="Job">
      <MyJob />
    </CustomerJobsOnly>
  );
}

/** The API lists PREL among the customer's moves only while it may record it (invoiced, right before it). */
const canReleasePayment = (job: Job) => job.allowedMoves.some((m) => m.status === CUSTOMER_PAYMENT_STATUS);

function MyJob() {
  const id = Number(useParams().id);
  const job = useMyJob(id);
  const history = useMyJobHistory(id);
  const [paying, setPaying] = useState<Job | null>(null);
  if (!job.data) return <JobLoadState error={job.error} backTo={JOB_ROUTES.myJobs} />;
  const j = job.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{j.reference}</Title>
            <JobStatusBadge status={j.status} label={j.statusLabel} size="lg" />
          </Group>
          <Text c="dimmed">
            {`${jobLaneLabel(j)} · ETD ${jobDateLabel(j.etd)} · ETA ${jobDateLabel(j.eta)}`}
          </Text>
        </Stack>
        {canReleasePayment(j) ? <Button onClick={() => setPaying(j)}>Payment released</Button> : null}
      </Group>
      <Card withBorder>
        <MyJobProgress status={j.status} timeline={history.data} />
      </Card>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="timeline">Timeline</Tabs.Tab>
          <Tabs.Tab value="containers">Containers</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
          <Tabs.Tab value="amendments">Amendments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <JobOverview job={j} door="customer" />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <CustomerJobTimeline entries={history.data} isError={history.isError} />
        </Tabs.Panel>
        <Tabs.Panel value="containers" pt="md">
          <JobContainersPanel jobId={j.id} door="customer" booked={j.enquiry.containers} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <JobDocumentsPanel jobId={j.id} door="customer" />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <JobInvoicesPanel jobId={j.id} door="customer" />
        </Tabs.Panel>
        <Tabs.Panel value="amendments" pt="md">
          <JobAmendmentsPanel jobId={j.id} door="customer" />
        </Tabs.Panel>
      </Tabs>
      <PaymentReleasedModal job={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
