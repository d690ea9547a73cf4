import { COMPANY_MASTERS_PATHS, PERMISSIONS, type ShippingLine } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ShippingLinesPage } from '../pages/shipping-lines-page';

const line = (id: number, name: string, isCompanyOwned: boolean): ShippingLine => ({
  id,
  name,
  shippingMode: 'sea',
  scacCode: isCompanyOwned ? null : 'MAEU',
  iataCode: null,
  iataPrefix: null,
  isCompanyOwned,
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('ShippingLinesPage', () => {
  it('lists shipped and own lines; only its own offer Edit and Delete', async () => {
    const { calls } = mockFetch(() => listPage([line(1, 'Maersk', false), line(2, 'Gulf Feeder', true)]));
    renderDashboardPage(<ShippingLinesPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'Shipping Lines' });
    expect(await within(table).findByText('Shipped')).toBeTruthy();
    expect(within(table).getByText('MAEU')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Maersk' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Maersk' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Gulf Feeder' })).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Source'), 'own');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('origin=own'));
  });

  it('sends an airline without the SCAC typed before switching the mode', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? json({ success: true, data: { item: line(3, 'Gulf Air', true) } }, 201)
        : listPage([]),
    );
    renderDashboardPage(<ShippingLinesPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New shipping line' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping line' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Gulf Air Cargo');
    await user.type(within(dialog).getByLabelText('SCAC'), 'gfsl');
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'air');
    await user.type(within(dialog).getByLabelText('IATA code'), 'gf');
    await user.type(within(dialog).getByLabelText('IATA prefix'), '072');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: COMPANY_MASTERS_PATHS.shippingLines,
      body: { name: 'Gulf Air Cargo', shippingMode: 'air', iataCode: 'GF', iataPrefix: '072' },
    });
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('scacCode');
  });
});
