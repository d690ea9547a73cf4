import {
  enquiryPath,
  JOB_PROFIT_SORTS,
  JOB_ROUTES,
  JOB_STATUS,
  type JobProfit,
  type JobProfitTotals,
  type JobStatusCode,
} from '@fastforward/domain';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DateFilter, FilterSelect, type ListQuery } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { formatAmount } from '../../../../lib/money';
import { codeParam, readDateParams, readIdParams, writeFilterParams } from '../../../../lib/url-filters';
import { useJobProfits } from '../../api/profit';
import { formatMargin } from './account-labels';
import { CustomerFilter } from './customer-filter';

const JOB_STATUS_CODES = Object.keys(JOB_STATUS) as JobStatusCode[];
const JOB_STATUS_LABELS = Object.fromEntries(
  JOB_STATUS_CODES.map((code) => [code, `${code} · ${JOB_STATUS[code]}`]),
) as Record<JobStatusCode, string>;

type ProfitFilters = { status?: JobStatusCode; customerCompanyId?: number; from?: string; to?: string };

/**
 * The filters an address asks for (a value the server would refuse is left out): kept in the
 * address, so the dashboard's month links (?from=…&to=…) open the jobs their figure sums.
 */
function readProfitFilters(params: URLSearchParams): ProfitFilters {
  const filters: ProfitFilters = {};
  const status = codeParam(JOB_STATUS_CODES, params.get('status'));
  if (status) filters.status = status;
  readIdParams(params, ['customerCompanyId'] as const, filters);
  readDateParams(params, ['from', 'to'] as const, filters);
  return filters;
}

const jobLink = (id: number) => enquiryPath(JOB_ROUTES.job, { id });
const isSort = (key: string | undefined) => JOB_PROFIT_SORTS.some((s) => s === key);
const isLoss = (value: string) => Number(value) < 0;

/** A signed amount: a loss in red. */
function Signed({ value }: { value: string }) {
  return (
    <Text span size="sm" c={isLoss(value) ? 'red' : undefined} fw={500}>
      {formatAmount(value)}
    </Text>
  );
}

/** Actual profit once a vendor bill counts as cost; a dash before. */
function ActualProfit({ value }: { value: string | null }) {
  return value === null ? (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Signed value={value} />
  );
}

/** The sums of every job matching the filters (not only the page's), a row per currency. */
function ProfitTotals({ totals }: { totals: JobProfitTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Table aria-label="Profit totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Totals</Table.Th>
            <Table.Th ta="right">Jobs</Table.Th>
            <Table.Th ta="right">Sell</Table.Th>
            <Table.Th ta="right">Buy</Table.Th>
            <Table.Th ta="right">Profit</Table.Th>
            <Table.Th ta="right">Margin</Table.Th>
            <Table.Th ta="right">Invoiced</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Actual cost</Table.Th>
            <Table.Th ta="right">Actual profit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((t) => (
            <Table.Tr key={t.currency}>
              <Table.Td fw={600}>{t.currency}</Table.Td>
              <Table.Td ta="right">{t.jobCount}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.sell)}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.buy)}</Table.Td>
              <Table.Td ta="right">
                <Signed value={t.profit} />
              </Table.Td>
              <Table.Td ta="right">{formatMargin(t.marginPercent)}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.invoiced)}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.paid)}</Table.Td>
              <Table.Td ta="right">{formatAmount(t.actualCost)}</Table.Td>
              <Table.Td ta="right">
                <ActualProfit value={t.actualProfit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Each job's sell − buy from its option's lines (estimated) beside its approved vendor bills (actual), its margin, what is invoiced and paid, with the totals. */
export function ProfitList() {
  const table = useDataTableState();
  const { filters, setFilter, isFiltered } = useAddressFilters(table, readProfitFilters, writeFilterParams);
  const query: ListQuery = { page: table.page, pageSize: table.pageSize, search: table.search || undefined };
  if (table.sort && isSort(table.sort.key)) {
    query.sort = table.sort.key;
    query.order = table.sort.direction;
  }
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) query[key] = value;
  const list = useJobProfits(query);
  const items = list.data?.items ?? [];
  const customerName = items.find((i) => i.customer.id === filters.customerCompanyId)?.customer.name;

  const columns: DataTableColumn<JobProfit>[] = [
    {
      key: 'reference',
      header: 'Job',
      sortable: true,
      render: (j) => (
        <Anchor component={Link} to={jobLink(j.jobId)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {j.reference}
        </Anchor>
      ),
    },
    { key: 'status', header: 'Status', render: (j) => j.status },
    { key: 'customer', header: 'Customer', render: (j) => j.customer.name },
    { key: 'currency', header: 'Currency', render: (j) => j.currency },
    { key: 'sell', header: 'Sell', sortable: true, render: (j) => formatAmount(j.sell) },
    { key: 'buy', header: 'Buy (estimated)', render: (j) => formatAmount(j.buy) },
    {
      key: 'profit',
      header: 'Profit (estimated)',
      sortable: true,
      render: (j) => <Signed value={j.profit} />,
    },
    { key: 'margin', header: 'Margin', sortable: true, render: (j) => formatMargin(j.marginPercent) },
    { key: 'invoiced', header: 'Invoiced', render: (j) => formatAmount(j.invoiced) },
    { key: 'paid', header: 'Paid', render: (j) => formatAmount(j.paid) },
    { key: 'actualCost', header: 'Actual cost', render: (j) => formatAmount(j.actualCost) },
    { key: 'actualProfit', header: 'Actual profit', render: (j) => <ActualProfit value={j.actualProfit} /> },
    { key: 'createdAt', header: 'Opened', sortable: true, render: (j) => j.createdAt.slice(0, 10) },
  ];

  return (
    <>
      <DataTable
        label="Job profit"
        columns={columns}
        {...listTableProps(table, list)}
        rowKey={(j) => j.jobId}
        emptyText={isFiltered ? 'No job matches these filters.' : 'No jobs yet. A booking opens a job.'}
        onSearchChange={table.setSearch}
        searchLabel="Search jobs"
        searchPlaceholder="Job reference or customer"
        toolbar={
          <>
            <FilterSelect
              label="Job status"
              allLabel="All statuses"
              codes={JOB_STATUS_CODES}
              labels={JOB_STATUS_LABELS}
              value={filters.status}
              onChange={setFilter('status')}
            />
            <CustomerFilter
              value={filters.customerCompanyId}
              knownName={customerName}
              onChange={setFilter('customerCompanyId')}
            />
            <DateFilter label="Opened from" value={filters.from} onChange={setFilter('from')} />
            <DateFilter label="Opened to" value={filters.to} onChange={setFilter('to')} />
          </>
        }
      />
      <ProfitTotals totals={list.data?.totals ?? []} />
    </>
  );
}
