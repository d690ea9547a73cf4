import type { JobDoor } from '@fastforward/domain';

/** The job page's containers tab, for the forwarder's staff or the customer. (Placeholder: its slice replaces it.) */
export function JobContainersPanel(_props: { jobId: number; door: JobDoor }) {
  return null;
}
