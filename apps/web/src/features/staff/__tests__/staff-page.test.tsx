import { PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { StaffPage } from '../pages/staff-page';

const member = {
  id: 5,
  username: 'asha',
  email: 'asha@oceanic.test',
  fullName: 'Asha Rao',
  status: 'active',
  isFirstLogin: false,
  department: { id: 1, name: 'Sales' },
  designation: null,
  roles: [{ id: 3, name: 'Sales executive' }],
  createdAt: '2026-01-05T10:00:00.000Z',
};

function api(call: MockCall) {
  if (call.method === 'POST' && call.url === '/api/v1/staff') {
    const body = call.body as { email: string };
    return itemAnswer({ ...member, id: 6, ...body }, 201);
  }
  if (call.method === 'POST' && call.url.endsWith('/disable'))
    return itemAnswer({ ...member, status: 'disabled' });
  if (call.url.startsWith('/api/v1/staff')) return listPage([member]);
  return listPage([]);
}

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  return renderDashboardPage(<StaffPage />, permissions);
};

describe('StaffPage', () => {
  it('lists staff with their department, roles and status', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    const table = screen.getByRole('table', { name: 'Staff' });
    expect(await within(table).findByText('Asha Rao')).toBeTruthy();
    expect(within(table).getByText('Sales executive')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/v1/staff?page=1&pageSize=10&sort=username&order=asc')).toBe(
      true,
    );
  });

  it('invites a member and says where the invitation went', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'ravi' } });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ravi@oceanic.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ravi@oceanic.test')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'ravi',
      fullName: 'Ravi Kumar',
      email: 'ravi@oceanic.test',
      departmentId: null,
      designationId: null,
      roleIds: [],
    });
  });

  it('disables a member only after confirmation', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable asha' }));
    expect(await screen.findByText(/Disable asha\? They are signed out at once/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/disable'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/staff/5/disable')).toBe(true));
  });

  it('offers no actions to a user who may only view', async () => {
    mockFetch(api);
    renderPage(['view-users-and-roles|Users And Roles']);
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite staff member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable asha' })).toBeNull();
  });
});
