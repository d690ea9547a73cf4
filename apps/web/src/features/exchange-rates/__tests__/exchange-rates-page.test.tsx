import {
  COMPANY_MASTERS_PATHS,
  type ExchangeRate,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ExchangeRatesPage } from '../pages/exchange-rates-page';

const RATE: ExchangeRate = {
  id: 1,
  currencyCode: 'USD',
  currencyName: 'US Dollar',
  rate: '3.6725',
  validFrom: '2026-01-01',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('ExchangeRatesPage', () => {
  it('lists rates newest first and adds one for a chosen currency', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(REFERENCE_DATA_PATHS.currencies)) {
        return json({ success: true, data: { items: [{ code: 'EUR', name: 'Euro', minorUnits: 2 }] } });
      }
      return call.method === 'POST' ? json({ success: true, data: { item: RATE } }, 201) : listPage([RATE]);
    });
    renderDashboardPage(<ExchangeRatesPage />, [PERMISSIONS.businessAdmin]);
    expect(await screen.findByText('USD — US Dollar')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith(COMPANY_MASTERS_PATHS.exchangeRates))?.url).toBe(
      `${COMPANY_MASTERS_PATHS.exchangeRates}?page=1&pageSize=10&sort=validFrom&order=desc`,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New exchange rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exchange rate' });
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveProperty('disabled', false));
    await user.click(currency);
    const listbox = document.getElementById(currency.getAttribute('aria-controls') as string) as HTMLElement;
    await user.click(await within(listbox).findByRole('option', { name: 'EUR — Euro', hidden: true }));
    await user.type(within(dialog).getByLabelText(/Rate/), '0');
    await user.type(within(dialog).getByLabelText(/Valid from/), '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rate must be greater than 0')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Rate/));
    await user.type(within(dialog).getByLabelText(/Rate/), '4.0125');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      currencyCode: 'EUR',
      rate: '4.0125',
      validFrom: '2026-02-01',
    });
  });
});
