import {
  myNotificationPreferencesSchema,
  NOTIFICATION_PREFERENCE_MESSAGES,
  NOTIFICATION_PREFERENCE_PATHS,
  notificationPreferencesRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findMyPreferences, saveMyPreferences } from './notification-preferences.service';

const tags = ['notification-preferences'];

/** The caller's own notification preferences: no id is taken, so no other user's are reachable. */
export function registerNotificationPreferenceRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const access = { auth: true } as const;
  const response = { 200: successEnvelope(myNotificationPreferencesSchema) };

  r.get(
    NOTIFICATION_PREFERENCE_PATHS.mine,
    { config: { access }, schema: { tags, response } },
    async (request) => ({
      success: true as const,
      data: await findMyPreferences(db, requireAuth(request).userId),
    }),
  );

  r.put(
    NOTIFICATION_PREFERENCE_PATHS.mine,
    { config: { access }, schema: { tags, body: notificationPreferencesRequestSchema, response } },
    async (request) => ({
      success: true as const,
      data: await saveMyPreferences(db, requireAuth(request).userId, request.body),
      message: NOTIFICATION_PREFERENCE_MESSAGES.saved,
    }),
  );
}
