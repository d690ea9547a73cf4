import {
  COMPANY_SETTINGS_PATHS,
  type CompanyBasicSettings,
  PERMISSIONS,
  REFERENCE_DATA_PATHS,
  STORAGE_KEYS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BasicSettingsPage } from '../pages/basic-settings-page';

/** Horizon as registration left it: its country, phone and e-mail, nothing else yet. */
const SETTINGS: CompanyBasicSettings = {
  legalName: 'Horizon Logistics',
  shortName: 'horizon',
  logoFileId: null,
  registrationDocumentFileId: null,
  taxDocumentFileId: null,
  documents: { CL: null, CRD: null, TD: null },
  addressLine1: null,
  addressLine2: null,
  city: null,
  postalCode: null,
  countryCode: 'SG',
  contactEmail: 'ops@horizon.example',
  phone: '+65 6555 0100',
  baseCurrency: null,
  timeZone: null,
  taxRegistrationNumber: null,
  hasCompleteCompanySetting: false,
};

const REFERENCE: Record<string, unknown[]> = {
  [REFERENCE_DATA_PATHS.countries]: [
    { code: 'SG', name: 'Singapore' },
    { code: 'AE', name: 'United Arab Emirates' },
  ],
  [REFERENCE_DATA_PATHS.currencies]: [
    { code: 'AED', name: 'UAE Dirham', minorUnits: 2 },
    { code: 'SGD', name: 'Singapore Dollar', minorUnits: 2 },
  ],
  [REFERENCE_DATA_PATHS.timeZones]: [
    { code: 'Asia/Dubai', name: 'Asia/Dubai' },
    { code: 'Asia/Singapore', name: 'Asia/Singapore' },
  ],
};

/** The settings GET, the pickers' lists, and `put` for the save. */
function server(put: (call: MockCall) => Response = (call) => itemAnswer(saved(call))) {
  return mockFetch((call) => {
    const list = REFERENCE[call.url.split('?')[0] ?? ''];
    if (list) return json({ success: true, data: { items: list } });
    if (call.method === 'PUT') return put(call);
    return itemAnswer(SETTINGS);
  });
}

/** What the server stores for a PUT: the body, with empty optional fields as null. */
const saved = (call: MockCall) => {
  const body = call.body as Record<string, string>;
  const item = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === '' ? null : v]));
  return { ...SETTINGS, ...item, hasCompleteCompanySetting: true };
};

const renderPage = (permissions: string[] = [PERMISSIONS.companySetting, PERMISSIONS.basicSettings]) => {
  localStorage.setItem(STORAGE_KEYS.hasCompleteCompanySetting, 'false');
  return renderDashboardPage(<BasicSettingsPage />, permissions);
};

/** Labels carry the required asterisk after their text. */
const input = (text: string) => screen.getByLabelText(new RegExp(`^${text}`), { selector: 'input' });

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  search: string,
  option: string,
) {
  const picker = screen.getByRole('combobox', { name: new RegExp(`^${field}`) });
  await waitFor(() => expect(picker).toHaveProperty('disabled', false));
  await user.click(picker);
  await user.clear(picker);
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const fillAddress = () => {
  fireEvent.change(input('Address line 1'), { target: { value: '1 Harbourfront Walk' } });
  fireEvent.change(input('City'), { target: { value: 'Singapore' } });
};

const SAVED_TEXT = 'Basic settings saved. The company setup is complete.';

describe('BasicSettingsPage', () => {
  it('starts from what registration gave, with the country shown by name in its picker', async () => {
    server();
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveProperty('value', 'Singapore (SG)'),
    );
    expect(input('Phone')).toHaveProperty('value', '+65 6555 0100');
  });

  it('tells an unfinished form what is missing, sends nothing and says nothing of a save', async () => {
    const { calls } = server();
    renderPage();
    await screen.findByRole('combobox', { name: /^Country/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address line 1 is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('Base currency is required')).toBeTruthy();
    expect(screen.getByText('Time zone is required')).toBeTruthy();
    expect(screen.queryByText(SAVED_TEXT)).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the codes chosen in the pickers, and the notice goes with the next edit', async () => {
    const { calls } = server();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Country/ });
    fillAddress();
    await choose(user, 'Country', 'United Arab', 'United Arab Emirates (AE)');
    await choose(user, 'Base currency', 'AED', 'AED — UAE Dirham');
    await choose(user, 'Time zone', 'Dubai', 'Asia/Dubai');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(COMPANY_SETTINGS_PATHS.basic);
    expect(put?.body).toMatchObject({ countryCode: 'AE', baseCurrency: 'AED', timeZone: 'Asia/Dubai' });
    expect(localStorage.getItem(STORAGE_KEYS.hasCompleteCompanySetting)).toBe('true');

    fireEvent.change(input('City'), { target: { value: 'Dubai' } });
    await waitFor(() => expect(screen.queryByText(SAVED_TEXT)).toBeNull());
  });

  it('never shows the notice beside an error: a refused save after a good one clears it', async () => {
    server();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Country/ });
    fillAddress();
    await choose(user, 'Base currency', 'SGD', 'SGD — Singapore Dollar');
    await choose(user, 'Time zone', 'Singapore', 'Asia/Singapore');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();

    fireEvent.change(input('Contact e-mail'), { target: { value: 'not-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.queryByText(SAVED_TEXT)).toBeNull();
  });

  it('shows the server field error under its field, without a notice', async () => {
    const { calls } = server(() =>
      fieldErrors(409, 'Conflict', 'This short name is already taken', {
        shortName: 'This short name is already taken',
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Country/ });
    fillAddress();
    await choose(user, 'Base currency', 'SGD', 'SGD — Singapore Dollar');
    await choose(user, 'Time zone', 'Singapore', 'Asia/Singapore');
    fireEvent.change(input('Short name'), { target: { value: 'oceanic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This short name is already taken')).toBeTruthy();
    expect(input('Short name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      shortName: 'oceanic',
      postalCode: '',
    });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
    expect(screen.queryByText(SAVED_TEXT)).toBeNull();
  });

  it('does not call the server for a user without the settings permissions', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: SETTINGS } }));
    renderPage(['view-dashboard|Dashboard']);
    expect(await screen.findByText(/You do not have permission/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
