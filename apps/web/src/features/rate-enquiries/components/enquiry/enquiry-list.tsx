import {
  ENQUIRY_STATUS,
  ENQUIRY_STATUSES,
  type EnquiryListItem,
  FREIGHT_TYPES,
  type FreightType,
  type PortOption,
} from '@fastforward/domain';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../../components/company-records';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../../components/data-table';
import { PortPicker } from '../../../../components/pickers';
import type { EnquiryDoor } from '../../api/enquiry-doors';
import { enquiriesApi } from '../../api/get-enquiries';
import { type EnquiryFilters, readEnquiryFilters, writeEnquiryFilters } from './enquiry-filters';
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
  const [params, setParams] = useSearchParams();
  const filters = readEnquiryFilters(params, fixedMode);
  const table = useDataTableState();
  const [origin, setOrigin] = useState<PortOption | null>(null);
  const [destination, setDestination] = useState<PortOption | null>(null);
  const query = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...filters,
  };
  const list = enquiriesApi[door].useList(query);
  const items = list.data?.items ?? [];
  const isStaff = door === 'staff';

  const setFilter =
    <K extends keyof EnquiryFilters>(key: K) =>
    (value: EnquiryFilters[K] | null | undefined) => {
      const next = { ...readEnquiryFilters(params), [key]: value ?? undefined };
      // The fixed mode is the page's, not the address's.
      if (fixedMode) delete next.mode;
      setParams(writeEnquiryFilters(next), { replace: true });
      table.resetPage();
    };

  const isFiltered = table.search !== '' || Object.keys(readEnquiryFilters(params)).length > 0;
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
    { key: 'status', header: 'Status', render: (e) => <EnquiryStatusBadge status={e.status} /> },
    ...(isStaff
      ? [
          {
            key: 'customer',
            header: 'Customer',
            render: (e: EnquiryListItem) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setFilter('customerCompanyId')(e.customer.id)}
                title={`Show only ${e.customer.name}'s enquiries`}
              >
                {e.customer.name}
              </Anchor>
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
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setFilter('salesPersonId')(e.salesPerson?.id)}
                  title={`Show only ${e.salesPerson.name}'s customers`}
                >
                  {e.salesPerson.name}
                </Anchor>
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
      data={list.data}
      rowKey={(e) => e.id}
      isLoading={list.isLoading}
      isError={list.isError}
      emptyText={isFiltered ? 'No enquiry matches these filters.' : emptyText}
      page={table.page}
      onPageChange={table.setPage}
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
          <PortPicker
            label="Origin"
            placeholder="Any origin"
            freightType={filters.mode}
            value={origin?.id === filters.originPortId ? origin : null}
            onChange={(port) => {
              setOrigin(port);
              setFilter('originPortId')(port?.id);
            }}
          />
          <PortPicker
            label="Destination"
            placeholder="Any destination"
            freightType={filters.mode}
            value={destination?.id === filters.destinationPortId ? destination : null}
            onChange={(port) => {
              setDestination(port);
              setFilter('destinationPortId')(port?.id);
            }}
          />
          <TextInput
            type="date"
            label="Created from"
            value={filters.createdFrom ?? ''}
            onChange={(event) => setFilter('createdFrom')(event.currentTarget.value || undefined)}
          />
          <TextInput
            type="date"
            label="Created to"
            value={filters.createdTo ?? ''}
            onChange={(event) => setFilter('createdTo')(event.currentTarget.value || undefined)}
          />
          {filters.customerCompanyId || filters.salesPersonId ? (
            <Group gap="xs" align="flex-end">
              {filters.customerCompanyId ? (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setFilter('customerCompanyId')(undefined)}
                  aria-label="Remove the customer filter"
                >
                  {`Customer: ${nameOfCustomer ?? `#${filters.customerCompanyId}`} ×`}
                </Button>
              ) : null}
              {filters.salesPersonId ? (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setFilter('salesPersonId')(undefined)}
                  aria-label="Remove the sales person filter"
                >
                  {`Sales person: ${nameOfSales ?? `#${filters.salesPersonId}`} ×`}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </>
      }
    />
  );
}
