import { PERMISSIONS, REFERENCE_DATA_PATHS, TIER_PATHS, type Tier } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { TiersPage } from '../pages/tiers-page';

const GOLD: Tier = {
  id: 4,
  name: 'Gold',
  currency: 'USD',
  seaMarginType: 'percent',
  seaMargin: '12.50',
  seaMinMargin: '50.00',
  airMarginType: 'fixed',
  airMargin: '0.35',
  airMinMargin: null,
  remarks: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const CUSTOMERS = ['view-customers|Customers', 'create-customers|Customers', 'update-customers|Customers'];

/** The currency picker's list, then `handle` for the tier calls. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) =>
  call.url.startsWith(REFERENCE_DATA_PATHS.currencies)
    ? json({ success: true, data: { items: [{ code: 'EUR', name: 'Euro', minorUnits: 2 }] } })
    : handle(call);

/** A text box of the form by its accessible name (the required asterisk is not part of it). */
const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('TiersPage', () => {
  it('lists tiers with their currency, margins and minimums, page 1 of 10 by name', async () => {
    const { calls } = mockFetch(routes(() => listPage([GOLD])));
    renderDashboardPage(<TiersPage />, CUSTOMERS);
    const table = await screen.findByRole('table', { name: 'Tiers' });
    const row = (await within(table).findByText('Gold')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12.50 %')).toBeTruthy();
    expect(within(row).getByText('USD 0.35 per kg')).toBeTruthy();
    expect(within(row).getByText('Sea USD 50.00 · Air —')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith(TIER_PATHS.list))?.url).toBe(
      `${TIER_PATHS.list}?page=1&pageSize=10&sort=name&order=asc`,
    );
    // Sales may not delete tiers: the server would refuse it.
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('checks the form on the client, then creates a tier and shows a name conflict under the name', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'POST'
          ? fieldErrors(409, 'Conflict', 'A tier with this name exists already', {
              name: 'A tier with this name exists already',
            })
          : listPage([]),
      ),
    );
    renderDashboardPage(<TiersPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tier' });
    await user.type(box(dialog, 'Sea margin'), '1500');
    await user.type(box(dialog, 'Air margin'), '0.355');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Sea margin must not exceed 1000%')).toBeTruthy();
    expect(within(dialog).getByText('Air margin must be a number ≥ 0 with at most 2 decimals')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(box(dialog, 'Name'), 'Gold');
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveProperty('disabled', false));
    await user.click(currency);
    const listbox = document.getElementById(currency.getAttribute('aria-controls') as string) as HTMLElement;
    await user.click(await within(listbox).findByRole('option', { name: 'EUR — Euro', hidden: true }));
    await user.clear(box(dialog, 'Sea margin'));
    await user.type(box(dialog, 'Sea margin'), '12.5');
    await user.type(box(dialog, 'Sea minimum margin'), '50');
    await user.selectOptions(within(dialog).getByLabelText('Air margin type'), 'fixed');
    await user.clear(box(dialog, 'Air margin'));
    await user.type(box(dialog, 'Air margin'), '0.35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tier with this name exists already')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Gold',
      currency: 'EUR',
      seaMarginType: 'percent',
      seaMargin: '12.5',
      seaMinMargin: '50',
      airMarginType: 'fixed',
      airMargin: '0.35',
      airMinMargin: null,
      remarks: '',
    });
  });

  it('edits a tier from its row, starting from its values', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'PUT' ? itemAnswer({ ...GOLD, seaMargin: '15.00' }) : listPage([GOLD]),
      ),
    );
    renderDashboardPage(<TiersPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tier' });
    const sea = box(dialog, 'Sea margin');
    expect(sea).toHaveProperty('value', '12.50');
    await user.clear(sea);
    await user.type(sea, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${TIER_PATHS.list}/4`);
    expect(put?.body).toMatchObject({
      name: 'Gold',
      seaMargin: '15',
      seaMinMargin: '50.00',
      airMinMargin: null,
    });
  });

  it('says so to a user without the Customers permissions', async () => {
    mockFetch(() => listPage([]));
    renderDashboardPage(<TiersPage />, ['view-masters|Masters']);
    expect(await screen.findByText('You do not have permission to open Tiers.')).toBeTruthy();
  });
});
