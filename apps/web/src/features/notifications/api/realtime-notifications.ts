import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { acquireRealtimeChannel, getRealtimeChannel, type RealtimeState } from '../../../lib/realtime';
import { applyToNotificationLists, refetchNotifications } from './notifications';

/**
 * Keeps the notification lists of the query cache live over the tab's realtime channel while the
 * caller is mounted (the bell): a pushed notification is applied by SPEC §3's rules without asking
 * the server; after a reconnect the lists are asked again for what was missed. Answers the
 * channel's state for the bell to show.
 */
export function useRealtimeNotifications(): RealtimeState {
  const queryClient = useQueryClient();
  const channel = getRealtimeChannel();
  useEffect(() => {
    const stopListening = channel.listen({
      onNotification: (notification) =>
        applyToNotificationLists(queryClient, { type: 'received', notification }),
      onReady: ({ reconnected }) => {
        if (reconnected) void refetchNotifications(queryClient);
      },
      // An ordinary call refreshes an expired token (the channel retries with the new one) or,
      // the session being over, ends it here as any call would.
      onRefused: () => void refetchNotifications(queryClient),
    });
    const release = acquireRealtimeChannel();
    return () => {
      stopListening();
      release();
    };
  }, [channel, queryClient]);
  return useSyncExternalStore(channel.onState, channel.getState, channel.getState);
}
