import { COMPANY_CATEGORY, VERIFIED } from '../codes/company-category';

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
