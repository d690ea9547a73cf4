import {
  CHANNEL_MESSAGES,
  CHANNEL_NOTIFICATION_KIND,
  type ChannelBoard,
  type ChannelListQuery,
  type ChannelPostListQuery,
  type ChannelPostRequest,
  type ChannelRequest,
  type ChannelThreadListQuery,
  type ChannelThreadRequest,
  DELETED_POST_BODY,
  emptyToNull,
  findMentions,
  threadPagePath,
} from '@fastforward/domain';
import { and, asc, type Column, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { channelPosts, channels, channelThreads, companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage, fixedSort } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { notifyUser } from '../notifications/notifications.service';
import { boardReaders, findBoards, requireBoard } from './channel-boards';

/**
 * The public channel's rules (PRODUCT §3 "Communication"): every call first finds the channel on
 * a board the caller may read (another's is a 404), then checks what the caller may do there.
 * Threads and posts are soft-deleted: a deleted thread leaves the lists, a deleted post keeps its
 * place with DELETED_POST_BODY. `post_count` counts the posts not deleted and `last_post_at` is the
 * newest of them (the thread's start when none is left), kept in the transaction of each write.
 */

type Clock = () => Date;

/**
 * A column of the outer query named with its table: inside a raw subquery drizzle writes a column
 * of a one-table query bare ("id"), which the subquery's own tables would capture.
 */
const outer = (table: 'channels' | 'channel_threads', column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

// ---- Channels -------------------------------------------------------------------------------

const threadCount = sql<number>`(select count(*) from ${channelThreads} t
  where t.channel_id = ${outer('channels', 'id')} and t.deleted_at is null)`.mapWith(Number);
const channelLastPostAt = sql<Date | null>`(select max(t.last_post_at) from ${channelThreads} t
  where t.channel_id = ${outer('channels', 'id')} and t.deleted_at is null)`.mapWith(
  channelThreads.lastPostAt,
);

const channelColumns = {
  id: channels.id,
  companyId: channels.companyId,
  name: channels.name,
  description: channels.description,
  isLocked: channels.isLocked,
  threadCount,
  lastPostAt: channelLastPostAt,
  createdAt: channels.createdAt,
};

export { findBoards };

/** The channels of one board: the one asked for, or the caller's first (none: an empty page). */
export async function listChannels(db: Db, auth: AuthContext, query: ChannelListQuery) {
  const { companyId, ...page } = query;
  const board =
    companyId === undefined
      ? (await findBoards(db, auth))[0]
      : await requireBoard(db, auth, companyId, CHANNEL_MESSAGES.boardNotFound);
  if (!board) return { items: [], total: 0, page: page.page, pageSize: page.pageSize };
  return findPage(
    db,
    {
      from: channels,
      columns: channelColumns,
      where: eq(channels.companyId, board.companyId),
      search: (pattern) => or(ilike(channels.name, pattern), ilike(channels.description, pattern)),
      sorts: {
        name: sql`lower(${channels.name})`,
        lastPostAt: channelLastPostAt,
        createdAt: channels.createdAt,
      },
    },
    page,
  );
}

type ChannelRow = typeof channels.$inferSelect;

/** The channel and its board, if the caller may read the board; else a 404. */
async function findChannel(db: DbOrTx, auth: AuthContext, id: number, forUpdate = false) {
  const base = db.select().from(channels).where(eq(channels.id, id));
  const [channel] = forUpdate ? await base.for('update') : await base;
  if (!channel) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.channelNotFound);
  const board = await requireBoard(db, auth, channel.companyId, CHANNEL_MESSAGES.channelNotFound);
  return { channel, board };
}

async function channelItem(db: DbOrTx, id: number) {
  const [item] = await db.select(channelColumns).from(channels).where(eq(channels.id, id));
  if (!item) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.channelNotFound);
  return item;
}

export async function getChannel(db: Db, auth: AuthContext, id: number) {
  await findChannel(db, auth, id);
  return channelItem(db, id);
}

const refuseUnless = (allowed: boolean, message: string) => {
  if (!allowed) throw new AppError('FORBIDDEN', message);
};

const duplicateName = (error: unknown) =>
  uniqueViolationOf(error) === 'channels_company_name_key'
    ? AppError.fieldError('name', CHANNEL_MESSAGES.duplicateName, 'CONFLICT')
    : error;

