import {
  ACCOUNTS_ACCESS,
  enquiryPath,
  INVOICE_KIND,
  INVOICE_STATUS,
  type InvoiceListItem,
  JOB_ROUTES,
  type JobDoor,
} from '@fastforward/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../lib/permissions';
import { useCreateJobInvoice } from '../../api/job-invoices-create';
import { useJobInvoices } from '../../api/job-invoices-list';
import { downloadJobInvoicePdf } from '../../api/job-invoices-pdf';
import { downloadMyInvoicePdf } from '../../api/my-jobs-invoices';
import { jobDateLabel, money } from '../board/job-labels';

const STATUS_COLORS: Record<InvoiceListItem['status'], string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'green',
  cancelled: 'dark',
};

/**
 * The job page's invoices tab. Staff: the job's invoices, credit and debit notes (drafts too),
 * each opening the invoice page for Accounts, and "Create invoice from sell lines". The customer:
 * the issued ones only, each with its PDF.
 */
export function JobInvoicesPanel({ jobId, door }: { jobId: number; door: JobDoor }) {
  const invoices = useJobInvoices(door, jobId);
  const isAccounts = useCan(ACCOUNTS_ACCESS.view);
  const mayCreate = useCan(ACCOUNTS_ACCESS.create);
  const canCreate = door === 'staff' && mayCreate;
  const create = useCreateJobInvoice(jobId);
  const navigate = useNavigate();

  const createDraft = async () => {
    const draft = await create.mutateAsync().catch(() => null);
    if (draft) void navigate(enquiryPath(JOB_ROUTES.invoice, { id: draft.id }));
  };
  const download = (invoice: InvoiceListItem) =>
    void (door === 'staff' ? downloadJobInvoicePdf(invoice) : downloadMyInvoicePdf(invoice)).catch(
      () => undefined,
    );

  const numberOf = (invoice: InvoiceListItem) => {
    const label = invoice.number ?? 'Draft';
    return door === 'staff' && isAccounts ? (
      <Anchor component={Link} to={enquiryPath(JOB_ROUTES.invoice, { id: invoice.id })}>
        {label}
      </Anchor>
    ) : (
      label
    );
  };

  let body: ReactNode;
  if (invoices.isError) body = <Alert color="red">The invoices could not be loaded. Try again later.</Alert>;
  else if (!invoices.data) body = <Skeleton height={80} aria-label="Loading invoices" />;
  else if (invoices.data.items.length === 0)
    body = (
      <Text c="dimmed">
        {door === 'staff'
          ? 'No invoices yet. Create one from the job’s sell lines, edit it, then issue it.'
          : 'No invoices yet — your forwarder issues them as the job proceeds.'}
      </Text>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Issued</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th>PDF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.items.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td fw={600}>{numberOf(invoice)}</Table.Td>
                <Table.Td>
                  {INVOICE_KIND[invoice.kind]}
                  {invoice.relatedInvoice ? (
                    <Text size="xs" c="dimmed">
                      against {invoice.relatedInvoice.number}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge color={STATUS_COLORS[invoice.status]} variant="light">
                      {INVOICE_STATUS[invoice.status]}
                    </Badge>
                    {invoice.isOverdue ? (
                      <Badge color="red" variant="filled">
                        Overdue
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{jobDateLabel(invoice.issueDate)}</Table.Td>
                <Table.Td>{jobDateLabel(invoice.dueDate)}</Table.Td>
                <Table.Td ta="right">{money(invoice.total, invoice.currency)}</Table.Td>
                <Table.Td ta="right">{money(invoice.balance, invoice.currency)}</Table.Td>
                <Table.Td>
                  {invoice.hasPdf ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Download ${invoice.number ?? 'invoice'} as PDF`}
                      onClick={() => download(invoice)}
                    >
                      Download
                    </Button>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder component="section" aria-label="Invoices">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Invoices
        </Title>
        {canCreate ? (
          <Button onClick={() => void createDraft()} loading={create.isPending}>
            Create invoice from sell lines
          </Button>
        ) : null}
      </Group>
      {body}
    </Card>
  );
}
