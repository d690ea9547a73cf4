import type { JobDoor } from '@fastforward/domain';

/** The job page's invoices tab, for the forwarder's staff or the customer. (Placeholder: its slice replaces it.) */
export function JobInvoicesPanel(_props: { jobId: number; door: JobDoor }) {
  return null;
}
