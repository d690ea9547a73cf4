import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the notification-preferences slice. */
export function registerNotificationPreferenceRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
