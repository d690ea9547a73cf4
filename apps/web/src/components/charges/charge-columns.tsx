import {
  CHARGE_PORT_TYPE,
  type ChargePortType,
  COMMODITY_TYPE,
  type LOCAL_CHARGE_COLUMNS,
  type TRANSPORT_CHARGE_COLUMNS,
} from '@fastforward/domain';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../data-table';

/** The SPEC §9 header of the actions column: the table draws it, named by the page. */
export const CHARGE_ACTION_HEADER = 'Action';

type ChargeHeader = (typeof LOCAL_CHARGE_COLUMNS)[number] | (typeof TRANSPORT_CHARGE_COLUMNS)[number];
type DataHeader = Exclude<ChargeHeader, typeof CHARGE_ACTION_HEADER>;

/** What every charge row shows, whichever kind. */
export type ChargeRow = {
  id: number;
  portType: ChargePortType;
  label: string;
  portCode: string | null;
  portName: string | null;
  shippingLineName: string | null;
  commodityType: string | null;
  containerSize: string | null;
  weightSlabName: string | null;
  validFrom: string;
  validTill: string;
  buyRate: string;
  rate: string | null;
  currency: string;
  remarks: string | null;
};

type ColumnOf<T> = Omit<DataTableColumn<T>, 'header'>;

/** Columns by their SPEC §9 header. */
export type ChargeColumnMap<T> = Partial<Record<DataHeader, ColumnOf<T>>>;

const money = (amount: string, currency: string) => `${amount} ${currency}`;

/** The columns both kinds share, by their SPEC §9 header; the key is the list's sort key. */
const sharedColumns = <T extends ChargeRow>(): Record<
  Exclude<DataHeader, 'Point A to B' | 'Type'>,
  ColumnOf<T>
> => ({
  'Port Type': { key: 'portType', render: (c) => CHARGE_PORT_TYPE[c.portType] },
  'Charge Name': { key: 'label', render: (c) => c.label },
  // The code keeps the table narrow enough for the rates beside it; the name is its tooltip.
  Port: {
    key: 'port',
    render: (c) =>
      c.portCode ? (
        <Text span fz="sm" title={c.portName ?? undefined}>
          {c.portCode}
        </Text>
      ) : (
        '—'
      ),
  },
  'Shipping Line': { key: 'shippingLine', render: (c) => c.shippingLineName ?? 'All lines' },
  'Commodity Type': {
    key: 'commodityType',
    render: (c) =>
      c.commodityType
        ? (COMMODITY_TYPE[c.commodityType as keyof typeof COMMODITY_TYPE] ?? c.commodityType)
        : 'All',
  },
  // Sea charges are per container size, air ones per weight slab.
  'Container Size': { key: 'containerSize', render: (c) => c.containerSize ?? c.weightSlabName ?? 'All' },
  'Valid From - Till': { key: 'validFrom', render: (c) => `${c.validFrom} – ${c.validTill}` },
  'Buy Rate': { key: 'buyRate', render: (c) => money(c.buyRate, c.currency) },
  'Sell Rate': {
    key: 'rate',
    render: (c) =>
      c.rate === null ? (
        <Text span c="dimmed" fz="sm">
          Tier margin
        </Text>
      ) : (
        money(c.rate, c.currency)
      ),
  },
  Remarks: { key: 'remarks', render: (c) => c.remarks ?? '—' },
});

/**
 * The table's columns in the order of `headers` (a SPEC §9 constant), each under its header word
 * for word; `extra` holds the columns only one kind has. 'Action' is the table's actions column.
 */
export function chargeColumns<T extends ChargeRow, H extends ChargeHeader>(
  headers: readonly H[],
  extra: ChargeColumnMap<T> = {},
): DataTableColumn<T>[] {
  const columns: ChargeColumnMap<T> = { ...sharedColumns<T>(), ...extra };
  return headers
    .filter((header): header is Exclude<H, typeof CHARGE_ACTION_HEADER> => header !== CHARGE_ACTION_HEADER)
    .map((header) => {
      const column = columns[header];
      if (!column) throw new Error(`no column for the charge header '${header}'`);
      return { ...column, header };
    });
}
