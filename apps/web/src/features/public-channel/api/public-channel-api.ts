import {
  CHANNEL_PATHS,
  type Channel,
  type ChannelBoard,
  type ChannelPost,
  type ChannelRequest,
  type ChannelThread,
  type ChannelThreadDetail,
  type ChannelThreadRequest,
  channelApiPath,
  type ItemData,
  type ListData,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { deleteWithDialogs, http, request } from '../../../lib/http';

/** Every query of the public channel starts with this key, so a write refreshes what it touched. */
export const CHANNELS_KEY = 'public-channel';

/** GET {CHANNEL_PATHS.boards}: the boards the caller takes part in, its own first. */
export const getBoardsQueryOptions = () =>
  queryOptions({
    queryKey: [CHANNELS_KEY, 'boards'],
    queryFn: async () => (await http.get<{ items: ChannelBoard[] }>(CHANNEL_PATHS.boards)).items,
  });
export const useBoards = () => useQuery(getBoardsQueryOptions());

/** The channels of a board: list, create, rename, delete ({CHANNEL_PATHS.channels}). */
export const channelsApi = createRecordsApi<Channel, ChannelRequest>(CHANNEL_PATHS.channels, CHANNELS_KEY);

export const useChannel = (id: number) =>
  useQuery({
    queryKey: [CHANNELS_KEY, 'channel', id],
    queryFn: async () => (await http.get<ItemData<Channel>>(channelApiPath.channel(id))).item,
  });

/** A channel's threads: the list (newest activity first) and starting one (the channel's count follows). */
export const threadsApiOf = (channelId: number) =>
  createRecordsApi<ChannelThread, ChannelThreadRequest>(
    channelApiPath.threads(channelId),
    `${CHANNELS_KEY}:threads:${channelId}`,
    { alsoInvalidates: [[CHANNELS_KEY]] },
  );

export const useThread = (channelId: number, threadId: number) =>
  useQuery({
    queryKey: [CHANNELS_KEY, 'thread', channelId, threadId],
    queryFn: async () =>
      (await http.get<ItemData<ChannelThreadDetail>>(channelApiPath.thread(channelId, threadId))).item,
  });

/** A thread's posts, oldest first, one page at a time. */
export const usePosts = (channelId: number, threadId: number, page: number) =>
  useQuery({
    queryKey: [CHANNELS_KEY, 'posts', channelId, threadId, page],
    queryFn: () =>
      http.get<ListData<ChannelPost>>(channelApiPath.posts(channelId, threadId), {
        query: { page, pageSize: 20 },
      }),
    placeholderData: keepPreviousData,
  });

/** A change on the board: whatever it touched is read again. */
function useChannelMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(CHANNELS_KEY),
      }),
  });
}

export const useLockChannel = () =>
  useChannelMutation(({ id, isLocked }: { id: number; isLocked: boolean }) =>
    request<ItemData<Channel>>(channelApiPath.lock(id), { method: 'PUT', body: { isLocked } }),
  );

export const useLockThread = () =>
  useChannelMutation(
    ({ channelId, threadId, isLocked }: { channelId: number; threadId: number; isLocked: boolean }) =>
      request<ItemData<ChannelThreadDetail>>(channelApiPath.threadLock(channelId, threadId), {
        method: 'PUT',
        body: { isLocked },
      }),
  );

export const useDeleteThread = () =>
  useChannelMutation(({ channelId, threadId }: { channelId: number; threadId: number }) =>
    deleteWithDialogs(channelApiPath.thread(channelId, threadId)),
  );

export const useDeletePost = () =>
  useChannelMutation(
    ({ channelId, threadId, postId }: { channelId: number; threadId: number; postId: number }) =>
      deleteWithDialogs(channelApiPath.post(channelId, threadId, postId)),
  );

/** A reply; errors (a thread locked meanwhile) are shown by the reply box. */
export const useReply = (channelId: number, threadId: number) =>
  useChannelMutation((body: string) =>
    request<ItemData<ChannelPost>>(channelApiPath.posts(channelId, threadId), {
      method: 'POST',
      body: { body },
      suppressErrorDialog: true,
    }),
  );
