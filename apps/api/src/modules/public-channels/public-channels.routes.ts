import {
  CHANNEL_PATHS,
  channelBoardSchema,
  channelListQuerySchema,
  channelLockRequestSchema,
  channelParamsSchema,
  channelPostListQuerySchema,
  channelPostParamsSchema,
  channelPostRequestSchema,
  channelPostSchema,
  channelRequestSchema,
  channelSchema,
  channelThreadDetailSchema,
  channelThreadListQuerySchema,
  channelThreadParamsSchema,
  channelThreadRequestSchema,
  channelThreadSchema,
  MESSAGES,
  PUBLIC_CHANNEL_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  createChannel,
  createPost,
  createThread,
  deleteChannel,
  deletePost,
  deleteThread,
  findBoards,
  getChannel,
  getThread,
  listChannels,
  listPosts,
  listThreads,
  lockChannel,
  lockThread,
  updateChannel,
} from './public-channels.service';

const tags = ['public-channels'];
const P = CHANNEL_PATHS;
const A = PUBLIC_CHANNEL_ACCESS;

/**
 * The public channel (PRODUCT §3 "Communication"): the boards the caller takes part in, their
 * channels, threads and posts. Reading needs view-public-channel, posting create; the service
 * decides whose board it is (another's is a 404) and who moderates (the board's own staff).
 */
export function registerPublicChannelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const access = (permission: readonly string[]) => ({ access: { permission } });
  const ok = { success: true as const };
  const deleted = { ...ok, message: MESSAGES.deleteSuccess };

  r.get(
    P.boards,
    {
      config: access(A.view),
      schema: { tags, response: { 200: successEnvelope(z.object({ items: z.array(channelBoardSchema) })) } },
    },
    async (request) => ({ ...ok, data: { items: await findBoards(db, requireAuth(request)) } }),
  );

  r.get(
    P.channels,
    {
      config: access(A.view),
      schema: { tags, querystring: channelListQuerySchema, response: { 200: listSchema(channelSchema) } },
    },
    async (request) => ({ ...ok, data: await listChannels(db, requireAuth(request), request.query) }),
  );

  r.post(
    P.channels,
    {
      config: access(A.create),
      schema: { tags, body: channelRequestSchema, response: { 201: itemSchema(channelSchema) } },
    },
    async (request, reply) => {
      const item = await createChannel(db, requireAuth(request), request.body, clock);
      return reply.code(201).send({ ...ok, data: { item } });
    },
  );

  r.get(
    P.channel,
    {
      config: access(A.view),
      schema: { tags, params: channelParamsSchema, response: { 200: itemSchema(channelSchema) } },
    },
    async (request) => ({
      ...ok,
      data: { item: await getChannel(db, requireAuth(request), request.params.id) },
    }),
  );

  r.put(
    P.channel,
    {
      config: access(A.update),
      schema: {
        tags,
        params: channelParamsSchema,
        body: channelRequestSchema,
        response: { 200: itemSchema(channelSchema) },
      },
    },
    async (request) => ({
      ...ok,
      data: { item: await updateChannel(db, requireAuth(request), request.params.id, request.body) },
    }),
  );

  r.put(
    P.channelLock,
    {
      config: access(A.update),
      schema: {
        tags,
        params: channelParamsSchema,
        body: channelLockRequestSchema,
        response: { 200: itemSchema(channelSchema) },
      },
    },
    async (request) => ({
      ...ok,
      data: { item: await lockChannel(db, requireAuth(request), request.params.id, request.body.isLocked) },
    }),
  );

  r.delete(
    P.channel,
    { config: access(A.delete), schema: { tags, params: channelParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteChannel(db, requireAuth(request), request.params.id);
      return deleted;
    },
  );

  r.get(
    P.threads,
    {
      config: access(A.view),
      schema: {
        tags,
        params: channelParamsSchema,
        querystring: channelThreadListQuerySchema,
        response: { 200: listSchema(channelThreadSchema) },
      },
    },
    async (request) => ({
      ...ok,
      data: await listThreads(db, requireAuth(request), request.params.id, request.query),
    }),
  );

  r.post(
    P.threads,
    {
      config: access(A.create),
      schema: {
        tags,
        params: channelParamsSchema,
        body: channelThreadRequestSchema,
        response: { 201: itemSchema(channelThreadDetailSchema) },
      },
    },
    async (request, reply) => {
      const item = await createThread(db, requireAuth(request), request.params.id, request.body, clock);
      return reply.code(201).send({ ...ok, data: { item } });
    },
  );

  r.get(
    P.thread,
    {
      config: access(A.view),
      schema: {
        tags,
        params: channelThreadParamsSchema,
        response: { 200: itemSchema(channelThreadDetailSchema) },
      },
    },
    async (request) => {
      const { id, threadId } = request.params;
      return { ...ok, data: { item: await getThread(db, requireAuth(request), id, threadId) } };
    },
  );

  r.put(
    P.threadLock,
    {
      config: access(A.update),
      schema: {
        tags,
        params: channelThreadParamsSchema,
        body: channelLockRequestSchema,
        response: { 200: itemSchema(channelThreadDetailSchema) },
      },
    },
    async (request) => {
      const { id, threadId } = request.params;
      const item = await lockThread(db, requireAuth(request), id, threadId, request.body.isLocked);
      return { ...ok, data: { item } };
    },
  );

  r.delete(
    P.thread,
    {
      config: access(A.delete),
      schema: { tags, params: channelThreadParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { id, threadId } = request.params;
      await deleteThread(db, requireAuth(request), id, threadId, clock);
      return deleted;
    },
  );

  r.get(
    P.posts,
    {
      config: access(A.view),
      schema: {
        tags,
        params: channelThreadParamsSchema,
        querystring: channelPostListQuerySchema,
        response: { 200: listSchema(channelPostSchema) },
      },
    },
    async (request) => {
      const { id, threadId } = request.params;
      return { ...ok, data: await listPosts(db, requireAuth(request), id, threadId, request.query) };
    },
  );

  r.post(
    P.posts,
    {
      config: access(A.create),
      schema: {
        tags,
        params: channelThreadParamsSchema,
        body: channelPostRequestSchema,
        response: { 201: itemSchema(channelPostSchema) },
      },
    },
    async (request, reply) => {
      const { id, threadId } = request.params;
      const item = await createPost(db, requireAuth(request), id, threadId, request.body, clock);
      return reply.code(201).send({ ...ok, data: { item } });
    },
  );

  // The author deletes their own post (create-public-channel), a moderator anyone's (delete).
  r.delete(
    P.post,
    {
      config: access([...new Set([...A.create, ...A.delete])]),
      schema: { tags, params: channelPostParamsSchema, response: { 200: itemSchema(channelPostSchema) } },
    },
    async (request) => {
      const { id, threadId, postId } = request.params;
      const item = await deletePost(db, requireAuth(request), id, threadId, postId, clock);
      return { ...deleted, data: { item } };
    },
  );
}
