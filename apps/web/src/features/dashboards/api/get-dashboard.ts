import {
  type AccountsDashboard,
  type CustomerDashboard,
  DASHBOARD_PATHS,
  type ItemData,
  type OperationsDashboard,
  type PlatformDashboard,
  type PricingDashboard,
  type SalesDashboard,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type DashboardKind = keyof typeof DASHBOARD_PATHS;

type DashboardOf = {
  sales: SalesDashboard;
  pricing: PricingDashboard;
  operations: OperationsDashboard;
  accounts: AccountsDashboard;
  customer: CustomerDashboard;
  platform: PlatformDashboard;
};

/**
 * GET DASHBOARD_PATHS[kind]: one role's figures; a failure shows in the dashboard's card, not a dialog.
 * Keyed apart from the platform summary (['summaries', 'platform']): sharing its key, the platform
 * page read one answer as the other and crashed.
 */
export const getDashboardQueryOptions = <K extends DashboardKind>(kind: K) =>
  queryOptions({
    queryKey: ['summaries', 'dashboard', kind],
    queryFn: async () =>
      (await http.get<ItemData<DashboardOf[K]>>(DASHBOARD_PATHS[kind], { suppressErrorDialog: true })).item,
  });

export const useDashboard = <K extends DashboardKind>(kind: K) => useQuery(getDashboardQueryOptions(kind));
