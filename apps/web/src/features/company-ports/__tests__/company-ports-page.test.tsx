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

const OWN_DEPOT: CompanyPort = {
  id: 9,
  type: 'dry',
  code: 'AEQQQ',
  name: 'Oceanic Inland Depot',
  city: 'Dubai',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  timeZone: null,
  isCompanyPort: true,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const JEBEL_ALI: CompanyPort = {
  id: 4,
  type: 'sea',
  code: 'AEJEA',
  name: 'Jebel Ali',
  city: 'Dubai',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  timeZone: 'Asia/Dubai',
  isCompanyPort: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const routes = (handle: (call: MockCall) => Response) => (call: MockCall) =>
  call.url.startsWith(REFERENCE_DATA_PATHS.countries) || call.url.startsWith(REFERENCE_DATA_PATHS.timeZones)
    ? json({ success: true, data: { items: [{ code: 'AE', name: 'United Arab Emirates' }] } })
    : handle(call);

const portListCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.url.startsWith(COMPANY_MASTERS_PATHS.ports));

describe('CompanyPortsPage', () => {
  it("lists the world's shipped ports beside its own; only its own offer Edit and Delete", async () => {
    const { calls } = mockFetch(routes(() => listPage([JEBEL_ALI, OWN_DEPOT])));
    renderDashboardPage(<CompanyPortsPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'Ports' });
    const shippedRow = (await within(table).findByText('Jebel Ali')).closest('tr') as HTMLElement;
    expect(within(shippedRow).getByText('Shipped')).toBeTruthy();
    expect(within(shippedRow).getByText('Sea port')).toBeTruthy();
    const ownRow = within(table).getByText('Oceanic Inland Depot').closest('tr') as HTMLElement;
    expect(within(ownRow).getByText('Own')).toBeTruthy();
    expect(within(ownRow).getByText('Dry port / ICD (custom point)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit AEJEA' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete AEJEA' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit AEQQQ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete AEQQQ' })).toBeTruthy();

    // The server searches and filters every port: the page only asks.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search ports'), 'jebel');
    await waitFor(() => expect(portListCalls(calls).at(-1)?.url).toContain('search=jebel'));
    await user.selectOptions(screen.getByLabelText('Source'), 'own');
    await waitFor(() => expect(portListCalls(calls).at(-1)?.url).toContain('origin=own'));
    await user.selectOptions(screen.getByLabelText('Type'), 'dry');
    await waitFor(() => {
      const url = portListCalls(calls).at(-1)?.url ?? '';
      expect(url).toContain('type=dry');
      expect(url).toContain('origin=own');
      expect(url).toContain('search=jebel');
    });
  });

  it('says how to add a port when nothing matches', async () => {
    mockFetch(routes(() => listPage([])));
    renderDashboardPage(<CompanyPortsPage />, [PERMISSIONS.businessAdmin]);
    await userEvent.setup().type(await screen.findByLabelText('Search ports'), 'atlantis');
    expect(
      await screen.findByText('No port matches. Add your own port or custom point with New port.'),
    ).toBeTruthy();
  });

  it('asks for the country of a new port before calling the server', async () => {
    const { calls } = mockFetch(routes(() => listPage([OWN_DEPOT])));
    renderDashboardPage(<CompanyPortsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New port' }));
    const dialog = await screen.findByRole('dialog', { name: 'New port' });
    await user.selectOptions(within(dialog).getByLabelText(/Type/), 'air');
    await user.type(within(dialog).getByLabelText(/Code/), 'dxbx');
    await user.type(within(dialog).getByLabelText(/Name/), 'Private strip');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
