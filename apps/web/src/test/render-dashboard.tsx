import { STORAGE_KEYS } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DialogHost } from '../components/dialog-host';
import { createQueryClient } from '../lib/query-client';
import { json } from './fetch-mock';

/**
 * Renders a dashboard page as a signed-in user holding `permissions` (none stored when omitted),
 * with the providers the dashboard layout gives it and the dialog host.
 */
export function renderDashboardPage(ui: ReactNode, permissions?: readonly string[]) {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  if (permissions) localStorage.setItem(STORAGE_KEYS.modulesPermissions, JSON.stringify(permissions));
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{ui}</MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A list answer in the PRODUCT §5 envelope: page 1 of 10 holding `items`. */
export const listPage = <T,>(items: T[]) =>
  json({ success: true, data: { items, total: items.length, page: 1, pageSize: 10 } });
