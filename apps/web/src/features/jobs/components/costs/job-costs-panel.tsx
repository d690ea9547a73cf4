import {
  ACCOUNTS_ACCESS,
  type JobCosting,
  VENDOR_BILL_STATUS,
  type VendorBillListItem,
  type VendorBillStatus,
} from '@fastforward/domain';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { money } from '../../../../lib/money';
import { useCan } from '../../../../lib/permissions';
import { JobPanelCard, PanelState } from '../panel-state';
import {
  useApproveVendorBill,
  useDeleteVendorBill,
  useJobCosting,
  useJobVendorBills,
  useVendorBill,
} from './costs-api';
import { VendorBillModal } from './vendor-bill-modal';
import { VendorBillPaymentModal } from './vendor-bill-payment-modal';

const STATUS_COLORS: Record<VendorBillStatus, string> = { draft: 'gray', approved: 'blue', paid: 'green' };

function Signed({ value, currency }: { value: string | null; currency: string }) {
  if (value === null) return <Text c="dimmed">—</Text>;
  return (
    <Text span c={Number(value) < 0 ? 'red' : undefined} fw={500}>
      {money(value, currency)}
    </Text>
  );
}

/** Estimated (the quote's buy lines) beside actual (approved and paid bills), per line, in the base currency. */
function CostingTable({ costing }: { costing: JobCosting }) {
  const c = costing.currency;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Job costing summary">
        <div>
          <Text size="sm" c="dimmed">
            Sell
          </Text>
          <Text fw={600}>{money(costing.sell, c)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Estimated profit
          </Text>
          <Signed value={costing.estimatedProfit} currency={c} />
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Actual profit
          </Text>
          <Signed value={costing.actualProfit} currency={c} />
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Draft bills
          </Text>
          <Text fw={600}>{costing.draftBillCount}</Text>
        </div>
      </SimpleGrid>
      <Table aria-label="Estimated and actual cost">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th ta="right">Estimated</Table.Th>
            <Table.Th ta="right">Actual</Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {costing.lines.map((l) => (
            <Table.Tr key={l.key ?? 'other'}>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right">{money(l.estimated, c)}</Table.Td>
              <Table.Td ta="right">{money(l.actual, c)}</Table.Td>
              <Table.Td ta="right">
                <Signed value={l.difference} currency={c} />
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={600}>
            <Table.Td>Total cost</Table.Td>
            <Table.Td ta="right">{money(costing.estimatedCost, c)}</Table.Td>
            <Table.Td ta="right">{money(costing.actualCost, c)}</Table.Td>
            <Table.Td ta="right">
              <Signed value={costing.difference} currency={c} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function BillsTable({
  jobId,
  costing,
  bills,
}: {
  jobId: number;
  costing: JobCosting | undefined;
  bills: VendorBillListItem[];
}) {
  const canUpdate = useCan(ACCOUNTS_ACCESS.update);
  const canDelete = useCan(ACCOUNTS_ACCESS.delete);
  const approve = useApproveVendorBill(jobId);
  const remove = useDeleteVendorBill(jobId);
  const { confirm, dialog } = useConfirmDialog();
  const [paying, setPaying] = useState<VendorBillListItem | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = useVendorBill(editingId);

  const deleteDraft = async (bill: VendorBillListItem) => {
    const sure = await confirm({
      title: `Delete draft bill ${bill.billNumber}?`,
      message: `The draft of ${bill.vendor.name} (${money(bill.total, bill.currency)}) is removed; the job's costing no longer counts it.`,
      confirmLabel: 'Delete draft',
    });
    if (sure) remove.mutate(bill);
  };
  return (
    <>
      <Table aria-label="Vendor bills">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bill</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td fw={600}>{b.billNumber}</Table.Td>
              <Table.Td>{b.vendor.name}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[b.status]} variant="light">
                  {VENDOR_BILL_STATUS[b.status]}
                </Badge>
                {b.isOverdue ? (
                  <Text size="xs" c="red">
                    {`Overdue ${b.daysOverdue} days`}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{b.dueDate ?? '—'}</Table.Td>
              <Table.Td ta="right">{money(b.total, b.currency)}</Table.Td>
              <Table.Td ta="right">{money(b.balance, b.currency)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {canUpdate && b.status === 'draft' && costing ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      loading={editingId === b.id && editing.isFetching}
                      onClick={() => setEditingId(b.id)}
                      aria-label={`Edit ${b.billNumber}`}
                    >
                      Edit
                    </Button>
                  ) : null}
                  {canUpdate && b.status === 'draft' ? (
                    <Button
                      size="xs"
                      variant="light"
                      loading={approve.isPending}
                      onClick={() => approve.mutate(b)}
                      aria-label={`Approve ${b.billNumber}`}
                    >
                      Approve
                    </Button>
                  ) : null}
                  {canUpdate && b.status === 'approved' ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setPaying(b)}
                      aria-label={`Pay ${b.billNumber}`}
                    >
                      Record payment
                    </Button>
                  ) : null}
                  {canDelete && b.status === 'draft' ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={remove.isPending}
                      onClick={() => void deleteDraft(b)}
                      aria-label={`Delete ${b.billNumber}`}
                    >
                      Delete
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <VendorBillPaymentModal jobId={jobId} bill={paying} onClose={() => setPaying(null)} />
      {costing && editing.data && editingId === editing.data.id ? (
        <VendorBillModal
          jobId={jobId}
          costing={costing}
          bill={editing.data}
          opened
          onClose={() => setEditingId(null)}
        />
      ) : null}
      {dialog}
    </>
  );
}

/**
 * The job page's costs tab: job costing (estimated beside actual cost, and profit) and the vendor
 * bills against the job; Accounts records a bill (a draft), approves it and pays it.
 */
export function JobCostsPanel({ jobId }: { jobId: number }) {
  const costing = useJobCosting(jobId);
  const bills = useJobVendorBills(jobId);
  const canCreate = useCan(ACCOUNTS_ACCESS.create);
  const [recording, setRecording] = useState(false);
  return (
    <Stack>
      <JobPanelCard title="Job costing">
        <PanelState query={costing} noun="job costing" isEmpty={() => false} emptyText="">
          {(data) => <CostingTable costing={data} />}
        </PanelState>
      </JobPanelCard>
      <JobPanelCard
        title="Vendor bills"
        actions={
          canCreate && costing.data ? (
            <Group>
              <Button onClick={() => setRecording(true)}>Record vendor bill</Button>
            </Group>
          ) : null
        }
      >
        <PanelState
          query={bills}
          noun="vendor bills"
          isEmpty={(page) => page.items.length === 0}
          emptyText="No vendor bills yet. Record each vendor's bill as it comes in; approved bills are the job's actual cost."
        >
          {(page) => <BillsTable jobId={jobId} costing={costing.data} bills={page.items} />}
        </PanelState>
      </JobPanelCard>
      {costing.data ? (
        <VendorBillModal
          jobId={jobId}
          costing={costing.data}
          opened={recording}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </Stack>
  );
}
