import {
  CHARGE_PORT_TYPE,
  CHARGE_PORT_TYPES,
  CHARGE_VALIDITIES,
  CHARGE_VALIDITY,
  FREIGHT_TYPES,
  type LOCAL_CHARGE_COLUMNS,
  type PortOption,
  type TRANSPORT_CHARGE_COLUMNS,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import { useState } from 'react';
import {
  type CodeFilter,
  fromSelectValue,
  type RecordFormSlot,
  type RecordsListApi,
  RecordsPage,
  toSelectValue,
  useRecordFilters,
} from '../company-records';
import type { DataTableColumn } from '../data-table';
import { ContainerSizePicker, PortPicker, ShippingLinePicker } from '../pickers';
import { FREIGHT_TYPE_LABELS } from '../rates';
import { CHARGE_ACTION_HEADER, type ChargeColumnMap, type ChargeRow, chargeColumns } from './charge-columns';

const SHARED_CODE_FILTERS: CodeFilter[] = [
  {
    key: 'mode',
    label: 'Freight Type',
    allLabel: 'Sea and air',
    codes: FREIGHT_TYPES,
    labels: FREIGHT_TYPE_LABELS,
  },
  {
    key: 'portType',
    label: 'Port Type',
    allLabel: 'Origin and destination',
    codes: CHARGE_PORT_TYPES,
    labels: CHARGE_PORT_TYPE,
  },
  {
    key: 'validity',
    label: 'Validity',
    allLabel: 'Any validity',
    codes: CHARGE_VALIDITIES,
    labels: CHARGE_VALIDITY,
  },
];

type Filters = { portId?: number; shippingCompanyId?: number; containerSizeId?: number };

export type ChargesPageProps<T extends ChargeRow> = {
  title: string;
  /** 'local charge': the New button's and the delete question's word. */
  noun: string;
  api: RecordsListApi<T>;
  /** The SPEC §9 columns, in order. */
  headers: typeof LOCAL_CHARGE_COLUMNS | typeof TRANSPORT_CHARGE_COLUMNS;
  /** The columns only this kind has, by header. */
  extraColumns?: ChargeColumnMap<T>;
  sortKeys: readonly string[];
  /** The kind's own code filters, after the shared ones. */
  codeFilters?: CodeFilter[];
  renderForm: (slot: RecordFormSlot<T>) => React.ReactNode;
};

/**
 * A charges page of the Valid Rates module: the SPEC §9 columns word for word, search by charge
 * name and port, filters by freight type, port type, validity, port, line and size.
 */
export function ChargesPage<T extends ChargeRow>(props: ChargesPageProps<T>) {
  const { filters, setFilter } = useRecordFilters<Filters>();
  const [port, setPort] = useState<PortOption | null>(null);
  const columns: DataTableColumn<T>[] = chargeColumns<T, (typeof props.headers)[number]>(
    props.headers,
    props.extraColumns,
  );

  return (
    <RecordsPage<T>
      title={props.title}
      noun={props.noun}
      api={props.api}
      access={VALID_RATES_ACCESS}
      columns={columns}
      actionsHeader={CHARGE_ACTION_HEADER}
      sortKeys={props.sortKeys}
      defaultOrder="desc"
      codeFilters={[...SHARED_CODE_FILTERS, ...(props.codeFilters ?? [])]}
      filters={filters}
      filterControls={
        <>
          <PortPicker
            label="Port"
            placeholder="All ports"
            value={port}
            onChange={(next) => {
              setPort(next);
              setFilter('portId')(next?.id);
            }}
          />
          <ShippingLinePicker
            label="Shipping Line"
            placeholder="All lines"
            clearable
            value={toSelectValue(filters.shippingCompanyId)}
            onChange={(value) => setFilter('shippingCompanyId')(fromSelectValue(value))}
          />
          <ContainerSizePicker
            label="Container Size"
            placeholder="All sizes"
            clearable
            value={toSelectValue(filters.containerSizeId)}
            onChange={(value) => setFilter('containerSizeId')(fromSelectValue(value))}
          />
        </>
      }
      describe={(c) => (c.portCode ? `${c.label} at ${c.portCode}` : c.label)}
      searchPlaceholder="Charge name or port"
      emptyText={`No ${props.noun}s yet.`}
      noMatchText={`No ${props.noun}s match.`}
      renderForm={props.renderForm}
    />
  );
}
