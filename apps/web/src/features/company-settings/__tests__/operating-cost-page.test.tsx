import { COMPANY_SETTINGS_PATHS, PERMISSIONS, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { OperatingCostPage } from '../pages/operating-cost-page';

const CURRENCIES = [
  { code: 'AED', name: 'UAE Dirham', minorUnits: 2 },
  { code: 'USD', name: 'US Dollar', minorUnits: 2 },
];

describe('OperatingCostPage', () => {
  it('takes the currency from the picker, and says it saved only until the next edit', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(REFERENCE_DATA_PATHS.currencies)) {
        return json({ success: true, data: { items: CURRENCIES } });
      }
      if (call.method === 'PUT') return itemAnswer(call.body);
      return itemAnswer({ currency: null, costs: [] });
    });
    renderDashboardPage(<OperatingCostPage />, [PERMISSIONS.businessAdmin]);
    const currency = await screen.findByRole('combobox', { name: /^Currency/ });

    // Nothing chosen: the form says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Currency is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const user = userEvent.setup();
    await waitFor(() => expect(currency).toHaveProperty('disabled', false));
    await user.click(currency);
    await user.type(currency, 'Dirham');
    await user.click(await screen.findByRole('option', { name: 'AED — UAE Dirham', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operating cost settings saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: COMPANY_SETTINGS_PATHS.operatingCost,
      body: { currency: 'AED', costs: [] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(screen.queryByText('Operating cost settings saved.')).toBeNull());
  });
});
