import {
  CHANNEL_MESSAGES,
  type Channel,
  type ChannelBoard,
  type ChannelThread,
  COMMUNICATION_ROUTES,
  threadPagePath,
} from '@fastforward/domain';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { RecordsTable } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { LoadingShip } from '../../../components/loading-ship';
import { threadsApiOf, useChannel, useLockThread } from '../api/public-channel-api';
import { BoardAccess, NO_BOARD } from '../components/board-access';
import { BoardRecordMissing, BoardTitle, LockedBadge } from '../components/board-parts';
import { ThreadFormModal } from '../components/thread-form-modal';

const formatTime = (value: string) => new Date(value).toLocaleString();

const columnsOf = (channelId: number): DataTableColumn<ChannelThread>[] => [
  {
    key: 'title',
    header: 'Thread',
    render: (x) => (
      <Group gap="xs">
        <Anchor component={Link} to={threadPagePath(channelId, x.id)} fw={600}>
          {x.title}
        </Anchor>
        {x.isLocked ? <LockedBadge size="sm" /> : null}
      </Group>
    ),
  },
  {
    key: 'author',
    header: 'Started by',
    render: (x) => (
      <Stack gap={0}>
        <Text size="sm">{x.authorName}</Text>
        <Text size="xs" c="dimmed">
          {x.authorCompanyName}
        </Text>
      </Stack>
    ),
  },
  { key: 'postCount', header: 'Posts', render: (x) => x.postCount },
  { key: 'lastPostAt', header: 'Last activity', render: (x) => formatTime(x.lastPostAt) },
];

/** COMMUNICATION_ROUTES.channel: a channel's threads, newest activity first, and a new thread. */
export function ChannelPage() {
  const id = Number(useParams().id);
  return <BoardAccess title="Channel">{(boards) => <ChannelBody id={id} boards={boards} />}</BoardAccess>;
}

function ChannelBody({ id, boards }: { id: number; boards: ChannelBoard[] }) {
  const channel = useChannel(id);
  if (channel.isError) {
    return (
      <BoardRecordMissing
        back={<BackToChannels />}
        title="Channel"
        text="This channel does not exist or is not on a board you take part in."
      />
    );
  }
  if (!channel.data) return <LoadingShip />;
  const board = boards.find((b) => b.companyId === channel.data.companyId) ?? NO_BOARD;
  return <ThreadList channel={channel.data} board={board} />;
}

const BackToChannels = ({ board }: { board?: number }) => (
  <Anchor
    component={Link}
    to={`${COMMUNICATION_ROUTES.channels}${board ? `?board=${board}` : ''}`}
    size="sm"
    w="fit-content"
  >
    ← All channels
  </Anchor>
);

function ThreadList({ channel, board }: { channel: Channel; board: ChannelBoard }) {
  const api = useMemo(() => threadsApiOf(channel.id), [channel.id]);
  const columns = useMemo(() => columnsOf(channel.id), [channel.id]);
  const lock = useLockThread();
  return (
    <RecordsTable<ChannelThread>
      label="Threads"
      noun="thread"
      createLabel="New thread"
      api={api}
      allowed={{ create: board.canPost && !channel.isLocked, update: false, delete: board.canModerate }}
      columns={columns}
      header={() => (
        <Stack gap="xs">
          <BackToChannels board={channel.companyId} />
          <BoardTitle title={channel.name} isLocked={channel.isLocked} />
          {channel.description ? <Text c="dimmed">{channel.description}</Text> : null}
          {channel.isLocked ? <Alert color="gray">{CHANNEL_MESSAGES.channelLocked}.</Alert> : null}
        </Stack>
      )}
      describe={(x) => x.title}
      deleteQuestion={(x) => `Delete the thread '${x.title}'? It disappears from the channel for everyone.`}
      // A member who may not lock threads gets the standard Delete only where allowed: no empty
      // Moderation column.
      rowActions={
        board.canLock
          ? (x, slot) => [
              {
                label: x.isLocked ? 'Unlock' : 'Lock',
                name: `${x.isLocked ? 'Unlock' : 'Lock'} ${x.title}`,
                onClick: async () => {
                  const question = x.isLocked
                    ? `Unlock '${x.title}'? Everyone on the board may reply again.`
                    : `Lock '${x.title}'? No new replies can be posted.`;
                  if (
                    await slot.confirm({
                      message: question,
                      confirmLabel: x.isLocked ? 'Unlock' : 'Lock',
                      color: 'blue',
                    })
                  )
                    lock.mutate({ channelId: channel.id, threadId: x.id, isLocked: !x.isLocked });
                },
              },
              slot.remove,
            ]
          : undefined
      }
      actionsHeader="Moderation"
      searchLabel="Search threads"
      searchPlaceholder="Title or message"
      emptyText="No threads yet."
      noMatchText="No thread matches."
      renderForm={(slot) => <ThreadFormModal {...slot} api={api} />}
    />
  );
}
