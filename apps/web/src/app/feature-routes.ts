import { accountsRoutes } from '../features/accounts/routes';
import { citiesRoutes } from '../features/cities/routes';
import { companyApprovalsRoutes } from '../features/company-approvals/routes';
import { companyPortsRoutes } from '../features/company-ports/routes';
import { companySettingsRoutes } from '../features/company-settings/routes';
import { containerNumbersRoutes } from '../features/container-numbers/routes';
import { customerCompanyRoutes } from '../features/customer-company/routes';
import { customersRoutes } from '../features/customers/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { dashboardsRoutes } from '../features/dashboards/routes';
import { departmentsRoutes } from '../features/departments/routes';
import { designationsRoutes } from '../features/designations/routes';
import { eventDatesRoutes } from '../features/event-dates/routes';
import { exchangeRatesRoutes } from '../features/exchange-rates/routes';
import { faqsRoutes } from '../features/faqs/routes';
import { followUpsRoutes } from '../features/follow-ups/routes';
import { freeDaysRoutes } from '../features/free-days/routes';
import { customerJobRoutes, jobsRoutes } from '../features/jobs/routes';
import { kycUpdateRequestsRoutes } from '../features/kyc-update-requests/routes';
import { leadsRoutes } from '../features/leads/routes';
import { localChargesRoutes } from '../features/local-charges/routes';
import { messagingSettingsRoutes } from '../features/messaging-settings/routes';
import { negotiationSettingsRoutes } from '../features/negotiation-settings/routes';
import { newsRoutes } from '../features/news/routes';
import { notificationPreferencesRoutes } from '../features/notification-preferences/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { operationFileSettingsRoutes } from '../features/operation-file-settings/routes';
import { platformAdminsRoutes } from '../features/platform-admins/routes';
import { publicChannelRoutes } from '../features/public-channel/routes';
import { feedbackRoutes } from '../features/rate-enquiries/pages/booking-routes';
import { rateEnquiriesRoutes } from '../features/rate-enquiries/routes';
import { rateImportsRoutes } from '../features/rate-imports/routes';
import { rateWizardRoutes } from '../features/rate-wizard/routes';
import { rolesRoutes } from '../features/roles/routes';
import { salesVisitsRoutes } from '../features/sales-visits/routes';
import { shippingLinesRoutes } from '../features/shipping-lines/routes';
import { staffRoutes } from '../features/staff/routes';
import { superUserRoutes } from '../features/super-user/routes';
import { termsAdminRoutes } from '../features/terms-admin/routes';
import { tiersRoutes } from '../features/tiers/routes';
import { transportChargesRoutes } from '../features/transport-charges/routes';
import { validRatesRoutes } from '../features/valid-rates/routes';
import { vendorConversionsRoutes } from '../features/vendor-conversions/routes';
import { vendorForwardsRoutes } from '../features/vendor-forwards/routes';
import { vendorsRoutes } from '../features/vendors/routes';
import { weightSlabsRoutes } from '../features/weight-slabs/routes';
import type { RouteEntry } from '../lib/route-entry';

/**
 * Every feature's pages, each under the path its domain area declares; the layouts place them and
 * the permission catalogue's navigation points at the same paths. Pages load only when opened.
 */
export const FEATURE_ROUTES: readonly RouteEntry[] = [
  ...dashboardRoutes,
  ...departmentsRoutes,
  ...designationsRoutes,
  ...rolesRoutes,
  ...staffRoutes,
  ...termsAdminRoutes,
  ...companySettingsRoutes,
  ...operationFileSettingsRoutes,
  ...messagingSettingsRoutes,
  ...notificationsRoutes,
  ...weightSlabsRoutes,
  ...containerNumbersRoutes,
  ...freeDaysRoutes,
  ...companyPortsRoutes,
  ...citiesRoutes,
  ...shippingLinesRoutes,
  ...exchangeRatesRoutes,
  ...newsRoutes,
  ...eventDatesRoutes,
  ...customerCompanyRoutes,
  ...kycUpdateRequestsRoutes,
  ...tiersRoutes,
  ...validRatesRoutes,
  ...localChargesRoutes,
  ...transportChargesRoutes,
  ...rateImportsRoutes,
  ...negotiationSettingsRoutes,
  ...customersRoutes,
  ...vendorsRoutes,
  ...vendorForwardsRoutes,
  ...companyApprovalsRoutes,
  ...vendorConversionsRoutes,
  ...platformAdminsRoutes,
  ...superUserRoutes,
  ...rateWizardRoutes,
  ...rateEnquiriesRoutes,
  ...feedbackRoutes,
  ...accountsRoutes,
  ...jobsRoutes,
  ...customerJobRoutes,
  ...leadsRoutes,
  ...salesVisitsRoutes,
  ...followUpsRoutes,
  ...publicChannelRoutes,
  ...faqsRoutes,
  ...dashboardsRoutes,
  ...notificationPreferencesRoutes,
];
