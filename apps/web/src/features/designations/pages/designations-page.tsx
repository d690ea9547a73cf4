import { designationRequestSchema } from '@fastforward/domain';
import { NamedRecordsPage } from '../../../components/named-records';
import { designationsApi } from '../api/designations-api';

/** /dashboard/users-and-roles/designations */
export function DesignationsPage() {
  return (
    <NamedRecordsPage
      title="Designations"
      noun="designation"
      api={designationsApi}
      schema={designationRequestSchema}
    />
  );
}
