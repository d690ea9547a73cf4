import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DialogHost } from '../components/dialog-host';
import { createQueryClient } from '../lib/query-client';
import { seedSession } from './session';

/**
 * Renders a dashboard page as a signed-in user holding `permissions` (none stored when omitted),
 * with the providers the dashboard layout gives it and the dialog host; at `path` when the page
 * reads its address (a filter in the query string).
 */
export function renderDashboardPage(ui: ReactNode, permissions?: readonly string[], path = '/') {
  seedSession(permissions ? { permissions } : {});
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
