import {
  ACCOUNTS_ACCESS,
  hasAnyPermission,
  JOB_VIEW_ACCESS,
  type Job,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getPermissions } from '../../../../lib/session';
import { JobAmendmentsPanel } from '../amendments/job-amendments-panel';
import { JobContainersPanel } from '../containers/job-containers-panel';
import { JobCostsPanel } from '../costs/job-costs-panel';
import { RecordCustomStatusButton } from '../custom-statuses/record-custom-status-button';
import { JobDocumentsPanel } from '../documents/job-documents-panel';
import { JobInvoicesPanel } from '../invoices/job-invoices-panel';
import { JobHistoryTimeline } from '../timeline/job-timeline';
import { JobOverview } from './job-overview';

/** The query parameter naming the open tab: a link opens a job on its documents. */
export const JOB_TAB_PARAM = 'tab';

/**
 * The staff job page's tabs in order, with who sees each. Every job reader (operations,
 * documentation, accounts) may read each tab's list; what they may change is each panel's to show.
 */
export const JOB_TABS = [
  { value: 'overview', label: 'Overview', access: JOB_VIEW_ACCESS },
  { value: 'timeline', label: 'Timeline', access: JOB_VIEW_ACCESS },
  { value: 'containers', label: 'Containers', access: JOB_VIEW_ACCESS },
  { value: 'amendments', label: 'Amendments', access: JOB_VIEW_ACCESS },
  { value: 'documents', label: 'Documents', access: JOB_VIEW_ACCESS },
  { value: 'invoices', label: 'Invoices', access: JOB_VIEW_ACCESS },
  { value: 'costs', label: 'Costs', access: [...ACCOUNTS_ACCESS.view, ...OPERATIONS_ACCESS.view] },
] as const satisfies readonly { value: string; label: string; access: readonly string[] }[];

export type JobTab = (typeof JOB_TABS)[number]['value'];

const panelOf = (tab: JobTab, job: Job): ReactNode => {
  switch (tab) {
    case 'overview':
      return <JobOverview job={job} door="staff" />;
    case 'timeline':
      return <JobHistoryTimeline jobId={job.id} action={<RecordCustomStatusButton jobId={job.id} />} />;
    case 'containers':
      return <JobContainersPanel jobId={job.id} door="staff" booked={job.enquiry.containers} />;
    case 'amendments':
      return <JobAmendmentsPanel jobId={job.id} door="staff" />;
    case 'documents':
      return <JobDocumentsPanel jobId={job.id} door="staff" />;
    case 'invoices':
      return <JobInvoicesPanel jobId={job.id} door="staff" invoiceCurrencies={job.invoiceCurrencies} />;
    case 'costs':
      return <JobCostsPanel jobId={job.id} />;
  }
};

/** The tabs the signed-in user may open, in order. */
export const visibleJobTabs = (held: readonly string[] = getPermissions()) =>
  JOB_TABS.filter((tab) => hasAnyPermission(held, tab.access));

/** The job's tabs, the open one in the address (?tab=); an unknown or hidden tab opens the overview. */
export function JobTabs({ job }: { job: Job }) {
  const [params, setParams] = useSearchParams();
  const tabs = visibleJobTabs();
  const asked = params.get(JOB_TAB_PARAM);
  const active = tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]?.value ?? 'overview';
  const open = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(JOB_TAB_PARAM, value);
    setParams(next, { replace: true });
  };
  return (
    <Tabs value={active} onChange={open} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {panelOf(tab.value, job)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
