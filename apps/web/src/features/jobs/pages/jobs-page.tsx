import { enquiryPath, JOB_ROUTES, type JobListItem, OPERATIONS_ACCESS } from '@fastforward/domain';
import { JobBoardPage } from '../components/board/job-board-page';

const jobLink = (job: Pick<JobListItem, 'id'>) => enquiryPath(JOB_ROUTES.job, { id: job.id });

/** JOB_ROUTES.jobs: the operations job board. */
export function JobsPage() {
  return (
    <JobBoardPage
      title="Jobs"
      access={OPERATIONS_ACCESS.view}
      label="Jobs"
      linkOf={jobLink}
      emptyText="No jobs yet. A job opens when a customer books a quote."
    />
  );
}
