import {
  TRANSPORT_CHARGE_COLUMNS,
  TRANSPORT_CHARGE_SORTS,
  TRANSPORT_POINT,
  TRANSPORT_POINTS,
  TRANSPORT_TYPE,
  TRANSPORT_TYPES,
  type TransportCharge,
} from '@fastforward/domain';
import { Stack, Text } from '@mantine/core';
import { ChargesPage } from '../../../components/charges';
import type { CodeFilter } from '../../../components/company-records';
import { transportChargesApi } from '../api/transport-charges-api';
import { TransportChargeFormModal } from '../components/transport-charge-form-modal';

const POINT_LABELS = Object.fromEntries(TRANSPORT_POINTS.map((p) => [p, TRANSPORT_POINT[p].label]));

const CODE_FILTERS: CodeFilter[] = [
  {
    key: 'transportPoints',
    label: 'Type (Point A to B)',
    allLabel: 'Every leg',
    codes: TRANSPORT_POINTS,
    labels: POINT_LABELS,
  },
  {
    key: 'transportType',
    label: 'Transport Type',
    allLabel: 'Railway and road',
    codes: TRANSPORT_TYPES,
    labels: TRANSPORT_TYPE,
  },
];

/** /dashboard/valid-rates/transport-charges */
export function TransportChargesPage() {
  return (
    <ChargesPage<TransportCharge>
      title="Transport Charges"
      noun="transport charge"
      api={transportChargesApi}
      headers={TRANSPORT_CHARGE_COLUMNS}
      sortKeys={TRANSPORT_CHARGE_SORTS}
      codeFilters={CODE_FILTERS}
      extraColumns={{
        'Point A to B': {
          key: 'transportPoints',
          render: (c) => (
            <Stack gap={0}>
              <Text fz="sm">
                {c.pointA} → {c.pointB}
              </Text>
              <Text fz="xs" c="dimmed">
                {TRANSPORT_POINT[c.transportPoints].label}
              </Text>
            </Stack>
          ),
        },
        Type: { key: 'transportType', render: (c) => TRANSPORT_TYPE[c.transportType] },
      }}
      renderForm={(slot) => <TransportChargeFormModal {...slot} />}
    />
  );
}
