import { CONTAINER_NUMBER_SORTS, type ContainerNumber, MASTERS_ACCESS } from '@fastforward/domain';
import { RecordsPage } from '../../../components/company-records';
import { containerNumbersApi } from '../api/container-numbers-api';
import { ContainerNumberFormModal } from '../components/container-number-form-modal';

const formatDate = (value: string) => new Date(value).toLocaleDateString();

/** /dashboard/masters/container-numbers */
export function ContainerNumbersPage() {
  return (
    <RecordsPage<ContainerNumber>
      title="Container Numbers"
      tableLabel="Container numbers"
      noun="container number"
      api={containerNumbersApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'number', header: 'Container number', render: (c) => c.number },
        { key: 'containerSize', header: 'Container size', render: (c) => c.containerSize?.size ?? '—' },
        { key: 'remarks', header: 'Remarks', render: (c) => c.remarks ?? '' },
        { key: 'createdAt', header: 'Added', render: (c) => formatDate(c.createdAt) },
      ]}
      sortKeys={CONTAINER_NUMBER_SORTS}
      describe={(c) => c.number}
      deleteQuestion={(c) => `Delete the container number ${c.number}?`}
      searchPlaceholder="Number or remarks"
      emptyText="No container numbers yet. Add the containers you track."
      noMatchText="No container numbers match the search."
      renderForm={(slot) => <ContainerNumberFormModal {...slot} />}
    />
  );
}
