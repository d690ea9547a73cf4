import { CITY_LOOKUP_PATH, type CityOption } from '@fastforward/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CityPicker } from '../city-picker';

const answer = (items: CityOption[]) => json({ success: true, data: { items } });

function CityField({ countryCode }: { countryCode: string }) {
  const [city, setCity] = useState('');
  return (
    <>
      <CityPicker label="City" countryCode={countryCode} value={city} onChange={setCity} />
      <p data-testid="chosen">{city || 'none'}</p>
    </>
  );
}

const lookups = (calls: MockCall[]) => calls.filter((c) => pathOf(c.url) === CITY_LOOKUP_PATH);

describe('city picker', () => {
  it("offers the chosen country's cities as the user types, asked without a bearer", async () => {
    const { calls } = mockFetch((call) =>
      paramsOf(call.url).search === 'ham'
        ? answer([
            { name: 'Hamburg', countryCode: 'DE' },
            { name: 'Hamburg', countryCode: 'DE' },
            { name: 'Hamm', countryCode: 'DE' },
          ])
        : answer([]),
    );
    renderDashboardPage(<CityField countryCode="DE" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'ham');
    const option = await screen.findByRole('option', { name: 'Hamburg', hidden: true });
    // Two towns of one name are offered once.
    expect(screen.getAllByRole('option', { name: 'Hamburg', hidden: true })).toHaveLength(1);
    const asked = lookups(calls);
    expect(paramsOf(asked.at(-1)?.url ?? '')).toEqual({ countryCode: 'DE', search: 'ham' });
    // The debounce spares a request per keystroke.
    expect(asked.some((c) => paramsOf(c.url).search === 'ha')).toBe(false);
    // The session is signed in, yet the public lookup carries no bearer.
    expect(asked.every((c) => c.headers.Authorization === undefined)).toBe(true);
    await user.click(option);
    expect(screen.getByTestId('chosen').textContent).toBe('Hamburg');
  });

  it('keeps a name the list does not have', async () => {
    mockFetch(() => answer([]));
    renderDashboardPage(<CityField countryCode="DE" />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'City' }), 'Kleinkleckersdorf');
    expect(screen.getByTestId('chosen').textContent).toBe('Kleinkleckersdorf');
  });

  it('asks nothing before a country is chosen, and says to choose it first', async () => {
    const { calls } = mockFetch(() => answer([{ name: 'Hamburg', countryCode: 'DE' }]));
    renderDashboardPage(<CityField countryCode="" />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input.getAttribute('placeholder')).toBe('Choose the country first');
    await userEvent.setup().type(input, 'Ham');
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('Ham'));
    expect(lookups(calls)).toEqual([]);
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
  });
});
