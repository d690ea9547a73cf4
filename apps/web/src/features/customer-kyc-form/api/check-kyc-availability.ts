import {
  type Availability,
  CUSTOMER_KYC_PATHS,
  shortNameCheckQuerySchema,
  usernameCheckQuerySchema,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { KYC_FORM_KEY } from './kyc-link';

export type KycAvailabilityCheck = 'shortName' | 'username';

const CHECKS = {
  shortName: {
    path: CUSTOMER_KYC_PATHS.checkShortName,
    isCheckable: (v: string) => shortNameCheckQuerySchema.safeParse({ shortName: v }).success,
  },
  username: {
    path: CUSTOMER_KYC_PATHS.checkUsername,
    isCheckable: (v: string) => usernameCheckQuerySchema.safeParse({ username: v }).success,
  },
} satisfies Record<KycAvailabilityCheck, { path: string; isCheckable: (v: string) => boolean }>;

/** Whether a value the server's check would refuse anyway (too short, a bad character): never sent. */
export const isCheckable = (check: KycAvailabilityCheck, value: string) => CHECKS[check].isCheckable(value);

/** The check is a convenience (submitting asks again): a failure shows nothing. */
export const checkKycAvailability = (check: KycAvailabilityCheck, value: string) =>
  http.get<Availability>(CHECKS[check].path, {
    query: { [check]: value },
    auth: false,
    suppressErrorDialog: true,
  });

export const getKycAvailabilityQueryOptions = (check: KycAvailabilityCheck, value: string) =>
  queryOptions({
    queryKey: [KYC_FORM_KEY, 'availability', check, value],
    queryFn: () => checkKycAvailability(check, value),
    staleTime: 30_000,
  });

export const useKycAvailability = (check: KycAvailabilityCheck, value: string) =>
  useQuery({
    ...getKycAvailabilityQueryOptions(check, value),
    enabled: isCheckable(check, value),
  });
