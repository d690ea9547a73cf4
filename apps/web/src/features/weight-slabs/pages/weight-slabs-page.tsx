import {
  formatWeightSlab,
  MASTERS_ACCESS,
  WEIGHT_SLAB_SORTS,
  WEIGHT_UNITS,
  type WeightSlab,
  type WeightSlabType,
  type WeightUnit,
} from '@fastforward/domain';
import { Select } from '@mantine/core';
import { RecordsPage, useRecordFilters } from '../../../components/company-records';
import { weightSlabsApi } from '../api/weight-slabs-api';
import { TYPE_OPTIONS, WeightSlabFormModal } from '../components/weight-slab-form-modal';

type Filters = { type?: WeightSlabType; measurementIn?: WeightUnit };

const typeLabel = (type: WeightSlabType) => TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

/** /dashboard/masters/weight-slabs */
export function WeightSlabsPage() {
  const { filters, setFilter } = useRecordFilters<Filters>();
  return (
    <RecordsPage<WeightSlab>
      title="Weight Slabs"
      tableLabel="Weight slabs"
      noun="weight slab"
      api={weightSlabsApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'name', header: 'Name', render: (s) => s.name },
        { key: 'type', header: 'Type', render: (s) => typeLabel(s.type) },
        // SPEC §5 display rule, from the bounds themselves.
        { key: 'min', header: 'Weight range', render: (s) => formatWeightSlab(s) },
        { key: 'containerSize', header: 'Container size', render: (s) => s.containerSize?.size ?? '—' },
      ]}
      sortKeys={WEIGHT_SLAB_SORTS}
      // Type before unit in the query, whichever was chosen first.
      filters={{ type: filters.type, measurementIn: filters.measurementIn }}
      filterControls={
        <>
          <Select
            label="Filter by type"
            placeholder="Air and sea"
            clearable
            data={TYPE_OPTIONS}
            value={filters.type ?? null}
            onChange={(next) => setFilter('type')(next as WeightSlabType | null)}
          />
          <Select
            label="Filter by unit"
            placeholder="All units"
            clearable
            data={[...WEIGHT_UNITS]}
            value={filters.measurementIn ?? null}
            onChange={(next) => setFilter('measurementIn')(next as WeightUnit | null)}
          />
        </>
      }
      describe={(s) => s.name}
      deleteQuestion={(s) => `Delete the weight slab '${s.name}' (${formatWeightSlab(s)})?`}
      searchPlaceholder="Slab name"
      emptyText="No weight slabs yet. Add the weight bands your rates are quoted in."
      noMatchText="No weight slabs match the search and filters."
      renderForm={(slot) => <WeightSlabFormModal {...slot} />}
    />
  );
}
