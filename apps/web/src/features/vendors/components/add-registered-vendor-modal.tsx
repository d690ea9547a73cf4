import {
  formatVendorModes,
  VENDOR_KIND,
  VENDOR_MODE_LABELS,
  VENDOR_MODES,
  type VendorMode,
  type VendorSearchResult,
} from '@fastforward/domain';
import { Badge, Modal, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { FilterSelect } from '../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  placeServerErrors,
  useDataTableState,
} from '../../../components/data-table';
import { CountryPicker } from '../../../components/pickers';
import { showErrorDialog, showSuccessDialog } from '../../../lib/dialogs';
import { useVendorCompanySearch } from '../api/search-vendor-companies';
import { vendorsApi } from '../api/vendors-api';

type SearchFilters = {
  countryCode?: string | undefined;
  mode?: VendorMode | undefined;
  originCountryCode?: string | undefined;
  destinationCountryCode?: string | undefined;
};

const lanesOf = (result: VendorSearchResult) =>
  result.lanes.map((lane) => `${lane.originCountryCode} → ${lane.destinationCountryCode}`).join(', ') || '—';

const COLUMNS: DataTableColumn<VendorSearchResult>[] = [
  {
    key: 'name',
    header: 'Company',
    render: (r) => (
      <>
        <Text size="sm">{r.name}</Text>
        {r.description ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {r.description}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'countryCode', header: 'Country', render: (r) => r.countryCode ?? '—' },
  { key: 'modes', header: 'Modes', render: (r) => formatVendorModes(r.modes) || '—' },
  { key: 'lanes', header: 'Lanes', render: lanesOf },
  {
    key: 'isInMyList',
    header: 'Your list',
    render: (r) =>
      r.isInMyList ? (
        <Badge color="green" variant="light" miw="max-content">
          In your list
        </Badge>
      ) : null,
  },
];

/** The modes a vendor is added for: the mode searched for, else those it serves, else both. */
const modesToAdd = (result: VendorSearchResult, mode: VendorMode | undefined): VendorMode[] => {
  if (mode) return [mode];
  return result.modes.length > 0 ? result.modes : [...VENDOR_MODES];
};

/** Finds registered vendor companies by name, country, mode and lane, and adds one to the list. */
export function AddRegisteredVendorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const table = useDataTableState();
  const [filters, setFilters] = useState<SearchFilters>({});
  const setFilter = (key: keyof SearchFilters) => (value: string | null | undefined) => {
    setFilters((current) => ({ ...current, [key]: value || undefined }));
    table.resetPage();
  };
  const results = useVendorCompanySearch({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...filters,
  });
  const add = vendorsApi.useSave();

  const addVendor = async (result: VendorSearchResult) => {
    const body = {
      kind: VENDOR_KIND.registered,
      vendorCompanyId: result.companyId,
      modes: modesToAdd(result, filters.mode),
    };
    try {
      await add.mutateAsync({ body });
      void showSuccessDialog(`${result.name} has been added to your vendors.`);
    } catch (error) {
      // The save asks for no dialog (forms place their errors); this row has no fields to show one.
      const placed = placeServerErrors(error, []);
      if (placed?.dialog) void showErrorDialog(placed.dialog.title, placed.dialog.text);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add registered vendor" size="xl" centered>
      <DataTable
        label="Registered vendors"
        columns={COLUMNS}
        data={results.data}
        rowKey={(r) => r.companyId}
        isLoading={results.isLoading}
        isError={results.isError}
        emptyText="No registered vendor matches."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search vendors by name"
        searchPlaceholder="Company name"
        toolbar={
          <SimpleGrid cols={{ base: 1, sm: 2 }} w="100%">
            <CountryPicker
              label="Country"
              placeholder="Any country"
              clearable
              value={filters.countryCode ?? null}
              onChange={setFilter('countryCode')}
            />
            <FilterSelect<VendorMode>
              label="Mode"
              allLabel="Any mode"
              codes={VENDOR_MODES}
              labels={VENDOR_MODE_LABELS}
              value={filters.mode}
              onChange={setFilter('mode')}
            />
            <CountryPicker
              label="Lane origin"
              placeholder="Any origin"
              clearable
              value={filters.originCountryCode ?? null}
              onChange={setFilter('originCountryCode')}
            />
            <CountryPicker
              label="Lane destination"
              placeholder="Any destination"
              clearable
              value={filters.destinationCountryCode ?? null}
              onChange={setFilter('destinationCountryCode')}
            />
          </SimpleGrid>
        }
        rowActions={{
          of: (r) => [
            !r.isInMyList && { label: 'Add', name: `Add ${r.name}`, onClick: () => void addVendor(r) },
          ],
          name: (r) => r.name,
        }}
      />
    </Modal>
  );
}
