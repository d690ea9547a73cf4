import { MESSAGES, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listPage } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { DepartmentsPage } from '../pages/departments-page';

const page = (items: { id: number; name: string }[]) =>
  listPage(items.map((i) => ({ ...i, createdAt: '2026-01-05T10:00:00.000Z' })));

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  return renderDashboardPage(<DepartmentsPage />, permissions);
};

describe('DepartmentsPage', () => {
  it('lists departments sorted by name, asking the server for page 1 of 10', async () => {
    const { calls } = mockFetch(() => page([{ id: 1, name: 'Sales' }]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Departments' });
    expect(await within(table).findByText('Sales')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v1/departments?page=1&pageSize=10&sort=name&order=asc');
  });

  it('shows the server field error under the name field, not in a dialog', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? fieldErrors(409, 'Conflict', 'A department with this name already exists', {
            name: 'A department with this name already exists',
          })
        : page([]),
    );
    renderPage();
    expect(await screen.findByText('No departments yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New department' }));
    fireEvent.change(await screen.findByLabelText(/Department name/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A department with this name already exists')).toBeTruthy();
    expect(screen.getByLabelText(/Department name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sales' });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('checks the name on the client before calling the server', async () => {
    const { calls } = mockFetch(() => page([]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New department' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for confirmation before deleting, and deletes only on yes', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'DELETE' ? json({ success: true, data: null }) : page([{ id: 7, name: 'Sales' }]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    expect(await screen.findByText("Delete the department 'Sales'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText("Delete the department 'Sales'?")).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/departments/7');
  });

  it('shows Forbidden Deletion with the reason when the server refuses', async () => {
    mockFetch((call) =>
      call.method === 'DELETE'
        ? json(
            { success: false, error: 'Forbidden Deletion', message: 'Used by 2 role(s).', errors: [] },
            409,
          )
        : page([{ id: 7, name: 'Sales' }]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion })).toBeTruthy();
    expect(screen.getByText('Used by 2 role(s).')).toBeTruthy();
  });

  it('hides create, edit and delete from a user who may only view', async () => {
    mockFetch(() => page([{ id: 7, name: 'Sales' }]));
    renderPage(['view-users-and-roles|Users And Roles']);
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New department' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Sales' })).toBeNull();
  });
});
