import {
  ACCOUNTS_ACCESS,
  enquiryPath,
  INVOICE_KIND,
  INVOICE_STATUS,
  type Invoice,
  JOB_ROUTES,
} from '@fastforward/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { INVOICE_STATUS_COLORS } from '../../../components/invoices/invoice-status';
import { HttpError } from '../../../lib/http';
import { money as formatMoney } from '../../../lib/money';
import { useCan } from '../../../lib/permissions';
import { useDeleteInvoiceDraft } from '../api/invoice-delete';
import { useInvoice } from '../api/invoice-get';
import { useIssueInvoice } from '../api/invoice-issue';
import { downloadInvoicePdf } from '../api/invoice-pdf';
import { InvoiceCreditNoteModal } from '../components/invoice/invoice-credit-note-modal';
import { InvoiceDebitNoteModal } from '../components/invoice/invoice-debit-note-modal';
import { InvoiceLinesEditor } from '../components/invoice/invoice-lines-editor';
import { InvoicePaymentModal } from '../components/invoice/invoice-payment-modal';

const invoicePath = (id: number) => enquiryPath(JOB_ROUTES.invoice, { id });
type Modal = 'payment' | 'credit' | 'debit' | null;

/** JOB_ROUTES.invoice: one invoice, credit note or debit note as Accounts works on it. */
export function InvoicePage() {
  const canView = useCan(ACCOUNTS_ACCESS.view);
  const id = Number(useParams().id);
  if (!canView) {
    return (
      <Stack>
        <Title order={1}>Invoice</Title>
        <Text c="dimmed">You do not have permission to open invoices.</Text>
      </Stack>
    );
  }
  return <InvoicePageBody id={id} />;
}

