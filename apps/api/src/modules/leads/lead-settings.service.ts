import {
  LEAD_MESSAGES,
  LEAD_SETTING_KIND,
  type LeadSettingListQuery,
  type LeadSettingRequest,
  type leadSettingSchema,
} from '@fastforward/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { leadSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';

/**
 * The company's lead sources and stages: company records of two kinds in one table, listed one
 * kind at a time (?kind=). A setting a lead uses is refused deletion by the lead's foreign key
 * ('Forbidden Deletion'); a name is unique per kind (409 on `name`).
 */
export const leadSettingService = createCompanyRecordService<
  LeadSettingListQuery,
  LeadSettingRequest,
  z.input<typeof leadSettingSchema>
>({
  table: leadSettings,
  label: 'Lead setting',
  columns: {
    id: leadSettings.id,
    kind: leadSettings.kind,
    name: leadSettings.name,
    displayOrder: leadSettings.displayOrder,
    isClosed: leadSettings.isClosed,
    createdAt: leadSettings.createdAt,
  },
  search: (pattern) => ilike(leadSettings.name, pattern),
  filters: (query) => [query.kind ? eq(leadSettings.kind, query.kind) : undefined],
  sorts: {
    displayOrder: leadSettings.displayOrder,
    name: leadSettings.name,
    createdAt: leadSettings.createdAt,
  },
  async toValues(tx, scope, input, id) {
    if (id !== undefined) {
      // A source turned stage would leave the leads using it pointing at the wrong kind.
      const [row] = await tx
        .select({ kind: leadSettings.kind })
        .from(leadSettings)
        .where(and(eq(leadSettings.id, id), eq(leadSettings.companyId, scope.companyId)));
      if (row && row.kind !== input.kind) throw AppError.fieldError('kind', LEAD_MESSAGES.kindFixed);
    }
    return {
      kind: input.kind,
      name: input.name,
      displayOrder: input.displayOrder,
      // Only a stage ends the pipeline.
      isClosed: input.kind === LEAD_SETTING_KIND.stage && input.isClosed,
      ...(id === undefined ? { createdAt: scope.now } : {}),
    };
  },
  conflicts: {
    lead_settings_company_kind_name_key: { field: 'name', message: LEAD_MESSAGES.duplicateSetting },
  },
});
