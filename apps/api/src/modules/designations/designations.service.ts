import { count, eq } from 'drizzle-orm';
import { designations, users } from '../../db/schema';
import { createNamedRecordService, type NamedRecordTable } from '../named-records/named-records.service';

export const designationService = createNamedRecordService({
  // Same columns as every named record (see db/schema/organisation.ts).
  table: designations as unknown as NamedRecordTable,
  label: 'Designation',
  uniqueIndex: 'designations_company_name_key',
  referenceField: 'designationId',
  async findUse(tx, id) {
    const [staffUse] = await tx.select({ n: count() }).from(users).where(eq(users.designationId, id));
    const staffCount = staffUse?.n ?? 0;
    return staffCount > 0
      ? `This designation is held by ${staffCount} staff member(s); change theirs first.`
      : null;
  },
});
