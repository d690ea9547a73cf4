import {
  CUSTOMERS_ACCESS,
  KYC_UPDATE_REQUEST_STATUS,
  KYC_UPDATE_REQUEST_STATUS_LABELS,
  KYC_UPDATE_REQUEST_STATUSES,
  type KycUpdateRequest,
  type KycUpdateRequestStatus,
  kycUpdateRequestPagePath,
} from '@fastforward/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSelect, RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { KycUpdateRequestStatusBadge } from '../../../components/kyc-details';
import { useUpdateRequests } from '../api/get-update-requests';

const COLUMNS: DataTableColumn<KycUpdateRequest>[] = [
  { key: 'company', header: 'Company', render: (r) => r.company.name },
  { key: 'changes', header: 'Changes', render: (r) => r.changes.map((c) => c.label).join(', ') },
  { key: 'requestedBy', header: 'Requested by', render: (r) => r.requestedBy.fullName },
  { key: 'requestedAt', header: 'Requested', render: (r) => new Date(r.requestedAt).toLocaleDateString() },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <KycUpdateRequestStatusBadge status={r.status} />,
  },
];

const API = { useList: useUpdateRequests };

/** /dashboard/customers/update-requests: customers' requests to change their KYC details, waiting ones first. */
export function UpdateRequestsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<KycUpdateRequestStatus | undefined>(KYC_UPDATE_REQUEST_STATUS.pending);
  return (
    <RecordsPage<KycUpdateRequest>
      title="Update Requests"
      tableLabel="KYC update requests"
      noun="update request"
      access={CUSTOMERS_ACCESS}
      api={API}
      columns={COLUMNS}
      filters={{ status }}
      filterControls={
        <FilterSelect<KycUpdateRequestStatus>
          label="Status"
          allLabel="All"
          codes={KYC_UPDATE_REQUEST_STATUSES}
          labels={KYC_UPDATE_REQUEST_STATUS_LABELS}
          value={status}
          onChange={setStatus}
        />
      }
      describe={(r) => r.company.name}
      rowActions={(r) => [
        {
          label: 'Review',
          name: `Review the request of ${r.company.name}`,
          onClick: () => navigate(kycUpdateRequestPagePath(r.id)),
        },
      ]}
      searchPlaceholder="Company name"
      emptyText={
        status
          ? `No ${KYC_UPDATE_REQUEST_STATUS_LABELS[status].toLowerCase()} update requests.`
          : 'No update requests yet.'
      }
    />
  );
}
