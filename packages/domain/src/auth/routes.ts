import { COMPANY_SETTINGS_ROUTES } from '../company-settings/routes';
import { TERMS_ROUTES } from '../terms/routes';

/** The web app's routes of SPEC §2 that the sign-in, its login flow and the shell lead to. */
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
