import {
  CUSTOMER_KYC_PATHS,
  type CustomerSmsNumber,
  type ItemData,
  kycApiPath,
  type MyMobile,
  type MyMobileRequest,
  type MyNotificationPreferences,
  NOTIFICATION_PREFERENCE_PATHS,
  type NotificationPreferencesRequest,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../lib/http';

export const NOTIFICATION_PREFERENCES_KEY = 'notification-preferences';

export const getMyPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [NOTIFICATION_PREFERENCES_KEY],
    queryFn: () => http.get<MyNotificationPreferences>(NOTIFICATION_PREFERENCE_PATHS.mine),
  });

export const useMyPreferences = () => useQuery(getMyPreferencesQueryOptions());

/** Errors are shown by the form (a field's under it). */
const savePreferences = async (body: NotificationPreferencesRequest) =>
  (
    await request<MyNotificationPreferences>(NOTIFICATION_PREFERENCE_PATHS.mine, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data;

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (data) => queryClient.setQueryData([NOTIFICATION_PREFERENCES_KEY], data),
  });
}

const saveMobile = async (body: MyMobileRequest) =>
  (
    await request<ItemData<MyMobile>>(NOTIFICATION_PREFERENCE_PATHS.myMobile, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMobile,
    onSuccess: ({ mobile }) =>
      queryClient.setQueryData<MyNotificationPreferences>([NOTIFICATION_PREFERENCES_KEY], (old) =>
        old ? { ...old, mobile } : old,
      ),
  });
}

/** A customer's users' mobile numbers (SPEC §6 "SMS number view"). */
export const useCustomerSmsNumbers = (kycId: number) =>
  useQuery(
    queryOptions({
      queryKey: [NOTIFICATION_PREFERENCES_KEY, 'customer-sms-numbers', kycId],
      queryFn: async () =>
        // The section says it failed; a dialog over the customer's page would say too much.
        (
          await http.get<{ items: CustomerSmsNumber[] }>(kycApiPath(CUSTOMER_KYC_PATHS.smsNumbers, kycId), {
            suppressErrorDialog: true,
          })
        ).items,
    }),
  );
