import {
  SALES_ACCESS,
  SALES_ROUTES,
  SALES_VISIT_STATUS_LABELS,
  SALES_VISIT_STATUSES,
  type SalesVisitReport,
  type SalesVisitStatus,
} from '@fastforward/domain';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DateFilter } from '../../../components/company-records';
import { useCan } from '../../../lib/permissions';
import { readDateParams, writeFilterParams } from '../../../lib/url-filters';
import { getSalesVisitReportQueryOptions } from '../api/sales-visits-api';
import { writeVisitAddress } from '../components/visit-filters';

const BAR_COLORS: Record<SalesVisitStatus, string> = {
  planned: 'blue.6',
  completed: 'teal.6',
  cancelled: 'gray.5',
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** This month, in the user's calendar: the period the report opens with. */
export function thisMonth(now = new Date()) {
  return {
    from: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)),
    to: dayOf(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}

/** The list behind a figure: the visits of that person (everyone's: none) and status in the period. */
const listLink = (period: { from: string; to: string }, salesPersonId?: number, status?: SalesVisitStatus) =>
  `${SALES_ROUTES.visits}?${writeVisitAddress({
    page: 1,
    pageSize: 10,
    plannedFrom: period.from,
    plannedTo: period.to,
    salesPersonId,
    status,
  })}`;

/** SALES_ROUTES.visitReport: visits per sales person over a period, as a chart and a table. */
export function SalesVisitReportPage() {
  const canView = useCan(SALES_ACCESS.view);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Sales Visit Report</Title>
        <Button component={Link} to={SALES_ROUTES.visits} variant="default">
          All visits
        </Button>
      </Group>
      {canView ? <Report /> : <Text c="dimmed">You do not have permission to open Sales Visit Report.</Text>}
    </Stack>
  );
}

function Report() {
  const [params, setParams] = useSearchParams();
  const chosen: { from?: string; to?: string } = {};
  readDateParams(params, ['from', 'to'] as const, chosen);
  const period = { ...thisMonth(), ...chosen };
  const isValid = period.from <= period.to;
  const report = useQuery({ ...getSalesVisitReportQueryOptions(period.from, period.to), enabled: isValid });
  const setDay = (key: 'from' | 'to') => (value: string | undefined) =>
    setParams(writeFilterParams({ ...period, [key]: value }), { replace: true });

  return (
    <>
      <Group align="end">
        <DateFilter label="From" value={period.from} onChange={setDay('from')} />
        <DateFilter label="To" value={period.to} onChange={setDay('to')} />
      </Group>
      {!isValid ? (
        <Alert color="yellow" role="alert">
          The period ends before it starts: choose a later To.
        </Alert>
      ) : report.isLoading ? (
        <Loader aria-label="Loading the report" />
      ) : report.isError || !report.data ? (
        <Alert color="red" role="alert" title="Could not load the report">
          The report could not be loaded. Please try again later.
        </Alert>
      ) : (
        <ReportBody report={report.data} period={period} />
      )}
    </>
  );
}

function ReportBody({ report, period }: { report: SalesVisitReport; period: { from: string; to: string } }) {
  if (report.rows.length === 0) {
    return <Text c="dimmed">No visits were planned in this period.</Text>;
  }
  const figure = (value: number, salesPersonId?: number, status?: SalesVisitStatus) =>
    value === 0 ? (
      '0'
    ) : (
      <Anchor component={Link} to={listLink(period, salesPersonId, status)}>
        {value}
      </Anchor>
    );
  return (
    <>
      <Paper withBorder p="md">
        <BarChart
          h={280}
          data={report.rows.map((row) => ({
            person: row.salesPerson.fullName,
            planned: row.planned,
            completed: row.completed,
            cancelled: row.cancelled,
          }))}
          dataKey="person"
          type="stacked"
          withLegend
          yAxisProps={{ allowDecimals: false }}
          series={SALES_VISIT_STATUSES.map((status) => ({
            name: status,
            label: SALES_VISIT_STATUS_LABELS[status],
            color: BAR_COLORS[status],
          }))}
          aria-hidden
        />
      </Paper>
      <Table striped withTableBorder aria-label="Visits per sales person">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sales person</Table.Th>
            {SALES_VISIT_STATUSES.map((status) => (
              <Table.Th key={status}>{SALES_VISIT_STATUS_LABELS[status]}</Table.Th>
            ))}
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.salesPerson.id}>
              <Table.Td>{row.salesPerson.fullName}</Table.Td>
              {SALES_VISIT_STATUSES.map((status) => (
                <Table.Td key={status}>{figure(row[status], row.salesPerson.id, status)}</Table.Td>
              ))}
              <Table.Td>{figure(row.total, row.salesPerson.id)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            {SALES_VISIT_STATUSES.map((status) => (
              <Table.Th key={status}>{figure(report.totals[status], undefined, status)}</Table.Th>
            ))}
            <Table.Th>{figure(report.totals.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </>
  );
}
