import {
  FREIGHT_TYPES,
  MASTERS_ACCESS,
  RECORD_ORIGIN_LABELS,
  RECORD_ORIGINS,
  SHIPPING_LINE_SORTS,
  SHIPPING_MODE_LABELS,
  type ShippingLine,
} from '@fastforward/domain';
import { type CodeFilter, RecordsPage, sourceColumn } from '../../../components/company-records';
import { shippingLinesApi } from '../api/shipping-lines-api';
import { ShippingLineFormModal } from '../components/shipping-line-form-modal';

const FILTERS: readonly CodeFilter[] = [
  {
    key: 'shippingMode',
    label: 'Mode',
    allLabel: 'All modes',
    codes: FREIGHT_TYPES,
    labels: SHIPPING_MODE_LABELS,
  },
  {
    key: 'origin',
    label: 'Source',
    allLabel: 'All lines',
    codes: RECORD_ORIGINS,
    labels: RECORD_ORIGIN_LABELS,
  },
];

const codesOf = (l: ShippingLine) =>
  [l.scacCode, l.iataCode, l.iataPrefix].filter((code): code is string => Boolean(code)).join(' · ') || '—';

/** /dashboard/masters/shipping-lines: the shipped carriers and airlines, and the company's own. */
export function ShippingLinesPage() {
  return (
    <RecordsPage<ShippingLine>
      title="Shipping Lines"
      noun="shipping line"
      api={shippingLinesApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'name', header: 'Name', render: (l) => l.name },
        { key: 'shippingMode', header: 'Mode', render: (l) => SHIPPING_MODE_LABELS[l.shippingMode] },
        { key: 'codes', header: 'Codes', render: codesOf },
        sourceColumn((l) => l.isCompanyOwned),
      ]}
      sortKeys={SHIPPING_LINE_SORTS}
      codeFilters={FILTERS}
      describe={(l) => l.name}
      isEditable={(l) => l.isCompanyOwned}
      searchPlaceholder="Name, SCAC or IATA code"
      renderForm={(slot) => <ShippingLineFormModal {...slot} />}
    />
  );
}
