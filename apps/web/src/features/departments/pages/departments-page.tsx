import { departmentRequestSchema } from '@fastforward/domain';
import { NamedRecordsPage } from '../../../components/named-records';
import { departmentsApi } from '../api/departments-api';

/** /dashboard/users-and-roles/departments */
export function DepartmentsPage() {
  return (
    <NamedRecordsPage
      title="Departments"
      noun="department"
      api={departmentsApi}
      schema={departmentRequestSchema}
    />
  );
}
