import {
  type MyNotificationPreferences,
  NOTIFICATION_KIND,
  NOTIFICATION_PREFERENCE_PATHS as PATHS,
  resolveNotificationPreferences,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { NotificationPreferencesPage } from '../pages/notification-preferences-page';

const KYC_LABEL = 'A customer asks to change its KYC details';

const preferences = (overrides: Partial<MyNotificationPreferences> = {}): MyNotificationPreferences => ({
  items: resolveNotificationPreferences([
    { kind: NOTIFICATION_KIND.kycSubmitted, byEmail: true, bySms: false },
  ]),
  mobile: null,
  isSmsAvailable: true,
  ...overrides,
});

function serve(initial: MyNotificationPreferences, onWrite: (call: MockCall) => Response) {
  return mockFetch((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (pathOf(call.url) === PATHS.mine) return json({ success: true, data: initial });
    return fieldErrors(404, 'Not_Found', call.url);
  });
}

const renderPage = () => renderDashboardPage(<NotificationPreferencesPage />, []);

describe('NotificationPreferencesPage', () => {
  it('shows every kind with its switches, and saves the choices', async () => {
    const initial = preferences();
    const { calls } = serve(initial, (call) => {
      const body = call.body as { items: { kind: string; byEmail: boolean; bySms: boolean }[] };
      return json({
        success: true,
        data: { ...initial, items: resolveNotificationPreferences(body.items) },
      });
    });
    renderPage();
    const email = await screen.findByRole('switch', { name: `E-mail: ${KYC_LABEL}` });
    expect((email as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'E-mail: A customer submitted its KYC' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Customers' })).toBeTruthy();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(PATHS.mine);
    const sent =
      (put?.body as { items: { kind: string; byEmail: boolean; bySms: boolean }[] } | undefined)?.items ?? [];
    expect(sent).toHaveLength(initial.items.length);
    expect(sent.find((i) => i.kind === NOTIFICATION_KIND.kycUpdateRequested)).toEqual({
      kind: NOTIFICATION_KIND.kycUpdateRequested,
      byEmail: true,
      bySms: false,
    });
    expect(sent.filter((i) => i.byEmail || i.bySms)).toHaveLength(2);
  });

  it('asks for a mobile number once SMS is chosen without one, and says when SMS is not enabled', async () => {
    serve(preferences({ isSmsAvailable: false }), () => json({}, 500));
    renderPage();
    const sms = await screen.findByRole('switch', { name: `SMS: ${KYC_LABEL}` });
    expect(screen.queryByText(/without it no SMS is sent/)).toBeNull();
    fireEvent.click(sms);
    expect(await screen.findByText(/without it no SMS is sent/)).toBeTruthy();
    expect(screen.getByText(/SMS sending is not enabled for your company/)).toBeTruthy();
  });

  it('saves the mobile number, and shows the server’s refusal under the field', async () => {
    const { calls } = serve(preferences(), (call) => {
      const { mobile } = call.body as { mobile: string };
      return mobile === '+971500000000'
        ? fieldErrors(400, 'Bad_Request', 'Invalid', { mobile: 'This number is refused' })
        : itemAnswer({ mobile });
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Mobile number' });
    const input = within(form).getByLabelText('Mobile number');
    fireEvent.change(input, { target: { value: '0501234567' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(form).findByText(/E\.164 form/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { value: '+971500000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(form).findByText('This number is refused')).toBeTruthy();

    fireEvent.change(input, { target: { value: '+971501234567' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(form).findByText('Mobile number saved.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ mobile: '+971501234567' }),
    );
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.url).toBe(PATHS.myMobile);
  });

  it('says when the preferences cannot be loaded', async () => {
    mockFetch(() => json({ success: false, error: 'Server', message: 'Down', errors: [] }, 500));
    renderPage();
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
