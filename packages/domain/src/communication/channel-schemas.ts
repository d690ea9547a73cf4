import { z } from 'zod';
import { pathIdSchema, proseSchema, requiredProseSchema, requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';

/**
 * The public channel (PRODUCT §3 "Communication"): a forwarder's discussion board, read and
 * written by its staff, its customers and its vendors. Channels hold threads, threads hold posts;
 * an `@username` in a post notifies that user when they may read the board.
 */

export const CHANNEL_LIMITS = { name: 80, description: 500, title: 200, body: 5000 } as const;

/** What a deleted post shows in its place (the row stays, so the thread reads in order). */
export const DELETED_POST_BODY = 'This post was deleted.';

/** At most this many users are notified by one post: a post naming the whole company is spam. */
export const MAX_MENTIONS_PER_POST = 20;

export const CHANNEL_NOTIFICATION_KIND = { mentioned: 'channel-mention' } as const;

export const CHANNEL_MESSAGES = {
  channelNotFound: 'Channel not found',
  threadNotFound: 'Thread not found',
  postNotFound: 'Post not found',
  boardNotFound: 'Board not found',
  duplicateName: 'A channel of this name exists already',
  channelLocked: 'This channel is locked: no new threads can be started in it',
  threadLocked: 'This thread is locked: no new replies can be posted',
  staffOnly: "Only the forwarder's staff manage its channels",
  moderatorsOnly: "Only the forwarder's moderators may do this",
  ownPostsOnly: 'You may delete only your own posts',
  postDeleted: 'This post is deleted already',
  mentionTitle: (author: string) => `${author} mentioned you`,
} as const;

/** How the caller takes part in a board: the forwarder's own staff, one of its customers or vendors. */
export const BOARD_RELATIONS = ['staff', 'customer', 'vendor'] as const;
export type BoardRelation = (typeof BOARD_RELATIONS)[number];

/** A board the caller may read, and what the caller may do there (the server checks each call again). */
export const channelBoardSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  relation: z.enum(BOARD_RELATIONS),
  /** Create, rename and describe channels (staff with create-public-channel). */
  canManageChannels: z.boolean(),
  /** Lock and unlock channels and threads (staff with update-public-channel). */
  canLock: z.boolean(),
  /** Delete channels, threads and anyone's posts (staff with delete-public-channel). */
  canModerate: z.boolean(),
  /** Start threads and reply (create-public-channel). */
  canPost: z.boolean(),
});
export type ChannelBoard = z.infer<typeof channelBoardSchema>;

// ---- Channels --------------------------------------------------------------------------------

/** POST and PUT {CHANNEL_PATHS.channels}: the channel's name (unique in the board) and what it is for. */
export const channelRequestSchema = z.strictObject({
  name: requiredTextSchema('Name', CHANNEL_LIMITS.name),
  description: proseSchema('Description', CHANNEL_LIMITS.description).nullable().optional(),
});
export type ChannelRequest = z.output<typeof channelRequestSchema>;
export type ChannelFormValues = z.input<typeof channelRequestSchema>;

/** PUT {CHANNEL_PATHS.channelLock} and {CHANNEL_PATHS.threadLock}. */
export const channelLockRequestSchema = z.strictObject({
  isLocked: z.boolean({ error: 'Locked must be true or false' }),
});
export type ChannelLockRequest = z.output<typeof channelLockRequestSchema>;

export const CHANNEL_SORTS = ['name', 'lastPostAt', 'createdAt'] as const;
export const channelListQuerySchema = sortedPageQuerySchema(CHANNEL_SORTS).extend({
  /** The board (forwarder) whose channels to list; the caller's first board without it. */
  companyId: queryIdSchema,
});
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;

export const channelSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isLocked: z.boolean(),
  /** Threads not deleted. */
  threadCount: z.number().int(),
  /** The newest activity of its threads; null while it has none. */
  lastPostAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelParamsSchema = z.strictObject({ id: pathIdSchema });

// ---- Threads -------------------------------------------------------------------------------

/** POST {CHANNEL_PATHS.threads}: a thread starts with its title and its first post. */
export const channelThreadRequestSchema = z.strictObject({
  title: requiredTextSchema('Title', CHANNEL_LIMITS.title),
  body: requiredProseSchema('Message', CHANNEL_LIMITS.body),
});
export type ChannelThreadRequest = z.output<typeof channelThreadRequestSchema>;
export type ChannelThreadFormValues = z.input<typeof channelThreadRequestSchema>;

/** Threads by newest activity first; the search reads titles and the posts' text. */
export const channelThreadListQuerySchema = pageQuerySchema;
export type ChannelThreadListQuery = z.infer<typeof channelThreadListQuerySchema>;

const authorFields = {
  authorUsername: z.string(),
  authorName: z.string(),
  authorCompanyName: z.string(),
};

export const channelThreadSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  ...authorFields,
  isLocked: z.boolean(),
  /** Posts not deleted. */
  postCount: z.number().int(),
  lastPostAt: timestampSchema,
  createdAt: timestampSchema,
});
export type ChannelThread = z.infer<typeof channelThreadSchema>;

/** One thread with its channel, for the thread's page. */
export const channelThreadDetailSchema = channelThreadSchema.extend({
  channelName: z.string(),
  channelIsLocked: z.boolean(),
  companyId: z.number().int(),
});
export type ChannelThreadDetail = z.infer<typeof channelThreadDetailSchema>;

export const channelThreadParamsSchema = channelParamsSchema.extend({
  threadId: pathIdSchema,
});

// ---- Posts ---------------------------------------------------------------------------------

/** POST {CHANNEL_PATHS.posts}: a reply. */
export const channelPostRequestSchema = z.strictObject({
  body: requiredProseSchema('Message', CHANNEL_LIMITS.body),
});
export type ChannelPostRequest = z.output<typeof channelPostRequestSchema>;
export type ChannelPostFormValues = z.input<typeof channelPostRequestSchema>;

/** Posts oldest first, as the thread reads. */
export const channelPostListQuerySchema = pageQuerySchema;
export type ChannelPostListQuery = z.infer<typeof channelPostListQuerySchema>;

export const channelPostSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  ...authorFields,
  /** DELETED_POST_BODY once deleted. */
  body: z.string(),
  isDeleted: z.boolean(),
  /** The caller wrote it. */
  isMine: z.boolean(),
  /** The caller may delete it: their own post, or any post for a moderator. */
  canDelete: z.boolean(),
  createdAt: timestampSchema,
});
export type ChannelPost = z.infer<typeof channelPostSchema>;

export const channelPostParamsSchema = channelThreadParamsSchema.extend({
  postId: pathIdSchema,
});

// ---- Mentions ------------------------------------------------------------------------------

/**
 * `@name` preceded by the start or by a character that cannot end a word or an address (so
 * 'mail@ffd.admin' is no mention); the name ends before trailing dots and dashes ('@ffd.admin.').
 */
const MENTION = /(?:^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]{1,64})/g;

/**
 * The usernames a post mentions, lower-cased, each once, in the order first written, at most
 * MAX_MENTIONS_PER_POST of them.
 */
export function findMentions(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '').toLowerCase();
    if (name) found.add(name);
    if (found.size === MAX_MENTIONS_PER_POST) break;
  }
  return [...found];
}
