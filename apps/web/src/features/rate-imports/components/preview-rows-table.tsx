import { VALID_RATE_FIELD_LABELS as L, type RateImportAction, type RateImportRow } from '@fastforward/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useRateImportRows } from '../api/get-rate-import-rows';

/** '1200.00 USD → 1150.00 USD' where the row replaces another price, else the price. */
const price = (next: string | null, old: string | null, currency: string, none: string) => {
  const shown = (value: string | null) => (value === null ? none : `${value} ${currency}`);
  return old !== null && old !== next ? `${shown(old)} → ${shown(next)}` : shown(next);
};

const COLUMNS: DataTableColumn<RateImportRow>[] = [
  { key: 'row', header: 'Row', render: (r) => `${r.sheetName} ${r.rowNumber}` },
  { key: 'lane', header: 'Lane', render: (r) => r.lane },
  { key: 'unit', header: 'Unit', render: (r) => r.unit },
  { key: 'line', header: L.shippingCompanyId, render: (r) => r.shippingLineName ?? '—' },
  {
    key: 'buyRate',
    header: L.buyRate,
    render: (r) => price(r.buyRate, r.existingBuyRate, r.currency, '—'),
  },
  {
    key: 'sellRate',
    header: L.sellRate,
    render: (r) => price(r.sellRate, r.existingSellRate, r.currency, 'Tier margin'),
  },
  { key: 'validity', header: 'Validity', render: (r) => `${r.validFrom} – ${r.validTill}` },
];

/** The previewed rows of one action, a server page at a time. */
export function PreviewRowsTable({
  importId,
  action,
  label,
}: {
  importId: number;
  action: RateImportAction;
  label: string;
}) {
  const [page, setPage] = useState(1);
  const rows = useRateImportRows(importId, action, page);
  return (
    <DataTable<RateImportRow>
      label={label}
      columns={COLUMNS}
      data={rows.data}
      rowKey={(r) => r.id}
      isLoading={rows.isLoading}
      isError={rows.isError}
      emptyText="No rows."
      page={page}
      onPageChange={setPage}
    />
  );
}
