import {
  JOB_PATHS,
  OPERATION_FILE_SETTINGS_PATH,
  type OperationFileSettings,
  PERMISSIONS,
  SHIPMENT_GUARD,
  SHIPMENT_GUARDS,
  type ShipmentGuardSettings,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { deferred, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { OperationFileSettingsPage } from '../pages/operation-file-settings-page';

const DEFAULTS: OperationFileSettings = { requiredCodes: [], isDefault: true };
const SAVED: OperationFileSettings = { requiredCodes: ['CRD', 'TD', 'CI'], isDefault: false };

const GUARDS: ShipmentGuardSettings = {
  guards: SHIPMENT_GUARDS.map((status) => ({
    status,
    needs: SHIPMENT_GUARD[status],
    relaxed: status === 'DORE',
    relaxedBy: status === 'DORE' ? { id: 3, fullName: 'Ada Admin' } : null,
    relaxedAt: status === 'DORE' ? '2026-12-01T09:00:00.000Z' : null,
  })),
};

/** The page's own answers, and the shipment guards card's. */
const withGuards =
  (handler: (call: MockCall) => Response | Promise<Response>) =>
  (call: MockCall): Response | Promise<Response> =>
    call.url.endsWith(JOB_PATHS.shipmentGuardSettings)
      ? itemAnswer(
          call.method === 'PUT' ? { guards: GUARDS.guards.map((g) => ({ ...g, relaxed: false })) } : GUARDS,
        )
      : handler(call);

const group = (name: string) => screen.findByRole('group', { name });

describe('OperationFileSettingsPage', () => {
  it('groups the KYC documents and the shipment documents, the saved ones ticked', async () => {
    mockFetch(withGuards(() => itemAnswer(SAVED)));
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
    const { calls } = mockFetch(
      withGuards((call) => (call.method === 'PUT' ? held.promise : itemAnswer(DEFAULTS))),
    );
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
    mockFetch(withGuards(() => itemAnswer(SAVED)));
    renderDashboardPage(<OperationFileSettingsPage />, ['view-company-settings|Company Settings']);
    const kyc = await group('Company documents (KYC)');
    expect(within(kyc).getByRole('checkbox', { name: 'Tax document' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('is closed to the basic-settings permissions alone', async () => {
    const { calls } = mockFetch(withGuards(() => itemAnswer(DEFAULTS)));
    renderDashboardPage(<OperationFileSettingsPage />, [
      PERMISSIONS.companySetting,
      PERMISSIONS.basicSettings,
    ]);
    expect(await screen.findByText('You do not have permission to open Operation Files.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('relaxes and enforces the shipment guards, saying who relaxed one', async () => {
    const { calls } = mockFetch(withGuards(() => itemAnswer(SAVED)));
    renderDashboardPage(<OperationFileSettingsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Shipment guards' });
    const dore = await within(card).findByRole('switch', { name: /^Relax DORE/ });
    expect(dore).toHaveProperty('checked', true);
    expect(within(card).getByText(/Relaxed by Ada Admin/)).toBeTruthy();
    await user.click(dore);
    await user.click(within(card).getByRole('button', { name: 'Save guards' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ relaxed: [] });
  });
});
