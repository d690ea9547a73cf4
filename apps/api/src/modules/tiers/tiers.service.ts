import {
  emptyToNull,
  formatTierAmount,
  type TierListQuery,
  type TierRequest,
  type tierSchema,
} from '@fastforward/domain';
import { ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { tiers } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertCurrencyExists } from '../company-records/references';

type TierItem = z.input<typeof tierSchema>;

const orNull = (value: string | null) => (value === null ? null : formatTierAmount(value));

/**
 * A forwarder's customer tiers (PRODUCT §2.4): each customer KYC points at one, and deleting a
 * tier a customer uses is refused by that foreign key ('Forbidden Deletion').
 */
export const tierService = createCompanyRecordService<TierListQuery, TierRequest, TierItem>({
  table: tiers,
  label: 'Tier',
  columns: {
    id: tiers.id,
    name: tiers.name,
    currency: tiers.currency,
    seaMarginType: tiers.seaMarginType,
    seaMargin: tiers.seaMargin,
    seaMinMargin: tiers.seaMinMargin,
    airMarginType: tiers.airMarginType,
    airMargin: tiers.airMargin,
    airMinMargin: tiers.airMinMargin,
    remarks: tiers.remarks,
    createdAt: tiers.createdAt,
  },
  search: (pattern) => ilike(tiers.name, pattern),
  sorts: { name: tiers.name, currency: tiers.currency, createdAt: tiers.createdAt },
  async toValues(tx, _scope, input) {
    await assertCurrencyExists(tx, input.currency, 'currency');
    return { ...input, remarks: emptyToNull(input.remarks) };
  },
  conflicts: {
    tiers_company_name_key: { field: 'name', message: 'A tier with this name exists already' },
  },
  // numeric(14, 4) answers '12.5000': amounts leave with the two decimals they were given.
  toItem: (row) => {
    const item = row as TierItem;
    return {
      ...item,
      seaMargin: formatTierAmount(item.seaMargin),
      seaMinMargin: orNull(item.seaMinMargin),
      airMargin: formatTierAmount(item.airMargin),
      airMinMargin: orNull(item.airMinMargin),
    };
  },
});
