import { MESSAGING_SETTINGS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const messagingSettingsRoutes: readonly RouteEntry[] = [
  {
    path: MESSAGING_SETTINGS_ROUTES.settings,
    page: lazyPage(() => import('./pages/email-sms-settings-page'), 'EmailSmsSettingsPage'),
  },
  {
    path: MESSAGING_SETTINGS_ROUTES.logs,
    page: lazyPage(() => import('./pages/message-logs-page'), 'MessageLogsPage'),
  },
];