function InvoicePageBody({ id }: { id: number }) {
  const invoice = useInvoice(id);
  if (invoice.data) return <InvoiceView invoice={invoice.data} />;
  if (invoice.error) {
    const missing = invoice.error instanceof HttpError && invoice.error.status === 404;
    return (
      <Stack>
        <Anchor component={Link} to={JOB_ROUTES.invoices} size="sm" w="fit-content">
          ← All invoices
        </Anchor>
        <Alert color="red" title={missing ? 'Invoice not found' : 'The invoice could not be loaded'}>
          {missing ? 'There is no such invoice of your company.' : 'Try again later.'}
        </Alert>
      </Stack>
    );
  }
  return <Skeleton height={240} aria-label="Loading invoice" />;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const canUpdate = useCan(ACCOUNTS_ACCESS.update);
  const canCreate = useCan(ACCOUNTS_ACCESS.create);
  const canDelete = useCan(ACCOUNTS_ACCESS.delete);
  const issue = useIssueInvoice();
  const remove = useDeleteInvoiceDraft();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirmDialog();
  const [modal, setModal] = useState<Modal>(null);
  const [isDirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);

  const jobPath = enquiryPath(JOB_ROUTES.job, { id: invoice.job.id });
  const isDraft = invoice.status === 'draft';
  const isPayable = invoice.kind !== 'credit_note' && invoice.status === 'issued';
  const kindLabel = INVOICE_KIND[invoice.kind];
  const title = `${kindLabel} ${invoice.number ?? '(draft)'}`;

  const askIssue = async () => {
    const yes = await confirm({
      title: 'Issue this invoice?',
      message: `Issuing gives the invoice its number, sends it to ${invoice.customer.name} and files its PDF. It cannot be edited after: corrections are made with credit and debit notes.`,
      confirmLabel: 'Issue invoice',
      color: 'blue',
    });
    if (yes) issue.mutate({ id: invoice.id, version: invoice.version });
  };
  const askDelete = async () => {
    const yes = await confirm({ message: 'Delete this invoice draft?', confirmLabel: 'Delete' });
    if (!yes) return;
    if (await remove.mutateAsync(invoice.id)) void navigate(jobPath);
  };

  return (
    <Stack>
      <Anchor component={Link} to={jobPath} size="sm" w="fit-content">
        ← Job {invoice.job.reference}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Badge color={INVOICE_STATUS_COLORS[invoice.status]} variant="light" size="lg">
              {INVOICE_STATUS[invoice.status]}
            </Badge>
            {invoice.isOverdue ? (
              <Badge color="red" variant="filled" size="lg">
                Overdue
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed">
            {invoice.customer.name} · Job {invoice.job.reference} · Enquiry {invoice.enquiryReference}
            {invoice.relatedInvoice ? (
              <>
                {' '}
                · against{' '}
                <Anchor component={Link} to={invoicePath(invoice.relatedInvoice.id)}>
                  {invoice.relatedInvoice.number}
                </Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
        <Group gap="xs">
          {invoice.hasPdf ? (
            <Button variant="light" onClick={() => void downloadInvoicePdf(invoice).catch(() => undefined)}>
              Download PDF
            </Button>
          ) : null}
          {isDraft && canUpdate ? (
            <Button
              onClick={() => void askIssue()}
              loading={issue.isPending}
              disabled={isDirty}
              title={isDirty ? 'Save or discard your changes first' : undefined}
            >
              Issue
            </Button>
          ) : null}
          {isDraft && canDelete ? (
            <Button color="red" variant="light" onClick={() => void askDelete()} loading={remove.isPending}>
              Delete draft
            </Button>
          ) : null}
          {isPayable && canCreate ? (
            <>
              <Button onClick={() => setModal('payment')}>Record payment</Button>
              <Button variant="light" color="red" onClick={() => setModal('credit')}>
                Credit note
              </Button>
            </>
          ) : null}
          {invoice.kind === 'invoice' &&
          (invoice.status === 'issued' || invoice.status === 'paid') &&
          canCreate ? (
            <Button variant="light" onClick={() => setModal('debit')}>
              Debit note
            </Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Issued" value={invoice.issueDate ?? 'Not yet'} />
        <Fact label="Due" value={invoice.dueDate ?? (isDraft ? 'By the payment terms' : '—')} />
        <Fact label="Total" value={formatMoney(invoice.total, invoice.currency)} />
        <Fact
          label={invoice.kind === 'credit_note' ? 'Credited' : 'Balance'}
          value={formatMoney(
            invoice.kind === 'credit_note' ? invoice.total : invoice.balance,
            invoice.currency,
          )}
        />
      </SimpleGrid>

      {invoice.exchangeRate && invoice.exchangeRateOn ? (
        <Text size="sm" c="dimmed">
          {invoice.convertedFrom
            ? `Converted from ${invoice.convertedFrom} at 1 ${invoice.convertedFrom} = ${invoice.exchangeRate} ${invoice.currency} (exchange rate of ${invoice.exchangeRateOn})`
            : `Exchange rate: 1 ${invoice.currency} = ${invoice.exchangeRate} in the base currency (rate of ${invoice.exchangeRateOn})`}
        </Text>
      ) : null}

      <SectionCard title="Lines">
        {isDraft && canUpdate ? (
          <InvoiceLinesEditor invoice={invoice} onDirtyChange={onDirtyChange} />
        ) : (
          <LinesTable invoice={invoice} />
        )}
      </SectionCard>

      {invoice.kind !== 'credit_note' ? <PaymentsCard invoice={invoice} /> : null}
      {invoice.corrections.length > 0 ? <CorrectionsCard invoice={invoice} /> : null}
      <HistoryCard invoice={invoice} />

      {dialog}
      <InvoicePaymentModal invoice={invoice} opened={modal === 'payment'} onClose={() => setModal(null)} />
      <InvoiceCreditNoteModal
        invoice={invoice}
        opened={modal === 'credit'}
        onClose={() => setModal(null)}
        notePath={invoicePath}
      />
      <InvoiceDebitNoteModal
        invoice={invoice}
        opened={modal === 'debit'}
        onClose={() => setModal(null)}
        notePath={invoicePath}
      />
    </Stack>
  );
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A line under the lines' amounts: a total is a header, the sums leading to it plain cells. */
function SumRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const Cell = strong ? Table.Th : Table.Td;
  return (
    <Table.Tr>
      <Cell colSpan={4} ta="right">
        {label}
      </Cell>
      <Cell ta="right">{value}</Cell>
    </Table.Tr>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}

function LinesTable({ invoice }: { invoice: Invoice }) {
  const money = (value: string) => formatMoney(value, invoice.currency);
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped aria-label="Invoice lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            // Lines have no id of their own: their place is what names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an issued document never move
            <Table.Tr key={index}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
              <Table.Td>
                {line.taxCode ? `${line.taxCode} ` : ''}
                {Number(line.taxRate)}%
              </Table.Td>
              <Table.Td ta="right">{money(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <SumRow label="Subtotal" value={money(invoice.subtotal)} />
          {invoice.taxPerRate.map((rate) => (
            <SumRow
              key={`${rate.taxCode ?? ''}-${rate.taxRate}`}
              label={`Tax ${rate.taxCode ? `${rate.taxCode} ` : ''}${Number(rate.taxRate)}% on ${money(rate.net)}`}
              value={money(rate.tax)}
            />
          ))}
          <SumRow label="Tax total" value={money(invoice.taxTotal)} />
          <SumRow label="Total" value={money(invoice.total)} strong />
          {invoice.kind !== 'credit_note' ? (
            <>
              <SumRow label="Paid" value={money(invoice.paidTotal)} />
              {invoice.creditedTotal !== '0.00' ? (
                <SumRow label="Credited" value={money(invoice.creditedTotal)} />
              ) : null}
              <SumRow label="Balance" value={money(invoice.balance)} strong />
            </>
          ) : null}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentsCard({ invoice }: { invoice: Invoice }) {
  return (
    <SectionCard title="Payments">
      {invoice.payments.length === 0 ? (
        <Text c="dimmed">No payments recorded yet.</Text>
      ) : (
        <Table striped aria-label="Payments received">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paid on</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Remarks</Table.Th>
              <Table.Th>Recorded by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.paidOn}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.amount, invoice.currency)}</Table.Td>
                <Table.Td>{p.reference}</Table.Td>
                <Table.Td>{p.remarks ?? ''}</Table.Td>
                <Table.Td>{p.recordedBy?.fullName ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

function CorrectionsCard({ invoice }: { invoice: Invoice }) {
  return (
    <SectionCard title="Credit and debit notes">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.corrections.map((note) => (
            <Table.Tr key={note.id}>
              <Table.Td>
                <Anchor component={Link} to={invoicePath(note.id)}>
                  {note.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{INVOICE_KIND[note.kind]}</Table.Td>
              <Table.Td>{note.issueDate ?? '—'}</Table.Td>
              <Table.Td>{INVOICE_STATUS[note.status]}</Table.Td>
              <Table.Td ta="right">{formatMoney(note.total, note.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}

function HistoryCard({ invoice }: { invoice: Invoice }) {
  const label = (status: string) => INVOICE_STATUS[status as Invoice['status']] ?? status;
  return (
    <SectionCard title="History">
      <Table aria-label="Status history">
        <Table.Tbody>
          {invoice.history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{new Date(entry.changedAt).toLocaleString()}</Table.Td>
              <Table.Td fw={600}>{label(entry.toStatus)}</Table.Td>
              <Table.Td>{entry.changedBy?.fullName ?? '—'}</Table.Td>
              <Table.Td>{entry.remarks ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
