import {
  CUSTOM_STATUS_ACCESS,
  CUSTOM_STATUS_SORTS,
  type CustomStatus,
  JOB_VIEW_ACCESS,
} from '@fastforward/domain';
import { RecordsPage } from '../../../components/company-records';
import { jobCustomStatusesApi } from '../api/job-custom-statuses-api';
import { CustomStatusFormModal } from '../components/custom-statuses/custom-status-form-modal';

const ACCESS = {
  view: JOB_VIEW_ACCESS,
  create: CUSTOM_STATUS_ACCESS,
  update: CUSTOM_STATUS_ACCESS,
  delete: CUSTOM_STATUS_ACCESS,
};

/** /dashboard/operations/custom-statuses: the company's own operation statuses (SPEC §6). */
export function CustomStatusesPage() {
  return (
    <RecordsPage<CustomStatus>
      title="Custom Statuses"
      tableLabel="Custom statuses"
      noun="custom status"
      api={jobCustomStatusesApi}
      access={ACCESS}
      columns={[
        { key: 'code', header: 'Code', render: (s) => s.code },
        { key: 'name', header: 'Name', render: (s) => s.name },
        { key: 'description', header: 'Description', render: (s) => s.description ?? '' },
      ]}
      sortKeys={CUSTOM_STATUS_SORTS}
      describe={(s) => `${s.code} ${s.name}`}
      deleteQuestion={(s) => `Delete the custom status ${s.code} (${s.name})?`}
      searchPlaceholder="Code, name or description"
      emptyText="No custom statuses yet. Add the statuses your operations record besides the job statuses."
      noMatchText="No custom statuses match the search."
      renderForm={(slot) => <CustomStatusFormModal {...slot} />}
    />
  );
}
