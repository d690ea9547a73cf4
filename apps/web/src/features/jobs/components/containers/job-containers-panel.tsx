import { type JobContainer, type JobDoor, OPERATIONS_ACCESS } from '@fastforward/domain';
import { Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../../components/confirm-dialog';
import { useCan } from '../../../../lib/permissions';
import { useDeleteJobContainer } from '../../api/job-containers-delete';
import { useJobContainers } from '../../api/job-containers-list';
import { JobPanelCard, PanelState } from '../panel-state';
import { JobContainerFormModal } from './job-container-form-modal';

const weightOf = (kg: string | null) =>
  kg === null ? '—' : `${Number(kg).toLocaleString(undefined, { maximumFractionDigits: 3 })} kg`;

/**
 * The job page's containers tab: the job's ISO 6346 containers with seal, size, weight, packages
 * and details. Operations adds, edits and deletes them; the customer's door reads them.
 */
export function JobContainersPanel({ jobId, door }: { jobId: number; door: JobDoor }) {
  const containers = useJobContainers(door, jobId);
  const mayWrite = useCan(OPERATIONS_ACCESS.update);
  const canWrite = door === 'staff' && mayWrite;
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
      emptyText={
        canWrite
          ? 'No containers yet. Add the containers as they are stuffed.'
          : 'No containers recorded yet.'
      }
    >
      {(list) => (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label="Containers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Container number</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Seal number</Table.Th>
                <Table.Th>Gross weight</Table.Th>
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
          </Table>
        </Table.ScrollContainer>
      )}
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
