import {
  ENQUIRY_ROUTES,
  enquiryPath,
  FORWARD_STATUS,
  FORWARD_STATUSES,
  VENDOR_FORWARDS_ACCESS,
  type VendorForwardListItem,
} from '@fastforward/domain';
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { useVendorForwards } from '../api/get-vendor-forwards';
import { ForwardStatusBadge } from '../components/forward-status-badge';

const dateTimeOf = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');
const portOf = (p: { name: string; code: string | null }) => p.code ?? p.name;
const pathOf = (id: number) => enquiryPath(ENQUIRY_ROUTES.vendorForward, { id });

const COLUMNS: DataTableColumn<VendorForwardListItem>[] = [
  {
    key: 'reference',
    header: 'Reference',
    render: (f) => (
      <Anchor component={Link} to={pathOf(f.id)}>
        {f.reference}
      </Anchor>
    ),
  },
  { key: 'forwarder', header: 'From', render: (f) => f.forwarder.name },
  { key: 'mode', header: 'Mode', render: (f) => (f.mode === 'air' ? 'Air' : `Sea ${f.loadType ?? ''}`) },
  { key: 'lane', header: 'Lane', render: (f) => `${portOf(f.originPort)} → ${portOf(f.destinationPort)}` },
  { key: 'cargoReadyDate', header: 'Cargo ready', render: (f) => f.cargoReadyDate },
  { key: 'deadlineAt', header: 'Answer by', render: (f) => dateTimeOf(f.deadlineAt) },
  { key: 'status', header: 'Status', render: (f) => <ForwardStatusBadge status={f.status} /> },
];

const API = { useList: useVendorForwards };
const ACCESS = { view: VENDOR_FORWARDS_ACCESS, create: [], update: [], delete: [] };

/** The enquiries forwarders sent the vendor's company to price: Received, Accepted (quoted), Rejected. */
export function VendorForwardsPage() {
  const navigate = useNavigate();
  return (
    <RecordsPage<VendorForwardListItem>
      title="Incoming Enquiries"
      noun="enquiry"
      api={API}
      access={ACCESS}
      columns={COLUMNS}
      codeFilters={[
        {
          key: 'status',
          label: 'Status',
          allLabel: 'All statuses',
          codes: FORWARD_STATUSES,
          labels: FORWARD_STATUS,
        },
      ]}
      describe={(f) => f.reference}
      rowActions={(f) => [
        {
          label: f.status === 'received' ? 'Answer' : 'View',
          name: `Open ${f.reference}`,
          variant: 'default',
          onClick: () => navigate(pathOf(f.id)),
        },
      ]}
      searchPlaceholder="Reference"
      emptyText="No enquiries have been forwarded to you yet."
      noMatchText="No enquiries match."
    />
  );
}
