import {
  VENDOR_CONVERSION_STATUS,
  VENDOR_CONVERSION_STATUS_ALL,
  VENDOR_CONVERSION_STATUSES,
  type VendorConversionRequest,
  type VendorConversionStatus,
} from '@fastforward/domain';
import { Badge, Box, Text } from '@mantine/core';
import { useState } from 'react';
import { FilterSelect, RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { PlatformPageHeader } from '../../../components/platform-page-header';
import { useApproveConversion } from '../api/decide-conversion';
import { useConversionRequests } from '../api/get-conversion-requests';
import { RejectConversionModal } from '../components/reject-conversion-modal';

const STATUS_LABEL: Record<VendorConversionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_COLOR: Record<VendorConversionStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};
const dateOf = (at: string | null) => (at ? new Date(at).toLocaleDateString() : '—');

const COLUMNS: DataTableColumn<VendorConversionRequest>[] = [
  { key: 'companyName', header: 'Vendor', render: (r) => r.companyName },
  { key: 'requestedByName', header: 'Asked by', render: (r) => r.requestedByName },
  { key: 'requestedAt', header: 'Asked on', render: (r) => dateOf(r.requestedAt) },
  { key: 'reason', header: 'Reason', render: (r) => r.reason ?? '' },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Badge color={STATUS_COLOR[r.status]} variant="light" miw="max-content">
        {STATUS_LABEL[r.status]}
      </Badge>
    ),
  },
  { key: 'reviewedAt', header: 'Decided on', render: (r) => dateOf(r.reviewedAt) },
  { key: 'rejectionReason', header: 'Rejection reason', render: (r) => r.rejectionReason ?? '' },
];

const API = { useList: useConversionRequests };

/** /super-user-dashboard/vendor-conversions: vendors asking to become forwarders, decided here. */
export function VendorConversionsPage() {
  const [status, setStatus] = useState<VendorConversionStatus | typeof VENDOR_CONVERSION_STATUS_ALL>(
    VENDOR_CONVERSION_STATUS.pending,
  );
  const approve = useApproveConversion();
  const [rejecting, setRejecting] = useState<VendorConversionRequest | null>(null);
  return (
    <Box maw={1200} mx="auto">
      <RecordsPage<VendorConversionRequest>
        title="Forwarder requests"
        heading={
          <PlatformPageHeader title="Forwarder requests">
            <Text c="dimmed">
              A vendor approved here becomes a freight forwarder; its users sign in again to work as one.
            </Text>
          </PlatformPageHeader>
        }
        noun="request"
        api={API}
        columns={COLUMNS}
        filters={{ status }}
        filterControls={
          <FilterSelect<VendorConversionStatus>
            label="Status"
            allLabel="All"
            codes={VENDOR_CONVERSION_STATUSES}
            labels={STATUS_LABEL}
            value={status === VENDOR_CONVERSION_STATUS_ALL ? undefined : status}
            onChange={(value) => setStatus(value ?? VENDOR_CONVERSION_STATUS_ALL)}
          />
        }
        describe={(r) => r.companyName}
        rowActions={(r, { confirm }) =>
          r.status === VENDOR_CONVERSION_STATUS.pending
            ? [
                {
                  label: 'Approve',
                  name: `Approve ${r.companyName}`,
                  color: 'green',
                  onClick: async () => {
                    const question = {
                      message: `Make '${r.companyName}' a freight forwarder?`,
                      confirmLabel: 'Approve',
                      color: 'green',
                    };
                    if (await confirm(question)) approve.mutate(r.id);
                  },
                },
                {
                  label: 'Reject',
                  name: `Reject ${r.companyName}`,
                  color: 'red',
                  onClick: () => setRejecting(r),
                },
              ]
            : []
        }
        searchPlaceholder="Company name"
        emptyText={
          status === VENDOR_CONVERSION_STATUS_ALL
            ? 'No requests.'
            : `No ${STATUS_LABEL[status].toLowerCase()} requests.`
        }
      />
      <RejectConversionModal request={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
