import { COMPANY_SETTINGS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const operationFileSettingsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_SETTINGS_ROUTES.operationFiles,
    page: lazyPage(() => import('./pages/operation-file-settings-page'), 'OperationFileSettingsPage'),
  },
];
