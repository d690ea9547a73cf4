import {
  type BookedContainerLine,
  type ContainerTotals,
  containerTotals,
  type JobContainer,
  type JobDoor,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { useCan } from '../../../../lib/permissions';
import { useDeleteJobContainer } from '../../api/job-containers-delete';
import { useJobContainers } from '../../api/job-containers-list';
import { JobPanelCard, PanelState } from '../panel-state';
import { JobContainerFormModal } from './job-container-form-modal';

const weightOf = (kg: string | null) =>
  kg === null ? '—' : `${Number(kg).toLocaleString(undefined, { maximumFractionDigits: 3 })} kg`;

/** The weights and packages summed once (domain containerTotals), under their columns. */
function TotalsRow({ totals, canWrite }: { totals: ContainerTotals; canWrite: boolean }) {
  return (
    <Table.Tfoot>
      <Table.Tr fw={600}>
        <Table.Td colSpan={3}>Total ({totals.entered})</Table.Td>
        <Table.Td>{weightOf(totals.grossWeightKg)}</Table.Td>
        <Table.Td>{weightOf(totals.vgmKg)}</Table.Td>
        <Table.Td>{totals.packages}</Table.Td>
        <Table.Td colSpan={canWrite ? 2 : 1} />
      </Table.Tr>
    </Table.Tfoot>
  );
}

/**
 * What was booked against what is entered: the count the loading and DO guards check, with the
 * seals and VGMs still missing named.
 */
function BookedSummary({ totals }: { totals: ContainerTotals }) {
  if (totals.booked === 0 && totals.entered === 0) return null;
  const complete = totals.entered === totals.booked && totals.sealed === totals.entered;
  // More entered than booked is a discrepancy to resolve with the booking, not a count "of" it.
  const count =
    totals.entered > totals.booked
      ? `${totals.entered} entered, ${totals.booked} booked`
      : `${totals.entered} of ${totals.booked} booked containers entered`;
  return (
    <Group gap="sm" aria-label="Booked containers">
      <Badge color={complete ? 'green' : 'yellow'} variant="light" tt="none">
        {count}
      </Badge>
      {totals.bySize.map((s) => (
        <Text key={s.size} size="sm">
          {s.size}: {s.entered} of {s.booked}
        </Text>
      ))}
      {totals.entered > 0 ? (
        <Text size="sm" c="dimmed">
          {totals.sealed} sealed · {totals.withVgm} with VGM
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The job page's containers tab: the job's ISO 6346 containers with seal, size, weights, packages
 * and details, totalled against the containers the enquiry booked. Operations adds, edits and
 * deletes them; the customer's door reads them.
 */
export function JobContainersPanel({
  jobId,
  door,
  booked,
}: {
  jobId: number;
  door: JobDoor;
  booked: readonly BookedContainerLine[];
}) {
  const containers = useJobContainers(door, jobId);
  const mayWrite = useCan(OPERATIONS_ACCESS.update);
  const canWrite = door === 'staff' && mayWrite;
  const bookedCount = booked.reduce((sum, line) => sum + line.count, 0);
  const bookedSizes = booked.map((line) => `${line.count} × ${line.containerSizeName}`).join(', ');
  const remove = useDeleteJobContainer(jobId);
  const { confirm, dialog } = useConfirmDialog();
  const [form, setForm] = useState<{ opened: boolean; record: JobContainer | null }>({
    opened: false,
    record: null,
  });

  const askDelete = async (container: JobContainer) => {
    const yes = await confirm({
      message: `Delete the container ${container.containerNumber} from this job?`,
      confirmLabel: 'Delete',
    });
    if (yes) remove.mutate(container.id);
  };

  const body = (
    <PanelState
      query={containers}
      noun="containers"
      isEmpty={(list) => list.length === 0}
      emptyText={`${
        canWrite
          ? 'No containers yet. Add the containers as they are stuffed.'
          : 'No containers recorded yet.'
      }${bookedCount > 0 ? ` ${bookedCount} booked: ${bookedSizes}.` : ''}`}
    >
      {(list) => {
        // Summed once for the summary and the totals row.
        const totals = containerTotals(list, booked);
        return (
          <Stack gap="sm">
            <BookedSummary totals={totals} />
            <Table.ScrollContainer minWidth={700}>
              <Table striped aria-label="Containers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Container number</Table.Th>
                    <Table.Th>Size</Table.Th>
                    <Table.Th>Seal number</Table.Th>
                    <Table.Th>Gross weight</Table.Th>
                    <Table.Th>VGM</Table.Th>
                    <Table.Th>Packages</Table.Th>
                    <Table.Th>Details</Table.Th>
                    {canWrite ? <Table.Th>Action</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td ff="monospace">{c.containerNumber}</Table.Td>
                      <Table.Td>{c.containerSize?.size ?? '—'}</Table.Td>
                      <Table.Td>{c.sealNumber ?? '—'}</Table.Td>
                      <Table.Td>{weightOf(c.grossWeightKg)}</Table.Td>
                      <Table.Td>{weightOf(c.vgmKg)}</Table.Td>
                      <Table.Td>{c.packageCount ?? '—'}</Table.Td>
                      <Table.Td>{c.containerDetails ?? ''}</Table.Td>
                      {canWrite ? (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Edit ${c.containerNumber}`}
                              onClick={() => setForm({ opened: true, record: c })}
                            >
                              Edit
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              aria-label={`Delete ${c.containerNumber}`}
                              loading={remove.isPending && remove.variables === c.id}
                              onClick={() => askDelete(c)}
                            >
                              Delete
                            </Button>
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <TotalsRow totals={totals} canWrite={canWrite} />
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      }}
    </PanelState>
  );

  return (
    <JobPanelCard
      title="Containers"
      actions={
        canWrite ? (
          <Button onClick={() => setForm({ opened: true, record: null })}>Add container</Button>
        ) : null
      }
    >
      {body}
      {canWrite ? (
        <JobContainerFormModal
          jobId={jobId}
          opened={form.opened}
          record={form.record}
          onClose={() => setForm((f) => ({ ...f, opened: false }))}
        />
      ) : null}
      {dialog}
    </JobPanelCard>
  );
}
