import { CITY_LOOKUP_PATH, type KycDetails, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { emptyKycDetails, KycAddressesFields } from '../kyc-details-fields';

function AddressesForm() {
  const form = useForm<{ details: KycDetails }>({
    defaultValues: { details: emptyKycDetails('Blue Cargo') },
  });
  const address = form.watch('details.addresses.0');
  return (
    <>
      <KycAddressesFields form={form} />
      <p data-testid="address">{`${address.city}, ${address.countryCode}`}</p>
    </>
  );
}

describe('KYC address fields', () => {
  it("offers the cities of the row's country for the city, keeping the field 'City'", async () => {
    const { calls } = mockFetch((call) => {
      if (pathOf(call.url) === REFERENCE_DATA_PATHS.countries)
        return json({ success: true, data: { items: [{ code: 'DE', name: 'Germany' }] } });
      const search = paramsOf(call.url).search ?? '';
      const cities = [{ name: 'Hamburg', countryCode: 'DE' }].filter((c) =>
        c.name.toLowerCase().includes(search),
      );
      return json({ success: true, data: { items: cities } });
    });
    renderDashboardPage(<AddressesForm />);
    const user = userEvent.setup();
    const address = screen.getByRole('group', { name: 'Address 1' });
    const city = within(address).getByRole('combobox', { name: /^City/ });
    expect(city.getAttribute('placeholder')).toBe('Choose the country first');

    const country = within(address).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toHaveProperty('disabled', false));
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Germany (DE)', hidden: true }));
    await waitFor(() => expect(city.getAttribute('placeholder')).toBeNull());

    await user.type(city, 'ham');
    await user.click(await screen.findByRole('option', { name: 'Hamburg', hidden: true }));
    expect(screen.getByTestId('address').textContent).toBe('Hamburg, DE');
    const lookups = calls.filter((c) => pathOf(c.url) === CITY_LOOKUP_PATH);
    expect(lookups.every((c) => paramsOf(c.url).countryCode === 'DE')).toBe(true);
  });
});
