import { type PortOption, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCountries } from '../../../lib/reference-data';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ContainerSizePicker } from '../container-size-picker';
import { flagOf } from '../flag';
import { PortPicker } from '../port-picker';

const rotterdam: PortOption = {
  id: 11,
  type: 'sea',
  code: 'NLRTM',
  name: 'Rotterdam',
  city: 'Rotterdam',
  countryCode: 'NL',
  isCompanyPort: false,
};

function PortField() {
  const [port, setPort] = useState<PortOption | null>(null);
  return (
    <>
      <PortPicker label="Port of loading" value={port} onChange={setPort} />
      <p data-testid="chosen">{port?.code ?? 'none'}</p>
    </>
  );
}

describe('port picker', () => {
  it('asks the server as the user types and returns the chosen port', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { items: [rotterdam] } }));
    renderDashboardPage(<PortField />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Port of loading' }), 'rott');
    const option = await screen.findByRole('option', { name: /NLRTM — Rotterdam, NL/, hidden: true });
    expect(calls.filter((c) => c.url.startsWith(REFERENCE_DATA_PATHS.portSearch)).at(-1)?.url).toContain(
      'q=rott',
    );
    await user.click(option);
    expect(screen.getByTestId('chosen').textContent).toBe('NLRTM');
  });

  it('writes a flag for a country code', () => {
    expect(flagOf('nl')).toBe('🇳🇱');
    expect(flagOf('XYZ')).toBe('');
  });
});

describe('container size picker', () => {
  it('groups the sizes under their SPEC categories with ISO codes', async () => {
    mockFetch(() =>
      json({
        success: true,
        data: {
          items: [
            {
              id: 1,
              code: 'REG',
              name: 'Regular Sized',
              containerSizes: [{ id: 5, size: "20' Standard", isoCode: '22G1', isReefer: false }],
            },
            {
              id: 2,
              code: 'FRZ',
              name: 'Reefer Equipment',
              containerSizes: [{ id: 9, size: "40' Reefer High Cube", isoCode: '45R1', isReefer: true }],
            },
          ],
        },
      }),
    );
    renderDashboardPage(<ContainerSizePicker label="Container size" />);
    const input = screen.getByRole('combobox', { name: 'Container size' });
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    await userEvent.setup().click(input);
    expect(await screen.findByText('Reefer Equipment')).toBeTruthy();
    expect(screen.getByRole('option', { name: "40' Reefer High Cube (45R1)", hidden: true })).toBeTruthy();
  });
});

function CountryState() {
  const countries = useCountries();
  return (
    <p data-testid="state">
      {countries.state}:{countries.error ? 'stored' : 'none'}
    </p>
  );
}

describe('reference-data layer', () => {
  it('stores a failure as the error state without a dialog (SPEC §8)', async () => {
    mockFetch(() => json({ success: false, message: 'down' }, 503));
    renderDashboardPage(<CountryState />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error:stored'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
