import {
  idParamsSchema,
  NOTIFICATION_PATHS,
  notificationCountsSchema,
  notificationListQuerySchema,
  notificationSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  listLimitedNotifications,
  listMyNotifications,
  markAllNotificationsRead,
  readNotification,
} from './notifications.service';

const tags = ['notifications'];
const items = z.array(notificationSchema);

/** In-app notifications (SPEC §7): every call reads or changes the caller's own rows only. */
export function registerNotificationRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const access = { auth: true } as const;

  r.get(
    NOTIFICATION_PATHS.mine,
    {
      config: { access },
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: {
          200: successEnvelope(
            z.object({
              items,
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
              unreadCount: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyNotifications(db, requireAuth(request).userId, request.query),
    }),
  );

  r.get(
    NOTIFICATION_PATHS.limited,
    {
      config: { access },
      schema: { tags, response: { 200: successEnvelope(notificationCountsSchema.extend({ items })) } },
    },
    async (request) => ({
      success: true as const,
      data: await listLimitedNotifications(db, requireAuth(request).userId),
    }),
  );

  r.post(
    NOTIFICATION_PATHS.markAllRead,
    { config: { access }, schema: { tags, response: { 200: successEnvelope(notificationCountsSchema) } } },
    async (request) => ({
      success: true as const,
      data: await markAllNotificationsRead(db, requireAuth(request).userId, clock()),
    }),
  );

  r.post(
    NOTIFICATION_PATHS.read,
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(notificationSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await readNotification(db, requireAuth(request).userId, request.params.id, clock()) },
    }),
  );
}
