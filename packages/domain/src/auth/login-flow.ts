import { COMPANY_CATEGORY, SUPER_ADMIN_USERNAME, VERIFIED } from '../codes/company-category';
import { PERMISSIONS } from '../permissions/catalogue';
import { hasAnyPermission, hasPermission } from '../permissions/checks';
import { ROUTES } from './routes';
import type { LoginResponse } from './schemas';

export type LoginFlowInput = Pick<
  LoginResponse,
  | 'isSystemVerified'
  | 'isEmailVerified'
  | 'hasCompleteCompanySetting'
  | 'isFirstLogin'
  | 'hasTermAndCondition'
  | 'customerKyc'
> & { username: string; permissions: readonly string[] };

/** Where the login flow goes next: a route, or the 'Note' dialog with its two exits. */
export type LoginFlowStep =
  | { kind: 'navigate'; to: string }
  | { kind: 'noTermsDialog'; onOk: string; onSkip: string };

const CREATE_TERMS = [PERMISSIONS.createTerms, PERMISSIONS.createTermsAndConditions];

/** The company-settings redirect of SPEC §4. */
function companySettingsRedirect(input: LoginFlowInput): string {
  if (input.hasCompleteCompanySetting) return ROUTES.dashboard;
  const canSetUp =
    hasPermission(input.permissions, PERMISSIONS.companySetting) &&
    hasPermission(input.permissions, PERMISSIONS.basicSettings);
  if (!canSetUp) return ROUTES.dashboard;
  return hasPermission(input.permissions, PERMISSIONS.businessAdmin) ? ROUTES.root : ROUTES.companySettings;
}

/** SPEC §4 "Login flow", every branch, as a pure function shared by the web app and its tests. */
export function resolveLoginFlow(input: LoginFlowInput): LoginFlowStep {
  const go = (to: string): LoginFlowStep => ({ kind: 'navigate', to });
  if (input.username === SUPER_ADMIN_USERNAME) return go(ROUTES.superUserDashboard);
  if (input.isSystemVerified !== VERIFIED || input.isEmailVerified !== VERIFIED) return go(ROUTES.termsGate);

  const category = input.customerKyc?.companyCategory.categoryCode;
  // A platform administrator works on the platform, not in a company's modules: SPEC's company
  // branches (company terms, company settings) mean nothing for the platform company.
  if (category === COMPANY_CATEGORY.admin) {
    return go(input.isFirstLogin ? ROUTES.changePassword : ROUTES.superUserDashboard);
  }
  if (category === COMPANY_CATEGORY.customer) {
    return go(input.isFirstLogin ? ROUTES.changePassword : ROUTES.dashboard);
  }
  if (input.hasTermAndCondition) {
    return go(input.isFirstLogin ? ROUTES.changePassword : companySettingsRedirect(input));
  }
  if (hasAnyPermission(input.permissions, CREATE_TERMS)) {
    return {
      kind: 'noTermsDialog',
      onOk: ROUTES.termsAndConditions,
      onSkip: input.isFirstLogin ? ROUTES.changePassword : companySettingsRedirect(input),
    };
  }
  return go(input.isFirstLogin ? ROUTES.changePassword : ROUTES.dashboard);
}
