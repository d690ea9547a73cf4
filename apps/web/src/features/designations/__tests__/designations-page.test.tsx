import { MESSAGES, PERMISSIONS, STORAGE_KEYS } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/dialog-host';
import { createQueryClient } from '../../../lib/query-client';
import { json, mockFetch } from '../../../test/fetch-mock';
import { DesignationsPage } from '../pages/designations-page';

const page = (items: { id: number; name: string }[]) =>
  json({
    success: true,
    data: {
      items: items.map((i) => ({ ...i, createdAt: '2026-01-05T10:00:00.000Z' })),
      total: items.length,
      page: 1,
      pageSize: 10,
    },
  });

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  localStorage.setItem(STORAGE_KEYS.modulesPermissions, JSON.stringify(permissions));
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <DesignationsPage />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('DesignationsPage', () => {
  it('lists designations sorted by name, asking the server for page 1 of 10', async () => {
    const { calls } = mockFetch(() => page([{ id: 1, name: 'Manager' }]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Designations' });
    expect(await within(table).findByText('Manager')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v1/designations?page=1&pageSize=10&sort=name&order=asc');
  });

  it('shows the server field error under the name field, not in a dialog', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? json(
            {
              success: false,
              error: 'Conflict',
              message: 'A designation with this name already exists',
              errors: [{ field: 'name', defaultMessage: 'A designation with this name already exists' }],
            },
            409,
          )
        : page([]),
    );
    renderPage();
    expect(await screen.findByText('No designations yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New designation' }));
    fireEvent.change(await screen.findByLabelText(/Designation name/), { target: { value: 'Manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A designation with this name already exists')).toBeTruthy();
    expect(screen.getByLabelText(/Designation name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Manager' });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('checks the name on the client before calling the server', async () => {
    const { calls } = mockFetch(() => page([]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New designation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Designation name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for confirmation before deleting, and deletes only on yes', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'DELETE' ? json({ success: true, data: null }) : page([{ id: 7, name: 'Manager' }]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Manager' }));
    expect(await screen.findByText("Delete the designation 'Manager'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText("Delete the designation 'Manager'?")).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Manager' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/designations/7');
  });

  it('shows Forbidden Deletion with the reason when the server refuses', async () => {
    mockFetch((call) =>
      call.method === 'DELETE'
        ? json(
            {
              success: false,
              error: 'Forbidden Deletion',
              message: 'Used by 2 staff member(s).',
              errors: [],
            },
            409,
          )
        : page([{ id: 7, name: 'Manager' }]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Manager' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion })).toBeTruthy();
    expect(screen.getByText('Used by 2 staff member(s).')).toBeTruthy();
  });

  it('hides create, edit and delete from a user who may only view', async () => {
    mockFetch(() => page([{ id: 7, name: 'Manager' }]));
    renderPage(['view-users-and-roles|Users And Roles']);
    expect(await screen.findByText('Manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New designation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Manager' })).toBeNull();
  });
});
