import type { JobTimelineEntry } from '@fastforward/domain';
import { Alert, Skeleton } from '@mantine/core';
import { JobTimeline } from '../timeline/job-timeline';

/** The timeline tab of the customer's job: the shared timeline, once the customer's history has loaded. */
export function CustomerJobTimeline({
  entries,
  isError,
}: {
  entries: readonly JobTimelineEntry[] | undefined;
  isError: boolean;
}) {
  if (isError) return <Alert color="red">The timeline could not be loaded. Try again later.</Alert>;
  if (!entries) return <Skeleton height={120} aria-label="Loading timeline" />;
  return <JobTimeline entries={entries} />;
}
