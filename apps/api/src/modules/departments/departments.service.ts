import { departments } from '../../db/schema';
import { createNamedRecordService } from '../named-records/named-records.service';

/** Roles and staff point at a department by foreign key: deleting one in use is refused. */
export const departmentService = createNamedRecordService({
  table: departments,
  label: 'Department',
  uniqueIndex: 'departments_company_name_key',
  referenceField: 'departmentId',
});
