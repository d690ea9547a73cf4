import { designations } from '../../db/schema';
import { createNamedRecordService, type NamedRecordTable } from '../named-records/named-records.service';

/** Staff point at a designation by foreign key: deleting one in use is refused. */
export const designationService = createNamedRecordService({
  // Same columns as every named record (see db/schema/organisation.ts).
  table: designations as unknown as NamedRecordTable,
  label: 'Designation',
  uniqueIndex: 'designations_company_name_key',
  referenceField: 'designationId',
});
