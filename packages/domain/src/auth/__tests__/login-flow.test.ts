import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_CATEGORY, type CompanyCategoryCode } from '../../codes/company-category';
import { PERMISSIONS } from '../../permissions/catalogue';
import { type LoginFlowInput, resolveLoginFlow } from '../login-flow';
import { ROUTES } from '../routes';
import { mustPassTermsGate } from '../terms-gate';

const base: LoginFlowInput = {
  username: 'someone',
  isSystemVerified: 1,
  isEmailVerified: 1,
  hasCompleteCompanySetting: true,
  isFirstLogin: false,
  hasTermAndCondition: true,
  permissions: [],
  customerKyc: {
    companyId: 2,
    companyName: 'Co',
    companyCategory: { categoryCode: COMPANY_CATEGORY.freightForwarder },
    kyc: null,
  },
};
const category = (categoryCode: CompanyCategoryCode) => ({
  customerKyc: { companyId: 2, companyName: 'Co', companyCategory: { categoryCode }, kyc: null },
});
const settingsPermissions = [PERMISSIONS.companySetting, PERMISSIONS.basicSettings];
const go = (to: string) => ({ kind: 'navigate', to });

describe('SPEC §4 login flow', () => {
  it.each<[string, Partial<LoginFlowInput>, unknown]>([
    [
      'super-administrator',
      { username: 'techart-admin', isSystemVerified: 0 },
      go(ROUTES.superUserDashboard),
    ],
    ['not system-verified', { isSystemVerified: 0 }, go(ROUTES.termsGate)],
    ['not e-mail-verified', { isEmailVerified: 0 }, go(ROUTES.termsGate)],
    ['terms exist, first login', { isFirstLogin: true }, go(ROUTES.changePassword)],
    ['terms exist, settings complete', {}, go(ROUTES.dashboard)],
    [
      'terms exist, settings incomplete, business admin',
      { hasCompleteCompanySetting: false, permissions: [...settingsPermissions, PERMISSIONS.businessAdmin] },
      go(ROUTES.root),
    ],
    [
      'terms exist, settings incomplete, settings permissions',
      { hasCompleteCompanySetting: false, permissions: settingsPermissions },
      go(ROUTES.companySettings),
    ],
    [
      'terms exist, settings incomplete, only one settings permission',
      { hasCompleteCompanySetting: false, permissions: [PERMISSIONS.companySetting] },
      go(ROUTES.dashboard),
    ],
    [
      'no terms, create permission',
      { hasTermAndCondition: false, permissions: [PERMISSIONS.createTerms] },
      { kind: 'noTermsDialog', onOk: ROUTES.termsAndConditions, onSkip: ROUTES.dashboard },
    ],
    [
      'no terms, create permission, first login',
      { hasTermAndCondition: false, isFirstLogin: true, permissions: [PERMISSIONS.createTermsAndConditions] },
      { kind: 'noTermsDialog', onOk: ROUTES.termsAndConditions, onSkip: ROUTES.changePassword },
    ],
    [
      'no terms, create permission, Skip follows the settings redirect',
      {
        hasTermAndCondition: false,
        hasCompleteCompanySetting: false,
        permissions: [PERMISSIONS.createTerms, ...settingsPermissions],
      },
      { kind: 'noTermsDialog', onOk: ROUTES.termsAndConditions, onSkip: ROUTES.companySettings },
    ],
    ['no terms, no permission', { hasTermAndCondition: false }, go(ROUTES.dashboard)],
    [
      'no terms, no permission, first login',
      { hasTermAndCondition: false, isFirstLogin: true },
      go(ROUTES.changePassword),
    ],
    [
      'customer',
      { ...category(COMPANY_CATEGORY.customer), hasTermAndCondition: false },
      go(ROUTES.dashboard),
    ],
    [
      'platform administrator',
      {
        ...category(COMPANY_CATEGORY.admin),
        hasTermAndCondition: false,
        permissions: [PERMISSIONS.createTerms],
      },
      go(ROUTES.superUserDashboard),
    ],
    [
      'platform administrator, first login',
      { ...category(COMPANY_CATEGORY.admin), isFirstLogin: true },
      go(ROUTES.changePassword),
    ],
    [
      'platform administrator, company not verified',
      { ...category(COMPANY_CATEGORY.admin), isSystemVerified: 0 },
      go(ROUTES.termsGate),
    ],
    [
      'customer, first login',
      { ...category(COMPANY_CATEGORY.customer), isFirstLogin: true, hasCompleteCompanySetting: false },
      go(ROUTES.changePassword),
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(resolveLoginFlow({ ...base, ...overrides })).toEqual(expected);
  });

  it('always lands on one of the SPEC routes', () => {
    const routes = new Set<string>(Object.values(ROUTES));
    fc.assert(
      fc.property(
        fc.record({
          username: fc.constantFrom('techart-admin', 'a', 'b'),
          isSystemVerified: fc.constantFrom(0 as const, 1 as const),
          isEmailVerified: fc.constantFrom(0 as const, 1 as const),
          hasCompleteCompanySetting: fc.boolean(),
          isFirstLogin: fc.boolean(),
          hasTermAndCondition: fc.boolean(),
          permissions: fc.subarray([
            ...settingsPermissions,
            PERMISSIONS.businessAdmin,
            PERMISSIONS.createTerms,
          ]),
          categoryCode: fc.constantFrom(...Object.values(COMPANY_CATEGORY)),
        }),
        ({ categoryCode, ...input }) => {
          const step = resolveLoginFlow({ ...input, ...category(categoryCode) });
          const targets = step.kind === 'navigate' ? [step.to] : [step.onOk, step.onSkip];
          for (const target of targets) expect(routes.has(target)).toBe(true);
        },
      ),
    );
  });
});

describe('SPEC §4 terms gate', () => {
  const ok = {
    categoryCode: COMPANY_CATEGORY.freightForwarder,
    isSystemVerified: 1,
    isEmailVerified: 1,
    hasAcceptedSystemTAndC: true,
    hasAcceptedActiveTAndC: true,
  };
  it.each([
    ['verified and accepted', ok, false],
    ['not system-verified', { ...ok, isSystemVerified: 0 }, true],
    ['not e-mail-verified', { ...ok, isEmailVerified: 0 }, true],
    ['system terms not accepted', { ...ok, hasAcceptedSystemTAndC: false }, true],
    ['company terms not accepted', { ...ok, hasAcceptedActiveTAndC: false }, true],
    ['CAT_ADM is exempt', { ...ok, categoryCode: COMPANY_CATEGORY.admin, isSystemVerified: 0 }, false],
  ])('%s', (_name, input, gated) => {
    expect(mustPassTermsGate(input)).toBe(gated);
  });
});
