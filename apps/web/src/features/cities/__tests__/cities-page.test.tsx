import { type City, COMPANY_MASTERS_PATHS, PERMISSIONS, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CitiesPage } from '../pages/cities-page';

const CITY: City = {
  id: 5,
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  name: 'Hatta',
  timeZone: 'Asia/Dubai',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('CitiesPage', () => {
  it('lists its cities and filters them by country', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith(REFERENCE_DATA_PATHS.countries)
        ? json({ success: true, data: { items: [{ code: 'AE', name: 'United Arab Emirates' }] } })
        : listPage([CITY]),
    );
    renderDashboardPage(<CitiesPage />, [PERMISSIONS.businessAdmin]);
    const table = await screen.findByRole('table', { name: 'Cities' });
    expect(await within(table).findByText('Hatta')).toBeTruthy();
    const user = userEvent.setup();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveProperty('disabled', false));
    await user.click(country);
    const listbox = document.getElementById(country.getAttribute('aria-controls') as string) as HTMLElement;
    await user.click(
      await within(listbox).findByRole('option', { name: 'United Arab Emirates (AE)', hidden: true }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith(COMPANY_MASTERS_PATHS.cities)).at(-1)?.url).toContain(
        'countryCode=AE',
      ),
    );
  });
});
