import { COMPANY_SETTINGS_PATHS, PERMISSIONS, STORAGE_KEYS } from '@fastforward/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BasicSettingsPage } from '../pages/basic-settings-page';

const SETTINGS = {
  legalName: 'Horizon Logistics',
  shortName: 'horizon',
  logoFileId: null,
  registrationDocumentFileId: null,
  taxDocumentFileId: null,
  documents: { CL: null, CRD: null, TD: null },
  addressLine1: '12 Creek Road',
  addressLine2: null,
  city: 'Dubai',
  postalCode: null,
  countryCode: 'AE',
  contactEmail: 'ops@horizon.example',
  phone: null,
  baseCurrency: 'AED',
  timeZone: null,
  taxRegistrationNumber: null,
  hasCompleteCompanySetting: false,
};

const renderPage = (permissions: string[] = [PERMISSIONS.companySetting, PERMISSIONS.basicSettings]) => {
  localStorage.setItem(STORAGE_KEYS.hasCompleteCompanySetting, 'false');
  return renderDashboardPage(<BasicSettingsPage />, permissions);
};

describe('BasicSettingsPage', () => {
  it('checks formats on the client before calling the server', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: SETTINGS } }));
    renderPage();
    const zone = await screen.findByLabelText(/Time zone/);
    fireEvent.change(zone, { target: { value: 'Mars/Olympus' } });
    fireEvent.change(screen.getByLabelText(/Country/), { target: { value: '1A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a valid IANA time zone, e.g. Asia/Dubai')).toBeTruthy();
    expect(screen.getByText('Country must be a 2-letter ISO code, e.g. AE')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server field error under its field', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? fieldErrors(409, 'Conflict', 'This short name is already taken', {
            shortName: 'This short name is already taken',
          })
        : json({ success: true, data: { item: SETTINGS } }),
    );
    renderPage();
    const shortName = await screen.findByLabelText(/Short name/);
    fireEvent.change(shortName, { target: { value: 'oceanic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This short name is already taken')).toBeTruthy();
    expect(screen.getByLabelText(/Short name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ shortName: 'oceanic', phone: '' });
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('saves, shows a notice and stores the completed-setup flag', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? json({
            success: true,
            data: { item: { ...SETTINGS, timeZone: 'Asia/Dubai', hasCompleteCompanySetting: true } },
          })
        : json({ success: true, data: { item: SETTINGS } }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Time zone/), { target: { value: 'Asia/Dubai' } });
    fireEvent.change(screen.getByLabelText(/Base currency/), { target: { value: 'aed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Basic settings saved. The company setup is complete.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(COMPANY_SETTINGS_PATHS.basic);
    expect(put?.body).toMatchObject({ timeZone: 'Asia/Dubai', baseCurrency: 'AED' });
    expect(localStorage.getItem(STORAGE_KEYS.hasCompleteCompanySetting)).toBe('true');
  });

  it('does not call the server for a user without the settings permissions', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: SETTINGS } }));
    renderPage(['view-dashboard|Dashboard']);
    expect(await screen.findByText(/You do not have permission/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
