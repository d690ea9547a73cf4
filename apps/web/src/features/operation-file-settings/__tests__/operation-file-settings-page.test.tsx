import { OPERATION_FILE_SETTINGS_PATH, type OperationFileSettings, PERMISSIONS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { deferred, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { OperationFileSettingsPage } from '../pages/operation-file-settings-page';

const DEFAULTS: OperationFileSettings = { requiredCodes: [], isDefault: true };
const SAVED: OperationFileSettings = { requiredCodes: ['CRD', 'TD', 'CI'], isDefault: false };

const group = (name: string) => screen.findByRole('group', { name });

describe('OperationFileSettingsPage', () => {
  it('groups the KYC documents and the shipment documents, the saved ones ticked', async () => {
    mockFetch(() => itemAnswer(SAVED));
    renderDashboardPage(<OperationFileSettingsPage />, [PERMISSIONS.businessAdmin]);
    const kyc = await group('Company documents (KYC)');
    expect(
      within(kyc)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['CL', 'CRD', 'BDD', 'TD']);
    expect(within(kyc).getByRole('checkbox', { name: 'Company registration document' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(kyc).getByRole('checkbox', { name: 'Company logo' })).toHaveProperty('checked', false);
    const shipment = await group('Shipment documents');
    expect(within(shipment).getByRole('checkbox', { name: 'COMMERCIAL INVOICE' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(shipment).queryByRole('checkbox', { name: 'OTHER' })).toBeNull();
  });

  it('saves the ticked codes of both groups and says so only after the save', async () => {
    const held = deferred<Response>();
    const { calls } = mockFetch((call) => (call.method === 'PUT' ? held.promise : itemAnswer(DEFAULTS)));
    renderDashboardPage(<OperationFileSettingsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    expect(await screen.findByText('Not saved yet: no document is required.')).toBeTruthy();
    await user.click(
      within(await group('Shipment documents')).getByRole('checkbox', { name: 'PURCHASE ORDER' }),
    );
    await user.click(
      within(await group('Company documents (KYC)')).getByRole('checkbox', { name: 'Tax document' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByText('Operation file settings saved.')).toBeNull();
    held.resolve(itemAnswer({ requiredCodes: ['TD', 'PO'], isDefault: false }));
    expect(await screen.findByText('Operation file settings saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(OPERATION_FILE_SETTINGS_PATH);
    expect(put?.body).toEqual({ requiredCodes: ['TD', 'PO'] });
  });

  it('shows a viewer the settings without a save', async () => {
    mockFetch(() => itemAnswer(SAVED));
    renderDashboardPage(<OperationFileSettingsPage />, ['view-company-settings|Company Settings']);
    const kyc = await group('Company documents (KYC)');
    expect(within(kyc).getByRole('checkbox', { name: 'Tax document' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('is closed to the basic-settings permissions alone', async () => {
    const { calls } = mockFetch(() => itemAnswer(DEFAULTS));
    renderDashboardPage(<OperationFileSettingsPage />, [
      PERMISSIONS.companySetting,
      PERMISSIONS.basicSettings,
    ]);
    expect(await screen.findByText('You do not have permission to open Operation Files.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
