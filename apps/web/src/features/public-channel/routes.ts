import { COMMUNICATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const publicChannelRoutes: readonly RouteEntry[] = [
  {
    path: COMMUNICATION_ROUTES.channels,
    page: lazyPage(() => import('./pages/channels-page'), 'ChannelsPage'),
  },
  { path: COMMUNICATION_ROUTES.channel, page: lazyPage(() => import('./pages/channel-page'), 'ChannelPage') },
  { path: COMMUNICATION_ROUTES.thread, page: lazyPage(() => import('./pages/thread-page'), 'ThreadPage') },
];
