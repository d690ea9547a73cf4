import { PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { DesignationsPage } from '../pages/designations-page';

const page = (items: { id: number; name: string }[]) =>
  listPage(items.map((i) => ({ ...i, createdAt: '2026-01-05T10:00:00.000Z' })));

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  return renderDashboardPage(<DesignationsPage />, permissions);
};

describe('DesignationsPage', () => {
  it('lists designations sorted by name, asking the server for page 1 of 10', async () => {
    const { calls } = mockFetch(() => page([{ id: 1, name: 'Manager' }]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Designations' });
    expect(await within(table).findByText('Manager')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v1/designations?page=1&pageSize=10&sort=name&order=asc');
  });

  it('words the form for designations (the page, form and rules are the shared named-records ones)', async () => {
    mockFetch(() => page([]));
    renderPage();
    expect(await screen.findByText('No designations yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New designation' }));
    expect(await screen.findByLabelText(/Designation name/)).toBeTruthy();
  });
});
