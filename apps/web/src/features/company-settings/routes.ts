import { COMPANY_SETTINGS_ROUTES, TAX_CODE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const companySettingsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_SETTINGS_ROUTES.basic,
    page: lazyPage(() => import('./pages/basic-settings-page'), 'BasicSettingsPage'),
  },
  {
    path: COMPANY_SETTINGS_ROUTES.bankDetails,
    page: lazyPage(() => import('./pages/bank-details-page'), 'BankDetailsPage'),
  },
  {
    path: COMPANY_SETTINGS_ROUTES.invoice,
    page: lazyPage(() => import('./pages/invoice-settings-page'), 'InvoiceSettingsPage'),
  },
  {
    path: COMPANY_SETTINGS_ROUTES.operatingCost,
    page: lazyPage(() => import('./pages/operating-cost-page'), 'OperatingCostPage'),
  },
  {
    path: COMPANY_SETTINGS_ROUTES.doSettings,
    page: lazyPage(() => import('./pages/do-settings-page'), 'DoSettingsPage'),
  },
  {
    path: TAX_CODE_ROUTES.list,
    page: lazyPage(() => import('./pages/tax-codes-page'), 'TaxCodesPage'),
  },
];
