import {
  COMPANY_CATEGORY,
  hasAnyPermission,
  mustPassTermsGate,
  SUPER_ADMIN_USER_ID,
} from '@fastforward/domain';
import { getCustomerKyc, getLoggedInUserId, getPermissions, getVerificationFlags } from './session';

/** SPEC §4/§6: user id 1 with no module permissions and no customer KYC is the super user. */
export const isStoredSuperUser = () =>
  getLoggedInUserId() === SUPER_ADMIN_USER_ID && getPermissions().length === 0 && getCustomerKyc() === null;

/** A platform administrator: the super user, or a user of the platform company (CAT_ADM). */
export const isStoredPlatformAdmin = () =>
  isStoredSuperUser() || getCustomerKyc()?.companyCategory.categoryCode === COMPANY_CATEGORY.admin;

/** SPEC §4 terms gate over the stored session values. */
export const mustVisitTermsGate = () =>
  mustPassTermsGate({
    categoryCode: getCustomerKyc()?.companyCategory.categoryCode,
    ...getVerificationFlags(),
  });

/**
 * Whether the signed-in user holds the permission, or any one of the list (an access map's entry).
 * The server decides; pages use it to hide what the server would refuse.
 */
export const useCan = (wanted: string | readonly string[]): boolean =>
  hasAnyPermission(getPermissions(), typeof wanted === 'string' ? [wanted] : wanted);
