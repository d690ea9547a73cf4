import {
  type ActivePlatformDocuments,
  type Availability,
  PLATFORM_DOCUMENT_PATHS,
  REGISTRATION_PATHS,
  type RegistrationRequest,
  type RegistrationResponse,
  type VerifyEmailResponse,
} from '@fastforward/domain';
import { http, request } from '../../../lib/http';

/** The licence agreement and disclaimers the platform shows to a registering company of `category`. */
export const getActiveDocuments = (category: string) =>
  http.get<ActivePlatformDocuments>(PLATFORM_DOCUMENT_PATHS.active, {
    query: { audience: category },
    auth: false,
    suppressErrorDialog: true,
  });

export type AvailabilityCheck = 'username' | 'shortName' | 'email';

const CHECK_PATHS: Record<AvailabilityCheck, string> = {
  username: REGISTRATION_PATHS.checkUsername,
  shortName: REGISTRATION_PATHS.checkShortName,
  email: REGISTRATION_PATHS.checkEmailDomain,
};

/** SPEC §5: username, short name and e-mail domain are decided by the server. */
export const checkAvailability = (field: AvailabilityCheck, value: string) =>
  http.get<Availability>(CHECK_PATHS[field], {
    query: { [field]: value },
    auth: false,
    suppressErrorDialog: true,
  });

/** The form shows field errors itself, so the default dialog stays closed. */
export const registerCompany = (body: RegistrationRequest) =>
  request<RegistrationResponse>(REGISTRATION_PATHS.register, {
    method: 'POST',
    body,
    auth: false,
    suppressErrorDialog: true,
  });

export const verifyEmail = (token: string) =>
  request<VerifyEmailResponse>(REGISTRATION_PATHS.verifyEmail, {
    method: 'POST',
    body: { token },
    auth: false,
    suppressErrorDialog: true,
  });
