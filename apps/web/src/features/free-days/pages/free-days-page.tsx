import {
  DEMURRAGE_TYPE_LABELS,
  DETENTION_TYPE_LABELS,
  FREE_DAYS_SORTS,
  type FreeDays,
  MASTERS_ACCESS,
  type PortOption,
} from '@fastforward/domain';
import { useState } from 'react';
import {
  fromSelectValue,
  RecordsPage,
  toSelectValue,
  useRecordFilters,
} from '../../../components/company-records';
import { ContainerSizePicker, PortPicker, ShippingLinePicker } from '../../../components/pickers';
import { freeDaysApi } from '../api/free-days-api';
import { FreeDaysFormModal } from '../components/free-days-form-modal';

type Filters = { shippingCompanyId?: number; portId?: number; containerSizeId?: number };

/** /dashboard/masters/free-days */
export function FreeDaysPage() {
  const { filters, setFilter } = useRecordFilters<Filters>();
  const [port, setPort] = useState<PortOption | null>(null);

  return (
    <RecordsPage<FreeDays>
      title="Free Days"
      noun="free days"
      api={freeDaysApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'shippingLine', header: 'Shipping line', render: (f) => f.shippingLineName },
        { key: 'port', header: 'Port', render: (f) => `${f.portCode} — ${f.portName}` },
        { key: 'containerSize', header: 'Container size', render: (f) => f.containerSize },
        { key: 'originFreeDays', header: 'Origin', render: (f) => f.originFreeDays },
        { key: 'destinationFreeDays', header: 'Destination', render: (f) => f.destinationFreeDays },
        { key: 'demurrageType', header: 'Demurrage', render: (f) => DEMURRAGE_TYPE_LABELS[f.demurrageType] },
        { key: 'detentionType', header: 'Detention', render: (f) => DETENTION_TYPE_LABELS[f.detentionType] },
      ]}
      sortKeys={FREE_DAYS_SORTS}
      filters={filters}
      filterControls={
        <>
          <ShippingLinePicker
            label="Shipping line"
            placeholder="All lines"
            clearable
            value={toSelectValue(filters.shippingCompanyId)}
            onChange={(value) => setFilter('shippingCompanyId')(fromSelectValue(value))}
          />
          <PortPicker
            label="Port"
            placeholder="All ports"
            value={port}
            onChange={(next) => {
              setPort(next);
              setFilter('portId')(next?.id);
            }}
          />
          <ContainerSizePicker
            label="Container size"
            placeholder="All sizes"
            clearable
            value={toSelectValue(filters.containerSizeId)}
            onChange={(value) => setFilter('containerSizeId')(fromSelectValue(value))}
          />
        </>
      }
      describe={(f) => `${f.shippingLineName} ${f.portCode} ${f.containerSize}`}
      searchPlaceholder="Line, port or size"
      emptyText="No free days yet."
      renderForm={(slot) => <FreeDaysFormModal {...slot} />}
    />
  );
}
