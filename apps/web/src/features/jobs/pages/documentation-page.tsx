import { DOCUMENTATION_ACCESS, enquiryPath, JOB_ROUTES, type JobListItem } from '@fastforward/domain';
import { JobBoardPage } from '../components/board/job-board-page';
import { JOB_TAB_PARAM } from '../components/job/job-tabs';

/** A job opens on its documents: the bills of lading, the delivery order and the rest. */
const documentsLink = (job: Pick<JobListItem, 'id'>) =>
  `${enquiryPath(JOB_ROUTES.job, { id: job.id })}?${JOB_TAB_PARAM}=documents`;

/** JOB_ROUTES.documents: documentation's board, the same jobs opening on their documents. */
export function DocumentationPage() {
  return (
    <JobBoardPage
      title="Documents"
      access={DOCUMENTATION_ACCESS.view}
      label="Jobs for documentation"
      linkOf={documentsLink}
      emptyText="No jobs yet. A job opens when a customer books a quote; its documents are kept here."
    />
  );
}
