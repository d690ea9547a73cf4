import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: reference data is not refetched on window focus; it is on mount and on reconnect. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: true, refetchOnReconnect: true, retry: false },
      mutations: { retry: false },
    },
  });