/** A new channel on the caller's own board: the forwarder's staff with create-public-channel. */
export async function createChannel(db: Db, auth: AuthContext, input: ChannelRequest, now: Clock) {
  const own = (await findBoards(db, auth)).find((b) => b.relation === 'staff');
  refuseUnless(own?.canManageChannels === true, CHANNEL_MESSAGES.staffOnly);
  try {
    const [row] = await db
      .insert(channels)
      .values({
        companyId: auth.companyId,
        name: input.name,
        description: emptyToNull(input.description),
        createdBy: auth.userId,
        createdAt: now(),
      })
      .returning({ id: channels.id });
    return channelItem(db, (row as { id: number }).id);
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Staff with update-public-channel rename and describe their board's channels. */
export async function updateChannel(db: Db, auth: AuthContext, id: number, input: ChannelRequest) {
  const { board } = await findChannel(db, auth, id);
  refuseUnless(board.canLock, CHANNEL_MESSAGES.moderatorsOnly);
  try {
    await db
      .update(channels)
      .set({ name: input.name, description: emptyToNull(input.description) })
      .where(eq(channels.id, id));
  } catch (error) {
    throw duplicateName(error);
  }
  return channelItem(db, id);
}

/** A locked channel takes no new threads; its threads keep taking replies unless locked themselves. */
export async function lockChannel(db: Db, auth: AuthContext, id: number, isLocked: boolean) {
  const { board } = await findChannel(db, auth, id);
  refuseUnless(board.canLock, CHANNEL_MESSAGES.moderatorsOnly);
  await db.update(channels).set({ isLocked }).where(eq(channels.id, id));
  return channelItem(db, id);
}

/** Removes a channel with its whole discussion (the web confirms it, naming the threads it holds). */
export async function deleteChannel(db: Db, auth: AuthContext, id: number) {
  await db.transaction(async (tx) => {
    const { board } = await findChannel(tx, auth, id, true);
    refuseUnless(board.canModerate, CHANNEL_MESSAGES.moderatorsOnly);
    const threadIds = tx
      .select({ id: channelThreads.id })
      .from(channelThreads)
      .where(eq(channelThreads.channelId, id));
    await tx.delete(channelPosts).where(inArray(channelPosts.threadId, threadIds));
    await tx.delete(channelThreads).where(eq(channelThreads.channelId, id));
    await tx.delete(channels).where(eq(channels.id, id));
  });
}

// ---- Threads --------------------------------------------------------------------------------

const authorColumns = {
  authorUsername: users.username,
  authorName: users.fullName,
  authorCompanyName: companies.name,
};

/** Joins the author (`authorId`'s user) and their company: what `authorColumns` read. */
const withAuthor =
  (authorId: Column) =>
  <T extends PgSelect>(query: T) =>
    query.innerJoin(users, eq(users.id, authorId)).innerJoin(companies, eq(companies.id, users.companyId));

const threadColumns = {
  id: channelThreads.id,
  channelId: channelThreads.channelId,
  title: channelThreads.title,
  ...authorColumns,
  isLocked: channelThreads.isLocked,
  postCount: channelThreads.postCount,
  lastPostAt: channelThreads.lastPostAt,
  createdAt: channelThreads.createdAt,
};

/** Threads newest activity first; the search reads titles and the text of posts not deleted. */
export async function listThreads(
  db: Db,
  auth: AuthContext,
  channelId: number,
  query: ChannelThreadListQuery,
) {
  await findChannel(db, auth, channelId);
  return findPage(
    db,
    {
      from: channelThreads,
      joins: withAuthor(channelThreads.authorId),
      columns: threadColumns,
      where: and(eq(channelThreads.channelId, channelId), isNull(channelThreads.deletedAt)),
      search: (pattern) =>
        or(
          ilike(channelThreads.title, pattern),
          sql`exists (select 1 from ${channelPosts} p where p.thread_id = ${outer('channel_threads', 'id')}
                and p.deleted_at is null and p.body ilike ${pattern})`,
        ),
      sorts: { lastPostAt: fixedSort(channelThreads.lastPostAt, 'desc') },
    },
    { ...query, sort: 'lastPostAt', order: 'desc' },
  );
}

/** The thread (not deleted) of the channel, with its channel and board; else a 404. */
async function findThread(db: DbOrTx, auth: AuthContext, channelId: number, threadId: number) {
  const found = await findChannel(db, auth, channelId);
  const [thread] = await db
    .select()
    .from(channelThreads)
    .where(
      and(
        eq(channelThreads.id, threadId),
        eq(channelThreads.channelId, channelId),
        isNull(channelThreads.deletedAt),
      ),
    );
  if (!thread) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.threadNotFound);
  return { ...found, thread };
}

async function threadItem(db: DbOrTx, channel: ChannelRow, threadId: number) {
  const [item] = await withAuthor(channelThreads.authorId)(
    db.select(threadColumns).from(channelThreads).$dynamic(),
  ).where(eq(channelThreads.id, threadId));
  if (!item) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.threadNotFound);
  return {
    ...item,
    channelName: channel.name,
    channelIsLocked: channel.isLocked,
    companyId: channel.companyId,
  };
}

