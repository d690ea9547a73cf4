import './mantine.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { registerQueryClient } from '../lib/query-cache';
import { createQueryClient } from '../lib/query-client';

const theme = createTheme({ primaryColor: 'blue', fontFamily: 'system-ui, sans-serif' });

// One client for the page's lifetime, so navigating between private layouts keeps the cache.
const queryClient = createQueryClient();

/** Mantine and TanStack Query, loaded only with the private layouts to keep them off the sign-in page. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    registerQueryClient(queryClient);
    return () => registerQueryClient(null);
  }, []);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
