import { MAIL_OUTBOX_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const superUserRoutes: readonly RouteEntry[] = [
  {
    path: MAIL_OUTBOX_ROUTES.page,
    page: lazyPage(() => import('./pages/mail-outbox-page'), 'MailOutboxPage'),
  },
];
