import { NEGOTIATION_SETTINGS_PATH, type NegotiationSettings, PERMISSIONS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { deferred, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { NegotiationSettingsPage } from '../pages/negotiation-settings-page';

const DEFAULTS: NegotiationSettings = { maxDiscountPercent: '0.00', isDefault: true, approvers: [] };
const SAVED: NegotiationSettings = {
  maxDiscountPercent: '7.50',
  isDefault: false,
  approvers: [
    { id: 3, fullName: 'Olivia Admin' },
    { id: 9, fullName: 'Sam Sales' },
  ],
};

const VIEW = 'view-customers|Customers';
const UPDATE = 'update-customers|Customers';
const percentBox = () => screen.findByRole('textbox', { name: /Maximum discount without approval/ });

describe('NegotiationSettingsPage', () => {
  it('shows the default, explains it, and says when nobody may approve', async () => {
    mockFetch(() => itemAnswer(DEFAULTS));
    renderDashboardPage(<NegotiationSettingsPage />, [VIEW, UPDATE]);
    expect(await percentBox()).toHaveProperty('value', '0.00');
    expect(screen.getByText(/Sales may quote up to this far below the quoted sell price/)).toBeTruthy();
    expect(screen.getByText('Not saved yet: no discount is allowed without approval.')).toBeTruthy();
    expect(
      screen.getByText('Nobody holds the approve-negotiation permission yet — grant it in Roles'),
    ).toBeTruthy();
  });

  it('lists who approves larger discounts', async () => {
    mockFetch(() => itemAnswer(SAVED));
    renderDashboardPage(<NegotiationSettingsPage />, [VIEW]);
    const approvers = await screen.findByRole('region', { name: 'Who approves larger discounts' });
    expect(
      within(approvers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Olivia Admin', 'Sam Sales']);
    // A viewer reads the settings but is not offered a save.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await percentBox()).toHaveProperty('disabled', true);
  });

  it('checks the percent before calling, and says "saved" only once the server has saved', async () => {
    const held = deferred<Response>();
    const { calls } = mockFetch((call) => (call.method === 'PUT' ? held.promise : itemAnswer(DEFAULTS)));
    renderDashboardPage(<NegotiationSettingsPage />, [VIEW, UPDATE]);
    const user = userEvent.setup();
    const box = await percentBox();
    await user.clear(box);
    await user.type(box, '101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum discount must be between 0 and 100')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(box);
    await user.type(box, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByText('Negotiation settings saved.')).toBeNull();
    held.resolve(itemAnswer(SAVED));
    expect(await screen.findByText('Negotiation settings saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(NEGOTIATION_SETTINGS_PATH);
    expect(put?.body).toEqual({ maxDiscountPercent: '7.5' });
    expect(box).toHaveProperty('value', '7.50');
    expect(screen.getByText('Sam Sales')).toBeTruthy();
  });

  it("shows the server's refusal under the field, with no success notice", async () => {
    mockFetch((call) =>
      call.method === 'PUT'
        ? fieldErrors(400, 'Bad Request', 'Maximum discount must be between 0 and 100', {
            maxDiscountPercent: 'Maximum discount must be between 0 and 100',
          })
        : itemAnswer(DEFAULTS),
    );
    renderDashboardPage(<NegotiationSettingsPage />, [PERMISSIONS.businessAdmin]);
    const user = userEvent.setup();
    await user.clear(await percentBox());
    await user.type(await percentBox(), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum discount must be between 0 and 100')).toBeTruthy();
    expect(screen.queryByText('Negotiation settings saved.')).toBeNull();
  });

  it('says so to a user without the Customers permissions', async () => {
    const { calls } = mockFetch(() => itemAnswer(DEFAULTS));
    renderDashboardPage(<NegotiationSettingsPage />, [PERMISSIONS.approveNegotiation]);
    expect(await screen.findByText('You do not have permission to open Negotiation Settings.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
