import {
  CHANNEL_MESSAGES,
  type ChannelBoard,
  type ChannelPost,
  type ChannelThreadDetail,
  channelPagePath,
  channelPostRequestSchema,
} from '@fastforward/domain';
import { Alert, Anchor, Button, Group, Pagination, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingShip } from '../../../components/loading-ship';
import {
  useDeletePost,
  useDeleteThread,
  useLockThread,
  usePosts,
  useReply,
  useThread,
} from '../api/public-channel-api';
import { BoardAccess, NO_BOARD } from '../components/board-access';
import { BoardRecordMissing, BoardTitle } from '../components/board-parts';
import { MentionHint } from '../components/mention-hint';

const PAGE_SIZE = 20;

/** COMMUNICATION_ROUTES.thread: a thread's posts in the order written, the reply box and moderation. */
export function ThreadPage() {
  const params = useParams();
  const channelId = Number(params.id);
  const threadId = Number(params.threadId);
  return (
    <BoardAccess title="Thread">
      {(boards) => <ThreadBody channelId={channelId} threadId={threadId} boards={boards} />}
    </BoardAccess>
  );
}

function ThreadBody({
  channelId,
  threadId,
  boards,
}: {
  channelId: number;
  threadId: number;
  boards: ChannelBoard[];
}) {
  const thread = useThread(channelId, threadId);
  const back = (
    <Anchor component={Link} to={channelPagePath(channelId)} size="sm" w="fit-content">
      ← {thread.data ? thread.data.channelName : 'Channel'}
    </Anchor>
  );
  if (thread.isError) {
    return (
      <BoardRecordMissing
        back={back}
        title="Thread"
        text="This thread does not exist, was deleted, or is not on a board you take part in."
      />
    );
  }
  if (!thread.data) return <LoadingShip />;
  const board = boards.find((b) => b.companyId === thread.data.companyId) ?? NO_BOARD;
  return (
    <Stack>
      {back}
      <ThreadHeader thread={thread.data} board={board} />
      <Posts thread={thread.data} board={board} />
    </Stack>
  );
}

function ThreadHeader({ thread, board }: { thread: ChannelThreadDetail; board: ChannelBoard }) {
  const lock = useLockThread();
  const remove = useDeleteThread();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirmDialog();
  const ids = { channelId: thread.channelId, threadId: thread.id };
  const toggleLock = async () => {
    const question = thread.isLocked
      ? 'Unlock this thread? Everyone on the board may reply again.'
      : 'Lock this thread? No new replies can be posted.';
    if (
      await confirm({ message: question, confirmLabel: thread.isLocked ? 'Unlock' : 'Lock', color: 'blue' })
    )
      lock.mutate({ ...ids, isLocked: !thread.isLocked });
  };
  const deleteThread = async () => {
    if (
      !(await confirm({
        message: `Delete the thread '${thread.title}'? It disappears for everyone.`,
        confirmLabel: 'Delete',
      }))
    )
      return;
    if (await remove.mutateAsync(ids)) navigate(channelPagePath(thread.channelId));
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <BoardTitle title={thread.title} isLocked={thread.isLocked} />
        <Group gap="xs">
          {board.canLock ? (
            <Button variant="light" onClick={toggleLock} loading={lock.isPending}>
              {thread.isLocked ? 'Unlock thread' : 'Lock thread'}
            </Button>
          ) : null}
          {board.canModerate ? (
            <Button variant="light" color="red" onClick={deleteThread} loading={remove.isPending}>
              Delete thread
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Started by {thread.authorName} ({thread.authorCompanyName}) · {thread.postCount}{' '}
        {thread.postCount === 1 ? 'post' : 'posts'}
      </Text>
      {dialog}
    </Stack>
  );
}

function Posts({ thread, board }: { thread: ChannelThreadDetail; board: ChannelBoard }) {
  const [page, setPage] = useState(1);
  const posts = usePosts(thread.channelId, thread.id, page);
  const remove = useDeletePost();
  const { confirm, dialog } = useConfirmDialog();
  const pages = Math.max(1, Math.ceil((posts.data?.total ?? 0) / PAGE_SIZE));
  const deletePost = async (post: ChannelPost) => {
    const whose = post.isMine ? 'your post' : `the post by ${post.authorName}`;
    if (
      await confirm({
        message: `Delete ${whose}? It shows as deleted in the thread.`,
        confirmLabel: 'Delete',
      })
    )
      remove.mutate({ channelId: thread.channelId, threadId: thread.id, postId: post.id });
  };
  return (
    <Stack>
      {posts.isLoading ? <LoadingShip /> : null}
      {posts.isError ? <Text c="red">The posts could not be loaded.</Text> : null}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Posts">
        {posts.data?.items.map((post) => (
          <Paper component="li" key={post.id} withBorder p="sm" aria-label={`Post by ${post.authorName}`}>
            <Group justify="space-between" align="flex-start">
              <Text size="sm">
                <Text span fw={600}>
                  {post.authorName}
                </Text>{' '}
                <Text span c="dimmed" size="xs">
                  @{post.authorUsername} · {post.authorCompanyName} ·{' '}
                  {new Date(post.createdAt).toLocaleString()}
                </Text>
              </Text>
              {post.canDelete ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete post by ${post.authorName}`}
                  onClick={() => deletePost(post)}
                >
                  Delete
                </Button>
              ) : null}
            </Group>
            <Text
              mt={4}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              c={post.isDeleted ? 'dimmed' : undefined}
              fs={post.isDeleted ? 'italic' : undefined}
            >
              {post.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of posts" />
      ) : null}
      {thread.isLocked ? (
        <Alert color="gray">{CHANNEL_MESSAGES.threadLocked}.</Alert>
      ) : board.canPost ? (
        <ReplyBox
          thread={thread}
          onPosted={(total) => setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)))}
          total={posts.data?.total ?? 0}
        />
      ) : null}
      {dialog}
    </Stack>
  );
}

function ReplyBox({
  thread,
  total,
  onPosted,
}: {
  thread: ChannelThreadDetail;
  total: number;
  onPosted: (total: number) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReply(thread.channelId, thread.id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = channelPostRequestSchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Message is not valid');
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync(parsed.data.body);
      setText('');
      // The new post is the last: show the page it is on.
      onPosted(total + 1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Reply"
          rows={4}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <MentionHint text={text} />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Post reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
