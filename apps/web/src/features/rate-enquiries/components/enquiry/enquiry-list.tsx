import {
  ENQUIRY_STATUS,
  ENQUIRY_STATUSES,
  type EnquiryListItem,
  FREIGHT_TYPES,
  type FreightType,
} from '@fastforward/domain';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { DateFilter, FilterChip, FilterLink, FilterSelect } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { PortFilters } from '../../../../components/pickers';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { enquiriesApi } from '../../api/get-enquiries';
import { type EnquiryFilters, readEnquiryFilters, writeEnquiryFilters } from './enquiry-filters';

const readAddress = (params: URLSearchParams) => readEnquiryFilters(params);

import { chargedBy, commodityLabel, formatDate, laneLabel, MODE_LABELS, modeLabel } from './enquiry-labels';
import { EnquiryStatusBadge } from './enquiry-status-badge';

/** The SMS number column shows only where the API gave a number: it sends them only to SPEC §6's holders. */
export const hasSmsNumbers = (items: readonly Pick<EnquiryListItem, 'customerSmsNumber'>[]) =>
  items.some((item) => item.customerSmsNumber !== null);

type EnquiryListProps = {
  door: EnquiryDoor;
  label: string;
  /** Where a row's reference leads. */
  linkOf: (id: number) => string;
  /** A page of one mode (pricing): its mode is fixed, not a filter. */
  fixedMode?: FreightType;
  emptyText: string;
};

/**
 * A page of enquiries with their filters (status, mode, lane, customer, sales person, created
 * between), kept in the address; a new filter or search starts again at page 1.
 */
export function EnquiryList({ door, label, linkOf, fixedMode, emptyText }: EnquiryListProps) {
  const table = useDataTableState();
  const address = useAddressFilters(table, readAddress, (next: EnquiryFilters) =>
    // The fixed mode is the page's, not the address's.
    writeEnquiryFilters(fixedMode ? { ...next, mode: undefined } : next),
  );
  const { setFilter, isFiltered } = address;
  const filters = fixedMode ? { ...address.filters, mode: fixedMode } : address.filters;
  const query = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...filters,
  };
  const list = enquiriesApi[door].useList(query);
  const items = list.data?.items ?? [];
  const isStaff = door === 'staff';

  const nameOfCustomer = items.find((i) => i.customer.id === filters.customerCompanyId)?.customer.name;
  const nameOfSales = items.find((i) => i.salesPerson?.id === filters.salesPersonId)?.salesPerson?.name;

  const columns: DataTableColumn<EnquiryListItem>[] = [
    {
      key: 'reference',
      header: 'Reference',
      render: (e) => (
        <Anchor component={Link} to={linkOf(e.id)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {e.reference}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (e) => <EnquiryStatusBadge status={e.status} stage={e.stage} door={door} />,
    },
    ...(isStaff
      ? [
          {
            key: 'customer',
            header: 'Customer',
            render: (e: EnquiryListItem) => (
              <FilterLink
                onClick={() => setFilter('customerCompanyId')(e.customer.id)}
                title={`Show only ${e.customer.name}'s enquiries`}
              >
                {e.customer.name}
              </FilterLink>
            ),
          },
        ]
      : []),
    ...(isStaff && hasSmsNumbers(items)
      ? [{ key: 'sms', header: 'SMS number', render: (e: EnquiryListItem) => e.customerSmsNumber ?? '—' }]
      : []),
    { key: 'mode', header: 'Mode', render: modeLabel },
    { key: 'lane', header: 'Lane', render: laneLabel },
    { key: 'commodity', header: 'Commodity', render: (e) => commodityLabel(e.commodityType) },
    { key: 'cargoReadyDate', header: 'Cargo ready', render: (e) => e.cargoReadyDate },
    { key: 'charged', header: 'Charged by', render: (e) => chargedBy(e) ?? '—' },
    ...(isStaff
      ? [
          {
            key: 'salesPerson',
            header: 'Sales person',
            render: (e: EnquiryListItem) =>
              e.salesPerson ? (
                <FilterLink
                  onClick={() => setFilter('salesPersonId')(e.salesPerson?.id)}
                  title={`Show only ${e.salesPerson.name}'s customers`}
                >
                  {e.salesPerson.name}
                </FilterLink>
              ) : (
                '—'
              ),
          },
          {
            key: 'attendedBy',
            header: 'Attended by',
            render: (e: EnquiryListItem) => e.attendedBy?.name ?? '—',
          },
        ]
      : []),
    { key: 'createdAt', header: 'Created', render: (e) => formatDate(e.createdAt) },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      {...listTableProps(table, list)}
      rowKey={(e) => e.id}
      emptyText={isFiltered ? 'No enquiry matches these filters.' : emptyText}
      onSearchChange={table.setSearch}
      searchLabel="Search enquiries"
      searchPlaceholder={isStaff ? 'Reference or customer' : 'Reference'}
      toolbar={
        <>
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            codes={ENQUIRY_STATUSES}
            labels={ENQUIRY_STATUS}
            value={filters.status}
            onChange={setFilter('status')}
          />
          {fixedMode ? null : (
            <FilterSelect
              label="Mode"
              allLabel="Sea and air"
              codes={FREIGHT_TYPES}
              labels={MODE_LABELS}
              value={filters.mode}
              onChange={setFilter('mode')}
            />
          )}
          <PortFilters
            freightType={filters.mode}
            originPortId={filters.originPortId}
            destinationPortId={filters.destinationPortId}
            onChange={(key, portId) => setFilter(key)(portId)}
          />
          <DateFilter label="Created from" value={filters.createdFrom} onChange={setFilter('createdFrom')} />
          <DateFilter label="Created to" value={filters.createdTo} onChange={setFilter('createdTo')} />
          {filters.customerCompanyId || filters.salesPersonId || filters.awaitingVendor ? (
            <Group gap="xs" align="flex-end">
              {filters.awaitingVendor ? (
                <FilterChip
                  name="awaiting vendor"
                  label="Waiting on vendors only"
                  onRemove={() => setFilter('awaitingVendor')(undefined)}
                />
              ) : null}
              {filters.customerCompanyId ? (
                <FilterChip
                  name="customer"
                  label={`Customer: ${nameOfCustomer ?? `#${filters.customerCompanyId}`}`}
                  onRemove={() => setFilter('customerCompanyId')(undefined)}
                />
              ) : null}
              {filters.salesPersonId ? (
                <FilterChip
                  name="sales person"
                  label={`Sales person: ${nameOfSales ?? `#${filters.salesPersonId}`}`}
                  onRemove={() => setFilter('salesPersonId')(undefined)}
                />
              ) : null}
            </Group>
          ) : null}
        </>
      }
    />
  );
}
