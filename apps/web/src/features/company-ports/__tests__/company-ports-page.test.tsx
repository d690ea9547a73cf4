import {
  COMPANY_MASTERS_PATHS,
  type CompanyPort,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CompanyPortsPage } from '../pages/company-ports-page';

const PORT: CompanyPort = {
  id: 9,
  type: 'dry',
  code: 'AEQQQ',
  name: 'Oceanic Inland Depot',
  city: 'Dubai',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  timeZone: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const routes = (handle: (call: MockCall) => Response) => (call: MockCall) =>
  call.url.startsWith(REFERENCE_DATA_PATHS.countries) || call.url.startsWith(REFERENCE_DATA_PATHS.timeZones)
    ? json({ success: true, data: { items: [{ code: 'AE', name: 'United Arab Emirates' }] } })
    : handle(call);

describe('CompanyPortsPage', () => {
  it('lists its custom points, filters by type and asks for the country before calling the server', async () => {
    const { calls } = mockFetch(routes(() => listPage([PORT])));
    renderDashboardPage(<CompanyPortsPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'Ports' });
    expect(await within(table).findByText('Dry port / ICD (custom point)')).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'dry');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(COMPANY_MASTERS_PATHS.ports)).at(-1)?.url).toContain(
        'type=dry',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'New port' }));
    const dialog = await screen.findByRole('dialog', { name: 'New port' });
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'air');
    await user.type(within(dialog).getByLabelText(/Code/), 'dxbx');
    await user.type(within(dialog).getByLabelText(/Name/), 'Private strip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
