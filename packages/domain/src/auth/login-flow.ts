import { COMPANY_CATEGORY, SUPER_ADMIN_USERNAME, VERIFIED } from '../codes/company-category';
import { COMPANY_SETTINGS_ROUTES } from '../company-settings/paths';
import { PERMISSIONS } from '../permissions/catalogue';
import { hasAnyPermission, hasPermission } from '../permissions/checks';
import { TERMS_ROUTES } from '../terms/paths';
import type { LoginResponse } from './schemas';

export const ROUTES = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  superUserDashboard: '/super-user-dashboard',
  changePassword: '/change-password',
  termsGate: '/tandc',
  companySettings: COMPANY_SETTINGS_ROUTES.basic,
  termsAndConditions: TERMS_ROUTES.company,
  dashboardChangePassword: '/dashboard/changePassword',
  forgotPassword: '/forgotPassword',
} as const;

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

export type TermsGateInput = {
  categoryCode: string | undefined;
  isSystemVerified: number;
  isEmailVerified: number;
  hasAcceptedSystemTAndC: boolean;
  hasAcceptedActiveTAndC: boolean;
};

/** SPEC §4 terms gate: a non-CAT_ADM user must be verified twice and have accepted the terms. */
export function mustPassTermsGate(input: TermsGateInput): boolean {
  if (input.categoryCode === COMPANY_CATEGORY.admin) return false;
  return !(
    input.isSystemVerified === VERIFIED &&
    input.isEmailVerified === VERIFIED &&
    input.hasAcceptedSystemTAndC &&
    input.hasAcceptedActiveTAndC
  );
}
