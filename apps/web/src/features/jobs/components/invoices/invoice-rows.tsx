import { INVOICE_KIND, INVOICE_STATUS, type InvoiceListItem } from '@fastforward/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../../components/data-table';
import { INVOICE_STATUS_COLORS } from '../../../../components/invoices/invoice-status';
import { money } from '../../../../lib/money';
import { jobDateLabel } from '../board/job-labels';

type InvoiceColumnsOptions = {
  /** The number cell: plain, or a link to the invoice page. */
  number: (invoice: InvoiceListItem) => ReactNode;
  download: (invoice: InvoiceListItem) => void;
  /** A cell naming the job, for lists spanning jobs. */
  job?: (invoice: InvoiceListItem) => ReactNode;
  /** Whether a note names the invoice it corrects under its kind. */
  showRelated?: boolean;
};

/**
 * The columns of an invoice row, the same on the job's invoices tab and the customer's invoice
 * list: number, kind, status (and overdue), dates, amounts and the PDF.
 */
export function invoiceColumns({
  number,
  download,
  job,
  showRelated = false,
}: InvoiceColumnsOptions): DataTableColumn<InvoiceListItem>[] {
  return [
    { key: 'number', header: 'Number', render: number },
    {
      key: 'kind',
      header: 'Kind',
      render: (i) =>
        showRelated && i.relatedInvoice ? (
          <>
            {INVOICE_KIND[i.kind]}
            <Text size="xs" c="dimmed">
              against {i.relatedInvoice.number}
            </Text>
          </>
        ) : (
          INVOICE_KIND[i.kind]
        ),
    },
    ...(job ? [{ key: 'job', header: 'Job', render: job }] : []),
    {
      key: 'status',
      header: 'Status',
      render: (i) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={INVOICE_STATUS_COLORS[i.status]} variant="light">
            {INVOICE_STATUS[i.status]}
          </Badge>
          {i.isOverdue ? (
            <Badge color="red" variant="filled">
              Overdue
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'issueDate', header: 'Issued', render: (i) => jobDateLabel(i.issueDate) },
    { key: 'dueDate', header: 'Due', render: (i) => jobDateLabel(i.dueDate) },
    { key: 'total', header: 'Total', render: (i) => money(i.total, i.currency) },
    { key: 'balance', header: 'Balance', render: (i) => money(i.balance, i.currency) },
    {
      key: 'pdf',
      header: 'PDF',
      render: (i) =>
        i.hasPdf ? (
          <Button
            size="xs"
            variant="light"
            aria-label={`Download ${i.number ?? 'invoice'} as PDF`}
            onClick={() => download(i)}
          >
            Download
          </Button>
        ) : (
          '—'
        ),
    },
  ];
}

const AMOUNTS = new Set(['total', 'balance']);

/** A whole list of invoice rows (one job's few, unpaged), amounts to the right. */
export function InvoiceRowsTable({
  invoices,
  columns,
}: {
  invoices: readonly InvoiceListItem[];
  columns: readonly DataTableColumn<InvoiceListItem>[];
}) {
  const align = (key: string) => (AMOUNTS.has(key) ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={align(c.key)}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={align(c.key)} fw={c.key === 'number' ? 600 : undefined}>
                  {c.render(invoice)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
