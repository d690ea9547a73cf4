import { RATE_IMPORT_STATUS, type RateImportStatus } from '@fastforward/domain';

/** How the pages name each status. */
export const IMPORT_STATUS_LABELS: Record<RateImportStatus, string> = {
  reading: 'Reading',
  mapping: 'Waiting for mapping',
  parsing: 'Checking rows',
  previewed: 'Ready to import',
  loading: 'Importing',
  imported: 'Imported',
  discarded: 'Nothing imported',
  failed: 'Failed',
};

export const IMPORT_STATUS_COLORS: Record<RateImportStatus, string> = {
  reading: 'blue',
  mapping: 'yellow',
  parsing: 'blue',
  previewed: 'yellow',
  loading: 'blue',
  imported: 'green',
  discarded: 'gray',
  failed: 'red',
};

/** The statuses the server's jobs move on by themselves: the page asks again until they end. */
const WORKING: ReadonlySet<RateImportStatus> = new Set([
  RATE_IMPORT_STATUS.reading,
  RATE_IMPORT_STATUS.parsing,
  RATE_IMPORT_STATUS.loading,
]);

export const isWorking = (status: RateImportStatus) => WORKING.has(status);

/** What the user is shown doing while the server works. */
export const WORKING_TEXT: Partial<Record<RateImportStatus, string>> = {
  reading: 'Reading the sheet…',
  parsing: 'Checking the rows against your current rates…',
  loading: 'Importing the good rows…',
};
