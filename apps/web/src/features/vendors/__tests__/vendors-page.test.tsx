import {
  MESSAGES,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
  VENDOR_PATHS,
  type Vendor,
  type VendorSearchResult,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { VendorsPage } from '../pages/vendors-page';

const SWIFT: Vendor = {
  id: 3,
  kind: 'registered',
  vendorCompanyId: 40,
  name: 'Swift Carriers',
  contactName: null,
  contactEmail: 'pricing@swift.example',
  modes: ['air', 'sea'],
  remarks: 'Main agent',
  countryCode: 'AE',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const HARBOUR: Vendor = {
  id: 4,
  kind: 'email',
  vendorCompanyId: null,
  name: 'Harbour Trucking',
  contactName: 'Hana Harbour',
  contactEmail: 'rates@harbour.test',
  modes: ['sea'],
  remarks: null,
  countryCode: null,
  createdAt: '2026-01-06T10:00:00.000Z',
};
const GULF: VendorSearchResult = {
  companyId: 41,
  name: 'Gulf Air Agents',
  countryCode: 'AE',
  modes: ['air'],
  lanes: [{ originCountryCode: 'AE', destinationCountryCode: 'IN' }],
  description: 'Dubai air freight',
  isInMyList: false,
};

const ADMIN = [PERMISSIONS.businessAdmin];
const isList = (call: MockCall) => pathOf(call.url) === VENDOR_PATHS.list && call.method === 'GET';

/** The countries the pickers list, the search, then `handle` for the list's calls. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.url.startsWith(REFERENCE_DATA_PATHS.countries)) {
    return json({ success: true, data: { items: [{ code: 'AE', name: 'United Arab Emirates' }] } });
  }
  if (pathOf(call.url) === VENDOR_PATHS.search)
    return listPage([GULF, { ...GULF, companyId: 40, name: 'Swift Carriers', isInMyList: true }]);
  return handle(call);
};

describe('VendorsPage', () => {
  it('lists registered and e-mail vendors, page 1 of 10 by name, and filters by kind', async () => {
    const { calls } = mockFetch(routes(() => listPage([SWIFT, HARBOUR])));
    renderDashboardPage(<VendorsPage />, ADMIN);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const swift = (await within(table).findByText('Swift Carriers')).closest('tr') as HTMLElement;
    expect(within(swift).getByText('Registered')).toBeTruthy();
    expect(within(swift).getByText('Air, Sea')).toBeTruthy();
    expect(within(swift).getByText('AE')).toBeTruthy();
    const harbour = within(table).getByText('Harbour Trucking').closest('tr') as HTMLElement;
    expect(within(harbour).getByText('By e-mail')).toBeTruthy();
    expect(within(harbour).getByText('rates@harbour.test')).toBeTruthy();
    expect(paramsOf(calls.filter(isList)[0]?.url ?? '')).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'name',
      order: 'asc',
    });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'email');
    await waitFor(() => expect(paramsOf(calls.filter(isList).at(-1)?.url ?? '').kind).toBe('email'));
    await user.selectOptions(screen.getByLabelText('Mode'), 'air');
    await waitFor(() =>
      expect(paramsOf(calls.filter(isList).at(-1)?.url ?? '')).toMatchObject({ kind: 'email', mode: 'air' }),
    );
  });

  it('shows an empty list with both ways to add a vendor', async () => {
    mockFetch(routes(() => listPage([])));
    renderDashboardPage(<VendorsPage />, ADMIN);
    expect(await screen.findByText('No vendors yet. Add a registered vendor or one by e-mail.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add registered vendor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add vendor by e-mail' })).toBeTruthy();
  });

  it('adds a vendor by e-mail, checking the form first and showing a duplicate e-mail under its field', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'POST'
          ? fieldErrors(409, 'Conflict', 'A vendor with this e-mail is already in your list', {
              contactEmail: 'A vendor with this e-mail is already in your list',
            })
          : listPage([]),
      ),
    );
    renderDashboardPage(<VendorsPage />, ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add vendor by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor by e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one mode')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harbour Trucking');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact e-mail' }), 'rates@harbour.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sea' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A vendor with this e-mail is already in your list')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'email',
      name: 'Harbour Trucking',
      contactName: '',
      contactEmail: 'rates@harbour.test',
      modes: ['sea'],
      remarks: '',
    });
  });

  it('edits a registered vendor: only its modes and remarks', async () => {
    const { calls } = mockFetch(
      routes((call) => (call.method === 'PUT' ? itemAnswer(SWIFT) : listPage([SWIFT]))),
    );
    renderDashboardPage(<VendorsPage />, ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Swift Carriers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vendor' });
    expect(within(dialog).getByText('Swift Carriers — pricing@swift.example')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Air' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${VENDOR_PATHS.list}/3`);
    expect(put?.body).toEqual({
      kind: 'registered',
      vendorCompanyId: 40,
      modes: ['sea'],
      remarks: 'Main agent',
    });
  });

  it('removes a vendor after confirmation', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'DELETE'
          ? json({ success: true, message: MESSAGES.deleteSuccess })
          : listPage([HARBOUR]),
      ),
    );
    renderDashboardPage(<VendorsPage />, ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Harbour Trucking' }));
    expect(await screen.findByText("Remove 'Harbour Trucking' from your vendors?")).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${VENDOR_PATHS.list}/4`));
  });

  it('finds registered vendors by mode and adds one; those in the list say so', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'POST' ? itemAnswer({ ...SWIFT, id: 9, name: GULF.name }, 201) : listPage([]),
      ),
    );
    renderDashboardPage(<VendorsPage />, ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add registered vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add registered vendor' });
    const results = await within(dialog).findByRole('table', { name: 'Registered vendors' });
    const swift = (await within(results).findByText('Swift Carriers')).closest('tr') as HTMLElement;
    expect(within(swift).getByText('In your list')).toBeTruthy();
    expect(within(swift).queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(within(swift).getByText('AE → IN')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'air');
    await waitFor(() =>
      expect(
        paramsOf(calls.filter((c) => pathOf(c.url) === VENDOR_PATHS.search).at(-1)?.url ?? '').mode,
      ).toBe('air'),
    );
    await user.click(within(results).getByRole('button', { name: 'Add Gulf Air Agents' }));
    expect(await screen.findByText('Gulf Air Agents has been added to your vendors.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'registered',
      vendorCompanyId: 41,
      modes: ['air'],
    });
  });

  it('tells a user without the Vendors permissions that the page is closed', async () => {
    mockFetch(routes(() => listPage([])));
    renderDashboardPage(<VendorsPage />, ['view-sales|Sales']);
    expect(await screen.findByText('You do not have permission to open Vendors.')).toBeTruthy();
  });
});