export async function getThread(db: Db, auth: AuthContext, channelId: number, threadId: number) {
  const { channel } = await findThread(db, auth, channelId, threadId);
  return threadItem(db, channel, threadId);
}

/**
 * Tells the users a post mentions who may read the board (never the author, each once); a name
 * of anyone else is left as text. Runs in the post's transaction: no post, no notification.
 */
async function notifyMentioned(
  tx: DbOrTx,
  auth: AuthContext,
  board: ChannelBoard,
  thread: { id: number; channelId: number; title: string },
  body: string,
) {
  const names = findMentions(body);
  if (names.length === 0) return;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, names),
        ne(users.id, auth.userId),
        boardReaders(tx, board.companyId),
      ),
    )
    .orderBy(asc(users.id));
  if (recipients.length === 0) return;
  const [author] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, auth.userId));
  const excerpt = body.length > 200 ? `${body.slice(0, 199)}…` : body;
  for (const { id } of recipients) {
    await notifyUser(tx, id, {
      kind: CHANNEL_NOTIFICATION_KIND.mentioned,
      title: CHANNEL_MESSAGES.mentionTitle(author?.name ?? auth.username),
      body: `${board.companyName} · ${thread.title}: ${excerpt}`,
      link: threadPagePath(thread.channelId, thread.id),
    });
  }
}

/** The caller's post in the thread (a thread's first post or a reply); its id. */
async function insertPost(
  tx: DbOrTx,
  auth: AuthContext,
  post: { companyId: number; threadId: number; body: string; at: Date },
) {
  const [row] = await tx
    .insert(channelPosts)
    .values({
      companyId: post.companyId,
      threadId: post.threadId,
      authorId: auth.userId,
      body: post.body,
      createdAt: post.at,
    })
    .returning({ id: channelPosts.id });
  if (!row) throw new Error('channel_posts insert returned nothing');
  return row.id;
}

/** A new thread and its first post; a locked channel refuses it (409). */
export async function createThread(
  db: Db,
  auth: AuthContext,
  channelId: number,
  input: ChannelThreadRequest,
  now: Clock,
) {
  return db.transaction(async (tx) => {
    // Locked against a concurrent lock: the check and the insert see the same channel.
    const { channel, board } = await findChannel(tx, auth, channelId, true);
    if (channel.isLocked) throw new AppError('CONFLICT', CHANNEL_MESSAGES.channelLocked);
    const at = now();
    const [thread] = await tx
      .insert(channelThreads)
      .values({
        companyId: channel.companyId,
        channelId,
        title: input.title,
        authorId: auth.userId,
        postCount: 1,
        lastPostAt: at,
        createdAt: at,
      })
      .returning();
    if (!thread) throw new Error('channel_threads insert returned nothing');
    await insertPost(tx, auth, { companyId: channel.companyId, threadId: thread.id, body: input.body, at });
    await notifyMentioned(tx, auth, board, thread, input.body);
    return threadItem(tx, channel, thread.id);
  });
}

/** Board staff with update-public-channel lock a thread (no more replies) or open it again. */
export async function lockThread(
  db: Db,
  auth: AuthContext,
  channelId: number,
  threadId: number,
  isLocked: boolean,
) {
  const { board, channel } = await findThread(db, auth, channelId, threadId);
  refuseUnless(board.canLock, CHANNEL_MESSAGES.moderatorsOnly);
  await db.update(channelThreads).set({ isLocked }).where(eq(channelThreads.id, threadId));
  return threadItem(db, channel, threadId);
}

/** A moderator hides a thread with its posts (kept for the record). */
export async function deleteThread(
  db: Db,
  auth: AuthContext,
  channelId: number,
  threadId: number,
  now: Clock,
) {
  const { board } = await findThread(db, auth, channelId, threadId);
  refuseUnless(board.canModerate, CHANNEL_MESSAGES.moderatorsOnly);
  await db
    .update(channelThreads)
    .set({ deletedAt: now(), deletedBy: auth.userId })
    .where(and(eq(channelThreads.id, threadId), isNull(channelThreads.deletedAt)));
}

// ---- Posts ----------------------------------------------------------------------------------

const postColumns = {
  id: channelPosts.id,
  threadId: channelPosts.threadId,
  ...authorColumns,
  authorId: channelPosts.authorId,
  body: sql<string>`case when ${channelPosts.deletedAt} is null then ${channelPosts.body} else ${DELETED_POST_BODY} end`,
  isDeleted: sql<boolean>`${channelPosts.deletedAt} is not null`,
  createdAt: channelPosts.createdAt,
};

