import { COMPANY_SETTINGS_PATHS, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { InvoiceSettingsPage } from '../pages/invoice-settings-page';

const DEFAULTS = { prefix: 'INV-', nextNumber: 1, taxRate: '0', paymentTermsDays: 30, footerText: '' };

const FILLED = { ...DEFAULTS, prefix: 'HZ/INV-', taxRate: '5', paymentTermsDays: 14 };

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

describe('InvoiceSettingsPage', () => {
  it('checks the form on the client before calling the server', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: DEFAULTS } }));
    renderDashboardPage(<InvoiceSettingsPage />, [PERMISSIONS.businessAdmin]);
    fireEvent.change(await screen.findByLabelText(/Tax rate/), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax rate must be between 0 and 100')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the whole form, the prefix in capitals, and shows a notice', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? json({ success: true, data: { item: FILLED } })
        : json({ success: true, data: { item: DEFAULTS } }),
    );
    renderDashboardPage(<InvoiceSettingsPage />, [PERMISSIONS.businessAdmin]);
    fireEvent.change(await screen.findByLabelText(/Prefix/), { target: { value: 'hz/inv-' } });
    fireEvent.change(screen.getByLabelText(/Tax rate/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Payment terms/), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice settings saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(COMPANY_SETTINGS_PATHS.invoice);
    expect(put?.body).toEqual(FILLED);
  });
});
