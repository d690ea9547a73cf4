import { CUSTOMERS_ACCESS, formatTierMargin, TIER_SORTS, type Tier } from '@fastforward/domain';
import { RecordsPage } from '../../../components/company-records';
import { tiersApi } from '../api/tiers-api';
import { TierFormModal } from '../components/tier-form-modal';

const minimumOf = (tier: Tier, value: string | null) => (value === null ? '—' : `${tier.currency} ${value}`);

/** /dashboard/customers/tiers: the margins customers' rates get, one tier per customer. */
export function TiersPage() {
  return (
    <RecordsPage<Tier>
      title="Tiers"
      noun="tier"
      api={tiersApi}
      access={CUSTOMERS_ACCESS}
      columns={[
        { key: 'name', header: 'Name', render: (t) => t.name },
        { key: 'currency', header: 'Currency', render: (t) => t.currency },
        { key: 'seaMargin', header: 'Sea margin', render: (t) => formatTierMargin(t, 'sea') },
        { key: 'airMargin', header: 'Air margin', render: (t) => formatTierMargin(t, 'air') },
        {
          key: 'minimums',
          header: 'Minimum margins',
          render: (t) => `Sea ${minimumOf(t, t.seaMinMargin)} · Air ${minimumOf(t, t.airMinMargin)}`,
        },
      ]}
      sortKeys={TIER_SORTS}
      describe={(t) => t.name}
      searchPlaceholder="Tier name"
      emptyText="No tiers yet. Add one to price your customers' rates."
      renderForm={(slot) => <TierFormModal {...slot} />}
    />
  );
}
