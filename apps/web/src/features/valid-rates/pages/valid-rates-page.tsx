import {
  FREIGHT_TYPES,
  type FreightType,
  VALID_RATE_FIELD_LABELS as L,
  type PortOption,
  RATE_EXPIRING_DAYS_DEFAULT,
  RATE_ROUTES,
  RATE_SORT,
  RATE_SORTS,
  RATE_VALIDITIES,
  RATE_VALIDITY,
  type RateSort,
  type RateValidity,
  VALID_RATES_ACCESS,
  type ValidRate,
} from '@fastforward/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FilterSelect,
  fromSelectValue,
  RecordsPage,
  type RecordsQuery,
  toSelectValue,
  useRecordFilters,
} from '../../../components/company-records';
import {
  ContainerSizePicker,
  PortPicker,
  ShippingLinePicker,
  VendorPicker,
} from '../../../components/pickers';
import { useCan } from '../../../lib/permissions';
import { exportValidRates } from '../api/export-valid-rates';
import { validRatesApi } from '../api/valid-rates-api';
import { ValidRateFormModal } from '../components/valid-rate-form-modal';

type Filters = {
  originPortId?: number;
  destinationPortId?: number;
  mode?: FreightType;
  shippingCompanyId?: number;
  vendorId?: number;
  containerSizeId?: number;
  validity?: RateValidity;
  expiringDays?: number;
  sort?: RateSort;
};

const MODE_LABELS: Record<FreightType, string> = { sea: 'Sea', air: 'Air' };

/** The list's order: newest first unless one of the SPEC §3 sort options is chosen. */
const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  ...RATE_SORTS.map((sort) => ({ value: sort, label: RATE_SORT[sort] })),
];

const amount = (value: string | null, currency: string) => (value === null ? null : `${value} ${currency}`);

/** Export the rates the list shows: its search, filters and sort, every page. */
function ExportButton({ query }: { query: RecordsQuery }) {
  const [isExporting, setIsExporting] = useState(false);
  return (
    <Button
      variant="default"
      loading={isExporting}
      onClick={() => {
        setIsExporting(true);
        // A refusal has shown the default error dialog: nothing more to say here.
        exportValidRates(query)
          .catch(() => undefined)
          .finally(() => setIsExporting(false));
      }}
    >
      Export
    </Button>
  );
}

/** /dashboard/valid-rates: the company's valid rates, filtered, sorted, exported. */
export function ValidRatesPage() {
  const { filters, setFilter } = useRecordFilters<Filters>();
  const [origin, setOrigin] = useState<PortOption | null>(null);
  const [destination, setDestination] = useState<PortOption | null>(null);
  const canImport = useCan(VALID_RATES_ACCESS.create);

  return (
    <RecordsPage<ValidRate>
      title="Valid Rates"
      noun="rate"
      api={validRatesApi}
      access={VALID_RATES_ACCESS}
      headerActions={(_list, query) => (
        <Group gap="xs">
          {canImport ? (
            <Button component={Link} to={RATE_ROUTES.imports} variant="default">
              Rate Imports
            </Button>
          ) : null}
          <ExportButton query={query} />
        </Group>
      )}
      columns={[
        { key: 'mode', header: L.mode, render: (r) => MODE_LABELS[r.mode] },
        {
          key: 'lane',
          header: 'Lane',
          render: (r) => `${r.originPortCode} → ${r.destinationPortCode}`,
        },
        { key: 'shippingLine', header: L.shippingCompanyId, render: (r) => r.shippingLineName ?? '—' },
        {
          key: 'unit',
          header: `${L.containerSizeId} / ${L.weightSlabId}`,
          render: (r) => r.containerSize ?? r.weightSlabName ?? '—',
        },
        { key: 'commodityType', header: L.commodityType, render: (r) => r.commodityType },
        { key: 'buyRate', header: L.buyRate, render: (r) => amount(r.buyRate, r.currency) },
        {
          key: 'sellRate',
          header: L.sellRate,
          render: (r) => amount(r.sellRate, r.currency) ?? 'Tier margin',
        },
        { key: 'validity', header: 'Valid From - Till', render: (r) => `${r.validFrom} – ${r.validTill}` },
        { key: 'transitDays', header: L.transitDays, render: (r) => r.transitDays ?? '—' },
        { key: 'vendor', header: L.vendorId, render: (r) => r.vendorName ?? '—' },
        { key: 'remarks', header: L.remarks, render: (r) => r.remarks ?? '' },
      ]}
      filters={filters}
      filterControls={
        <>
          <PortPicker
            label="Origin"
            placeholder="Any origin"
            freightType={filters.mode}
            value={origin}
            onChange={(next) => {
              setOrigin(next);
              setFilter('originPortId')(next?.id);
            }}
          />
          <PortPicker
            label="Destination"
            placeholder="Any destination"
            freightType={filters.mode}
            value={destination}
            onChange={(next) => {
              setDestination(next);
              setFilter('destinationPortId')(next?.id);
            }}
          />
          <FilterSelect
            label={L.mode}
            allLabel="Sea and air"
            codes={FREIGHT_TYPES}
            labels={MODE_LABELS}
            value={filters.mode}
            onChange={setFilter('mode')}
          />
          <ShippingLinePicker
            label={L.shippingCompanyId}
            placeholder="All lines"
            shippingMode={filters.mode}
            clearable
            value={toSelectValue(filters.shippingCompanyId)}
            onChange={(value) => setFilter('shippingCompanyId')(fromSelectValue(value))}
          />
          <VendorPicker
            label={L.vendorId}
            placeholder="All vendors"
            clearable
            value={toSelectValue(filters.vendorId)}
            onChange={(value) => setFilter('vendorId')(fromSelectValue(value))}
          />
          <ContainerSizePicker
            label={L.containerSizeId}
            placeholder="All sizes"
            clearable
            value={toSelectValue(filters.containerSizeId)}
            onChange={(value) => setFilter('containerSizeId')(fromSelectValue(value))}
          />
          <FilterSelect
            label="Validity"
            allLabel="Any validity"
            codes={RATE_VALIDITIES}
            labels={RATE_VALIDITY}
            value={filters.validity}
            onChange={setFilter('validity')}
          />
          {filters.validity === 'expiring' ? (
            <TextInput
              type="number"
              label="Expiring within (days)"
              min={0}
              max={365}
              // Empty: the server's default, shown as the placeholder.
              placeholder={String(RATE_EXPIRING_DAYS_DEFAULT)}
              value={filters.expiringDays ?? ''}
              onChange={(event) => {
                const days = Number.parseInt(event.currentTarget.value, 10);
                setFilter('expiringDays')(
                  Number.isInteger(days) && days >= 0 && days <= 365 ? days : undefined,
                );
              }}
            />
          ) : null}
          <NativeSelect
            label="Sort by"
            data={SORT_OPTIONS}
            value={filters.sort ?? ''}
            onChange={(event) =>
              setFilter('sort')((event.currentTarget.value || undefined) as RateSort | undefined)
            }
          />
        </>
      }
      describe={(r) =>
        `${r.originPortCode} ${r.destinationPortCode} ${r.shippingLineName ?? ''} ${r.containerSize ?? r.weightSlabName ?? ''}`.trim()
      }
      searchPlaceholder="Port code or name, line"
      emptyText="No valid rates yet."
      noMatchText="No rate matches these filters."
      renderForm={(slot) => <ValidRateFormModal {...slot} />}
    />
  );
}
