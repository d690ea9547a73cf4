import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const exchangeRatesRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.exchangeRates,
    page: lazyPage(() => import('./pages/exchange-rates-page'), 'ExchangeRatesPage'),
  },
];
