import { API_PATHS, type CompanyBasicSettings, type MyProfile, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { mockFetch } from '../../../test/fetch-mock';
import { fileAnswer, pickedFile, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BasicSettingsPage } from '../../company-settings/pages/basic-settings-page';
import { CompanyLogo } from '../components/company-logo';

const LOGO = storedFile({ id: 11, collection: 'CL', originalName: 'logo.png', contentType: 'image/png' });

const profileWith = (logo: typeof LOGO | null): MyProfile => ({
  id: 5,
  username: 'horizon.docs',
  email: 'docs@horizon.example',
  fullName: 'Dana Docs',
  company: { id: 3, name: 'Horizon Logistics', categoryCode: 'CAT_FFD', logo },
  roles: [],
  permissions: [],
});

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
  it("shows the company's logo to a colleague without settings permissions", async () => {
    const { calls } = mockFetch((call) =>
      call.url === LOGO.downloadUrl ? fileAnswer('image/png') : itemAnswer(profileWith(LOGO)),
    );
    renderDashboardPage(<CompanyLogo />, ['view-dashboard|Dashboard']);
    const logo = await screen.findByRole('img', { name: 'Horizon Logistics logo' });
    expect(logo.getAttribute('src')).toMatch(/^blob:/);
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.myProfile, LOGO.downloadUrl]);
  });

  it('shows nothing while the company has no logo', async () => {
    const { calls } = mockFetch(() => itemAnswer(profileWith(null)));
    const { container } = renderDashboardPage(<CompanyLogo />, ['view-dashboard|Dashboard']);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([API_PATHS.myProfile]));
    expect(container.querySelector('img')).toBeNull();
  });

  it('follows an upload on the settings page', async () => {
    let uploaded = false;
    mockFetch((call) => {
      if (call.method === 'PUT') {
        uploaded = true;
        return itemAnswer(settingsWith(LOGO));
      }
      if (call.url === LOGO.downloadUrl) return fileAnswer('image/png');
      if (call.url === API_PATHS.myProfile) return itemAnswer(profileWith(uploaded ? LOGO : null));
      return itemAnswer(settingsWith(null));
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
  });
});
