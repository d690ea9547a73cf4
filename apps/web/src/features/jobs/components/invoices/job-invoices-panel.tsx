import {
  ACCOUNTS_ACCESS,
  enquiryPath,
  type InvoiceListItem,
  JOB_ROUTES,
  type JobDoor,
} from '@fastforward/domain';
import { Anchor, Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../lib/permissions';
import { useCreateJobInvoice } from '../../api/job-invoices-create';
import { useJobInvoices } from '../../api/job-invoices-list';
import { downloadJobInvoicePdf } from '../../api/job-invoices-pdf';
import { downloadMyInvoicePdf } from '../../api/my-jobs-invoices';
import { JobPanelCard, PanelState } from '../panel-state';
import { InvoiceRowsTable, invoiceColumns } from './invoice-rows';

/**
 * The job page's invoices tab. Staff: the job's invoices, credit and debit notes (drafts too),
 * each opening the invoice page for Accounts, and "Create invoice from sell lines" in the invoice
 * currency chosen (the quote's by default, or the company's base currency when they differ). The
 * customer: the issued ones only, each with its PDF.
 */
export function JobInvoicesPanel({
  jobId,
  door,
  invoiceCurrencies = [],
}: {
  jobId: number;
  door: JobDoor;
  /** The job's: the quote's currency first. */
  invoiceCurrencies?: readonly string[];
}) {
  const invoices = useJobInvoices(door, jobId);
  const isAccounts = useCan(ACCOUNTS_ACCESS.view);
  const mayCreate = useCan(ACCOUNTS_ACCESS.create);
  const canCreate = door === 'staff' && mayCreate;
  const create = useCreateJobInvoice(jobId);
  const navigate = useNavigate();
  const [currency, setCurrency] = useState(invoiceCurrencies[0] ?? null);

  const createDraft = async () => {
    const draft = await create.mutateAsync(currency ?? undefined).catch(() => null);
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

  const body = (
    <PanelState
      query={invoices}
      noun="invoices"
      isEmpty={(page) => page.items.length === 0}
      emptyText={
        door === 'staff'
          ? 'No invoices yet. Create one from the job’s sell lines, edit it, then issue it.'
          : 'No invoices yet — your forwarder issues them as the job proceeds.'
      }
    >
      {(page) => (
        <InvoiceRowsTable
          invoices={page.items}
          columns={invoiceColumns({ number: numberOf, download, showRelated: true })}
        />
      )}
    </PanelState>
  );

  return (
    <JobPanelCard
      title="Invoices"
      actions={
        canCreate ? (
          <Group gap="xs" align="flex-end">
            {invoiceCurrencies.length > 1 ? (
              <Select
                label="Invoice currency"
                data={invoiceCurrencies.map((code, i) => ({
                  value: code,
                  label: i === 0 ? `${code} (the quote's)` : `${code} (base, converted)`,
                }))}
                value={currency}
                onChange={(value) => value && setCurrency(value)}
                allowDeselect={false}
                w={190}
              />
            ) : null}
            <Button onClick={() => void createDraft()} loading={create.isPending}>
              Create invoice from sell lines
            </Button>
          </Group>
        ) : null
      }
    >
      {body}
    </JobPanelCard>
  );
}
