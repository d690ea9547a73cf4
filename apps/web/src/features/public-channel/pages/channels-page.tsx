import { type Channel, type ChannelBoard, channelPagePath } from '@fastforward/domain';
import { Anchor, Badge, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { RecordsTable } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { channelsApi, useLockChannel } from '../api/public-channel-api';
import { BoardAccess } from '../components/board-access';
import { ChannelFormModal } from '../components/channel-form-modal';

const TITLE = 'Public Channel';
const formatTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

const RELATION_LABELS: Record<ChannelBoard['relation'], string> = {
  staff: 'your company',
  customer: 'as a customer',
  vendor: 'as a vendor',
};

const COLUMNS: DataTableColumn<Channel>[] = [
  {
    key: 'name',
    header: 'Channel',
    render: (c) => (
      <Stack gap={2}>
        <Anchor component={Link} to={channelPagePath(c.id)} fw={600}>
          {c.name}
        </Anchor>
        {c.description ? (
          <Text size="xs" c="dimmed">
            {c.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'threadCount', header: 'Threads', render: (c) => c.threadCount },
  { key: 'lastPostAt', header: 'Last activity', render: (c) => formatTime(c.lastPostAt) },
  {
    key: 'isLocked',
    header: 'Status',
    render: (c) => (
      <Badge variant="light" color={c.isLocked ? 'gray' : 'green'}>
        {c.isLocked ? 'Locked' : 'Open'}
      </Badge>
    ),
  },
];

/**
 * COMMUNICATION_ROUTES.channels: the channels of a board. A customer or vendor of several
 * forwarders picks the board (kept in the address, so a link opens the same one).
 */
export function ChannelsPage() {
  return (
    <BoardAccess title={TITLE}>
      {(boards) =>
        boards.length === 0 ? (
          <Stack>
            <Title order={1}>{TITLE}</Title>
            <Text c="dimmed">You take part in no discussion board yet.</Text>
          </Stack>
        ) : (
          <ChannelList boards={boards} />
        )
      }
    </BoardAccess>
  );
}

function ChannelList({ boards }: { boards: ChannelBoard[] }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('board'));
  const board = boards.find((b) => b.companyId === asked) ?? (boards[0] as ChannelBoard);
  const lock = useLockChannel();
  return (
    <RecordsTable<Channel>
      label="Channels"
      noun="channel"
      api={channelsApi}
      allowed={{ create: board.canManageChannels, update: board.canLock, delete: board.canModerate }}
      columns={COLUMNS}
      sortKeys={['name', 'lastPostAt', 'createdAt']}
      filters={{ companyId: board.companyId }}
      filterControls={
        boards.length > 1 ? (
          <NativeSelect
            label="Board"
            value={String(board.companyId)}
            onChange={(event) => setParams({ board: event.currentTarget.value })}
            data={boards.map((b) => ({
              value: String(b.companyId),
              label: `${b.companyName} (${RELATION_LABELS[b.relation]})`,
            }))}
          />
        ) : null
      }
      header={() => (
        <Stack gap={4}>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed">Discussion board of {board.companyName}</Text>
        </Stack>
      )}
      describe={(c) => c.name}
      deleteQuestion={(c) =>
        `Delete the channel '${c.name}' with its ${c.threadCount} thread(s)? The discussion cannot be restored.`
      }
      // Only a moderator's rows have Lock: without it the standard Edit and Delete (each where allowed)
      // leave no empty Actions column for a member who may only start channels.
      rowActions={
        board.canLock
          ? (c, slot) => [
              slot.edit,
              {
                label: c.isLocked ? 'Unlock' : 'Lock',
                name: `${c.isLocked ? 'Unlock' : 'Lock'} ${c.name}`,
                onClick: async () => {
                  const question = c.isLocked
                    ? `Unlock '${c.name}'? Everyone on the board may start threads in it again.`
                    : `Lock '${c.name}'? No new threads can be started in it; its threads keep their replies.`;
                  if (
                    await slot.confirm({
                      message: question,
                      confirmLabel: c.isLocked ? 'Unlock' : 'Lock',
                      color: 'blue',
                    })
                  )
                    lock.mutate({ id: c.id, isLocked: !c.isLocked });
                },
              },
              slot.remove,
            ]
          : undefined
      }
      searchLabel="Search channels"
      searchPlaceholder="Name or description"
      emptyText={board.canManageChannels ? 'No channels yet: create the first one.' : 'No channels yet.'}
      noMatchText="No channel matches."
      renderForm={(slot) => <ChannelFormModal {...slot} />}
    />
  );
}
