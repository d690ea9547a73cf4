import { type ChannelBoard, PUBLIC_CHANNEL_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingShip } from '../../../components/loading-ship';
import { useCan } from '../../../lib/permissions';
import { useBoards } from '../api/public-channel-api';

/**
 * The public channel's pages show only to holders of view-public-channel, and hand their body the
 * boards the caller takes part in (what the server says the caller may do on each).
 */
export function BoardAccess({
  title,
  children,
}: {
  title: string;
  children: (boards: ChannelBoard[]) => ReactNode;
}) {
  const canView = useCan(PUBLIC_CHANNEL_ACCESS.view);
  const boards = useBoards();
  if (!canView) {
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">You do not have permission to open the public channel.</Text>
      </Stack>
    );
  }
  if (boards.isError) {
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Text c="red">The discussion boards could not be loaded.</Text>
      </Stack>
    );
  }
  if (!boards.data) return <LoadingShip />;
  return <>{children(boards.data)}</>;
}

/** What a caller may do on a board it cannot find (a board it left): nothing. */
export const NO_BOARD: ChannelBoard = {
  companyId: 0,
  companyName: '',
  relation: 'customer',
  canManageChannels: false,
  canLock: false,
  canModerate: false,
  canPost: false,
};