type PostRow = { authorId: number; isDeleted: boolean } & Record<string, unknown>;

const toPost =
  (auth: AuthContext, board: ChannelBoard) =>
  <T extends PostRow>({ authorId, ...row }: T) => {
    const isMine = authorId === auth.userId;
    return { ...row, isMine, canDelete: !row.isDeleted && (isMine || board.canModerate) };
  };

/** The thread's posts in the order written, deleted ones in place with DELETED_POST_BODY. */
export async function listPosts(
  db: Db,
  auth: AuthContext,
  channelId: number,
  threadId: number,
  query: ChannelPostListQuery,
) {
  const { board } = await findThread(db, auth, channelId, threadId);
  const page = await findPage(
    db,
    {
      from: channelPosts,
      joins: withAuthor(channelPosts.authorId),
      columns: postColumns,
      where: eq(channelPosts.threadId, threadId),
      search: (pattern) => and(isNull(channelPosts.deletedAt), ilike(channelPosts.body, pattern)),
      sorts: { id: fixedSort(channelPosts.id, 'asc') },
    },
    { ...query, sort: 'id', order: 'asc' },
  );
  return { ...page, items: page.items.map(toPost(auth, board)) };
}

async function postItem(db: DbOrTx, auth: AuthContext, board: ChannelBoard, postId: number) {
  const [row] = await withAuthor(channelPosts.authorId)(
    db.select(postColumns).from(channelPosts).$dynamic(),
  ).where(eq(channelPosts.id, postId));
  if (!row) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.postNotFound);
  return toPost(auth, board)(row);
}

/** A reply; a locked (or meanwhile deleted) thread refuses it. */
export async function createPost(
  db: Db,
  auth: AuthContext,
  channelId: number,
  threadId: number,
  input: ChannelPostRequest,
  now: Clock,
) {
  return db.transaction(async (tx) => {
    const { board, thread } = await findThread(tx, auth, channelId, threadId);
    const at = now();
    // The lock is checked by the update that counts the reply, so a lock that lands first wins.
    const [counted] = await tx
      .update(channelThreads)
      .set({
        postCount: sql`${channelThreads.postCount} + 1`,
        lastPostAt: sql`greatest(${channelThreads.lastPostAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(channelThreads.id, threadId),
          eq(channelThreads.isLocked, false),
          isNull(channelThreads.deletedAt),
        ),
      )
      .returning({ id: channelThreads.id });
    if (!counted) throw new AppError('CONFLICT', CHANNEL_MESSAGES.threadLocked);
    const postId = await insertPost(tx, auth, {
      companyId: thread.companyId,
      threadId,
      body: input.body,
      at,
    });
    await notifyMentioned(tx, auth, board, thread, input.body);
    return postItem(tx, auth, board, postId);
  });
}

/** The author deletes their own post, a moderator anyone's; the thread's count and activity follow. */
export async function deletePost(
  db: Db,
  auth: AuthContext,
  channelId: number,
  threadId: number,
  postId: number,
  now: Clock,
) {
  return db.transaction(async (tx) => {
    const { board } = await findThread(tx, auth, channelId, threadId);
    const [post] = await tx
      .select({ authorId: channelPosts.authorId, deletedAt: channelPosts.deletedAt })
      .from(channelPosts)
      .where(and(eq(channelPosts.id, postId), eq(channelPosts.threadId, threadId)))
      .for('update');
    if (!post) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.postNotFound);
    refuseUnless(post.authorId === auth.userId || board.canModerate, CHANNEL_MESSAGES.ownPostsOnly);
    if (post.deletedAt) throw new AppError('CONFLICT', CHANNEL_MESSAGES.postDeleted);
    await tx
      .update(channelPosts)
      .set({ deletedAt: now(), deletedBy: auth.userId })
      .where(eq(channelPosts.id, postId));
    await recountThread(tx, threadId);
    return postItem(tx, auth, board, postId);
  });
}

/** The thread's count and newest activity from its posts not deleted (its start when none is left). */
async function recountThread(tx: DbOrTx, threadId: number) {
  const live = (column: SQL) =>
    sql`(select ${column} from ${channelPosts} p where p.thread_id = ${outer('channel_threads', 'id')} and p.deleted_at is null)`;
  await tx
    .update(channelThreads)
    .set({
      postCount: live(sql`count(*)::int`),
      lastPostAt: sql`coalesce(${live(sql`max(p.created_at)`)}, ${outer('channel_threads', 'created_at')})`,
    })
    .where(eq(channelThreads.id, threadId));
}
