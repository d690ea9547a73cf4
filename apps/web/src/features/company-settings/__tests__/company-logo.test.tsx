import { COMPANY_SETTINGS_PATHS, type CompanyBasicSettings, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { mockFetch } from '../../../test/fetch-mock';
import { fileAnswer, pickedFile, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CompanyLogo } from '../components/company-logo';
import { BasicSettingsPage } from '../pages/basic-settings-page';

const LOGO = storedFile({ id: 11, collection: 'CL', originalName: 'logo.png', contentType: 'image/png' });

const settingsWith = (logo: typeof LOGO | null) =>
  ({
    legalName: 'Horizon Logistics',
    shortName: 'horizon',
    logoFileId: logo?.id ?? null,
    registrationDocumentFileId: null,
    taxDocumentFileId: null,
    documents: { CL: logo, CRD: null, TD: null },
    addressLine1: null,
    addressLine2: null,
    city: null,
    postalCode: null,
    countryCode: null,
    contactEmail: null,
    phone: null,
    baseCurrency: null,
    timeZone: null,
    taxRegistrationNumber: null,
    hasCompleteCompanySetting: false,
  }) satisfies CompanyBasicSettings;

describe('CompanyLogo in the dashboard header', () => {
  it("shows the company's logo from its bytes", async () => {
    const { calls } = mockFetch((call) =>
      call.url === LOGO.downloadUrl ? fileAnswer('image/png') : itemAnswer(settingsWith(LOGO)),
    );
    renderDashboardPage(<CompanyLogo />, [PERMISSIONS.businessAdmin]);
    const logo = await screen.findByRole('img', { name: 'Horizon Logistics logo' });
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    expect(calls.map((c) => c.url)).toEqual([COMPANY_SETTINGS_PATHS.basic, LOGO.downloadUrl]);
  });

  it('follows an upload on the settings page without another read of the settings', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'PUT') return itemAnswer(settingsWith(LOGO));
      return call.url === LOGO.downloadUrl ? fileAnswer('image/png') : itemAnswer(settingsWith(null));
    });
    renderDashboardPage(
      <>
        <header>
          <CompanyLogo />
        </header>
        <BasicSettingsPage />
      </>,
      [PERMISSIONS.businessAdmin],
    );
    const input = await screen.findByLabelText('Company logo file');
    expect(screen.queryByRole('img', { name: 'Horizon Logistics logo' })).toBeNull();
    fireEvent.change(input, { target: { files: [pickedFile('logo.png', 'image/png')] } });
    expect(await screen.findByRole('img', { name: 'Horizon Logistics logo' })).toBeTruthy();
    expect(calls.filter((c) => c.url === COMPANY_SETTINGS_PATHS.basic)).toHaveLength(1);
  });

  it('asks nothing for a user who may not read the company settings', () => {
    const { calls } = mockFetch(() => itemAnswer(settingsWith(LOGO)));
    // Effects (and so a query's fetch) run inside render's act().
    const { container } = renderDashboardPage(<CompanyLogo />, ['view-dashboard|Dashboard']);
    expect(container.querySelector('img')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
