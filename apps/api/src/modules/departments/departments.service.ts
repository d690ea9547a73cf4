import { count, eq } from 'drizzle-orm';
import { departments, roles, users } from '../../db/schema';
import { createNamedRecordService } from '../named-records/named-records.service';

export const departmentService = createNamedRecordService({
  table: departments,
  label: 'Department',
  uniqueIndex: 'departments_company_name_key',
  referenceField: 'departmentId',
  async findUse(tx, id) {
    const [roleUse] = await tx.select({ n: count() }).from(roles).where(eq(roles.departmentId, id));
    const [staffUse] = await tx.select({ n: count() }).from(users).where(eq(users.departmentId, id));
    const roleCount = roleUse?.n ?? 0;
    const staffCount = staffUse?.n ?? 0;
    return roleCount > 0 || staffCount > 0
      ? `This department is used by ${roleCount} role(s) and ${staffCount} staff member(s); move them first.`
      : null;
  },
});
