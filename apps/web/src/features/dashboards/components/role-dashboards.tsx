import { COMPANY_CATEGORY, DASHBOARD_ACCESS } from '@fastforward/domain';
import { Stack } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { getCustomerKyc } from '../../../lib/session';
import { CustomerDashboardSection } from './customer-dashboard-section';
import {
  AccountsDashboardSection,
  OperationsDashboardSection,
  PricingDashboardSection,
  SalesDashboardSection,
} from './staff-dashboards';

/**
 * The dashboards the signed-in user's permissions reach, on the home page: a customer's own, or
 * each staff role's whose lists the user may open (the server checks the same permissions).
 */
export function RoleDashboards() {
  const isCustomer = getCustomerKyc()?.companyCategory.categoryCode === COMPANY_CATEGORY.customer;
  const canSales = useCan(DASHBOARD_ACCESS.sales);
  const canPricing = useCan(DASHBOARD_ACCESS.pricing);
  const canOperations = useCan(DASHBOARD_ACCESS.operations);
  const canAccounts = useCan(DASHBOARD_ACCESS.accounts);
  if (isCustomer) return <CustomerDashboardSection />;
  return (
    <Stack gap="xl">
      {canSales ? <SalesDashboardSection /> : null}
      {canPricing ? <PricingDashboardSection /> : null}
      {canOperations ? <OperationsDashboardSection /> : null}
      {canAccounts ? <AccountsDashboardSection /> : null}
    </Stack>
  );
}
