import { COMPANY_SETTINGS_PATHS, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { DoSettingsPage } from '../pages/do-settings-page';

const DEFAULTS = {
  prefix: 'DO-',
  nextNumber: 1,
  validityDays: 30,
  issuingOffice: '',
  signatoryName: '',
  signatoryDesignation: '',
  termsText: '',
  footerText: '',
};

const FILLED = {
  ...DEFAULTS,
  prefix: 'HZ/DO-',
  validityDays: 14,
  issuingOffice: 'Jebel Ali',
  signatoryName: 'Hugo Horizon',
  signatoryDesignation: 'Operations Manager',
};

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

describe('DoSettingsPage', () => {
  it('checks the form on the client before calling the server', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: DEFAULTS } }));
    renderDashboardPage(<DoSettingsPage />, [PERMISSIONS.businessAdmin]);
    const validity = await screen.findByLabelText(/Validity \(days\)/);
    fireEvent.change(validity, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validity must not exceed 365 days')).toBeTruthy();
    expect(screen.getByText('Issuing office is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the whole form and shows a notice', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? json({ success: true, data: { item: FILLED } })
        : json({ success: true, data: { item: DEFAULTS } }),
    );
    renderDashboardPage(<DoSettingsPage />, [PERMISSIONS.businessAdmin]);
    fireEvent.change(await screen.findByLabelText(/Prefix/), { target: { value: 'hz/do-' } });
    fireEvent.change(screen.getByLabelText(/Validity \(days\)/), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText(/Issuing office/), { target: { value: 'Jebel Ali' } });
    fireEvent.change(screen.getByLabelText(/Signatory name/), { target: { value: 'Hugo Horizon' } });
    fireEvent.change(screen.getByLabelText(/Signatory designation/), {
      target: { value: 'Operations Manager' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('DO settings saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(COMPANY_SETTINGS_PATHS.doSettings);
    expect(put?.body).toEqual(FILLED);
  });

  it('does not call the server without the Company Settings permissions', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: DEFAULTS } }));
    renderDashboardPage(<DoSettingsPage />, ['view-dashboard|Dashboard']);
    expect(await screen.findByText(/You do not have permission to open DO Settings/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
