import { PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { RolesPage } from '../pages/roles-page';

const catalogue = [
  {
    name: 'Users And Roles',
    slug: 'users-and-roles',
    permissions: [
      { name: 'view-users-and-roles|Users And Roles', action: 'view-users-and-roles', canGrant: true },
      { name: 'create-users-and-roles|Users And Roles', action: 'create-users-and-roles', canGrant: false },
    ],
  },
];
const role = {
  id: 4,
  name: 'Clerk',
  department: null,
  permissionCount: 1,
  staffCount: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
};
function api(call: MockCall) {
  if (call.url === '/api/v1/permissions/catalogue') return listPage(catalogue);
  if (call.method === 'PUT') return itemAnswer({ ...role, permissions: [] });
  if (call.url === '/api/v1/roles/4')
    return itemAnswer({ ...role, permissions: ['view-users-and-roles|Users And Roles'] });
  if (call.url.startsWith('/api/v1/roles')) return listPage([role]);
  return listPage([]);
}

const renderPage = () => {
  return renderDashboardPage(<RolesPage />, [PERMISSIONS.businessAdmin]);
};

describe('RolesPage', () => {
  it('edits a role: loads its permissions into the matrix and saves the new set', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Clerk' }));
    const view = (await screen.findByRole('checkbox', { name: 'View Users And Roles' })) as HTMLInputElement;
    await waitFor(() => expect(view.checked).toBe(true));
    expect(
      (screen.getByRole('checkbox', { name: 'Create Users And Roles' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(view);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/v1/roles/4',
      body: { name: 'Clerk', departmentId: null, permissions: [] },
    });
  });
});
