import { PASSWORD_MAX_LENGTH } from './constants';
import { SHELL_MESSAGES } from './shell-messages';

/** User-facing texts of SPEC §1, §2, §5 and §8, word for word (typos included: they are the contract). */
export const MESSAGES = {
  ...SHELL_MESSAGES,
  passwordEmpty: 'Enter valid password. Passowrd cannot be empty.',
  passwordMismatch: "Password and Password Confirmation didn't match!",
  passwordRequirementNotMet: 'Password requirement not met!',
  passwordNotSame: 'Password is not same',
  resetPasswordTitle: 'Reset Password',
  updatingPassword: 'Please Wait. Updating Password ...',
  resetLinkExpired: 'Reset Password Link is Expired',
  forgetLinkExpired: 'Forget Password Link is expired!',
  updateUnsuccessful: 'Your request was unsuccessful. Please try again later.',
  passwordChangedTitle: 'Password changed successfully!!',
  passwordChangedText:
    'Your password in the system has been replaced with new password. Please proceed to login with new password.',
  notFound:
    "We couldn't find what you were looking for. Double-check the URL or try browsing other sections of the site.",
  goToDashboard: 'Go To Dashboard',
  goBack: 'Go Back',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Your session has expired. You will be logged out.',
  forbiddenDeletion: 'Forbidden Deletion',
  deleteSuccess: 'Successfully Deleted.',
  duplicateRequest: 'Duplicate Request',
  weightSlabFetchFailed: 'Failed to fetch weight slab data',
  /** Server messages of our own (SPEC does not word them). */
  invalidCredentials: 'Invalid username or password.',
  passwordTooLong: `Password must not exceed ${PASSWORD_MAX_LENGTH} characters`,
  forgotPasswordSent:
    'If an account with that username exists, a link to reset its password has been sent to its e-mail address.',
  companyAwaitingApproval:
    'Your company is awaiting approval by the platform: only company settings, documents, terms and your own password and profile can be changed until then.',
  firstLoginPasswordRequired:
    'Change your password first: until then you can only change your password, read your profile and log out.',
} as const;

/** Status names of SPEC §8, used as the default error dialog title. */
export const HTTP_STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment_Required',
  403: 'Forbidden',
  404: 'Not_Found',
  405: 'Method_Not_Allowed',
  406: 'Not_Acceptable',
  407: 'Authentication_Required',
  408: 'Request_Timeout',
  500: 'Internal_Server_Error',
  501: 'Not_Implemented',
  502: 'Bad_Gateway',
  503: 'Service_Unavailable',
  504: 'Gateway_Timeout',
};
