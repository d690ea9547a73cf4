import { MESSAGING_SETTINGS_PATHS as PATHS, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { deferred, json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { EmailSmsSettingsPage } from '../pages/email-sms-settings-page';

const EMAIL = {
  isSaved: true,
  isEnabled: true,
  host: 'smtp.horizon.example',
  port: 587,
  isSecure: false,
  username: 'mailer',
  hasPassword: true,
  fromName: 'Horizon Logistics',
  fromEmail: 'no-reply@horizon.example',
};

const SMS = {
  isSaved: true,
  isEnabled: true,
  provider: 'twilio',
  senderId: 'HORIZON',
  accountId: `AC${'ab'.repeat(16)}`,
  apiUrl: null,
  hasSecret: false,
};

type Handler = (call: MockCall) => Response | Promise<Response> | undefined;

/** GETs answer the settings above; `handle` answers the writes (and may override a GET). */
function serve(handle: Handler = () => undefined, email = EMAIL, sms = SMS) {
  return mockFetch(async (call) => {
    const answer = await handle(call);
    if (answer) return answer;
    if (call.url === PATHS.email) return json({ success: true, data: { item: email } });
    if (call.url === PATHS.sms) return json({ success: true, data: { item: sms } });
    return json({ success: false, error: 'Not Found', message: call.url, errors: [] }, 404);
  });
}

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<EmailSmsSettingsPage />, permissions);

const emailForm = async () => screen.findByRole('form', { name: 'E-mail settings' });
const smsForm = async () => screen.findByRole('form', { name: 'SMS settings' });

describe('EmailSmsSettingsPage: write-only secrets', () => {
  it('says a password is stored, and a save that leaves it empty keeps it (no password sent)', async () => {
    const { calls } = serve((call) =>
      call.method === 'PUT'
        ? json({ success: true, data: { item: { ...EMAIL, fromName: 'Ops' } } })
        : undefined,
    );
    renderPage();
    const form = await emailForm();
    expect(within(form).getByText('Stored — leave empty to keep')).toBeTruthy();
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(form).getByLabelText(/From name/), { target: { value: 'Ops' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await within(form).findByText('E-mail settings saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(PATHS.email);
    expect(put?.body).toEqual({
      isEnabled: true,
      host: 'smtp.horizon.example',
      port: 587,
      isSecure: false,
      username: 'mailer',
      fromName: 'Ops',
      fromEmail: 'no-reply@horizon.example',
    });
  });

  it('sends a new password when typed, and null when the stored one is cleared', async () => {
    const { calls } = serve((call) =>
      call.method === 'PUT'
        ? json({
            success: true,
            data: { item: { ...EMAIL, hasPassword: (call.body as { password: unknown }).password !== null } },
          })
        : undefined,
    );
    renderPage();
    const form = await emailForm();
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'n3w secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    await within(form).findByText('E-mail settings saved.');
    expect(calls.filter((c) => c.method === 'PUT')[0]?.body).toMatchObject({ password: 'n3w secret' });
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Clear the stored password' }));
    expect(within(form).getByText('The stored value is removed on save')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({ password: null });
    expect(await within(form).findByText('Not stored yet')).toBeTruthy();
  });

  it('shows the provider’s own fields and checks the gateway URL on the client', async () => {
    const { calls } = serve();
    renderPage();
    const form = await smsForm();
    expect(within(form).getByLabelText(/Account SID/)).toBeTruthy();
    expect(within(form).getByLabelText('Auth token')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Provider/), { target: { value: 'http' } });
    const url = await within(form).findByLabelText(/API URL/);
    expect(within(form).getByLabelText('API key (bearer token)')).toBeTruthy();
    fireEvent.change(url, { target: { value: 'ftp://sms.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SMS settings' }));
    expect(await within(form).findByText('API URL must be an http:// or https:// address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows neither save nor test buttons to a user who may only view', async () => {
    serve();
    renderPage(['view-company-settings|Company Settings']);
    await emailForm();
    await smsForm();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send test/ })).toBeNull();
  });

  it('does not call the server without the Company Settings permissions', async () => {
    const { calls } = serve();
    renderPage(['view-dashboard|Dashboard']);
    expect(await screen.findByText(/You do not have permission/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('EmailSmsSettingsPage: send test', () => {
  it('asks for a valid recipient, shows the sending state, then the result', async () => {
    const hold = deferred<Response>();
    const { calls } = serve((call) => (call.url === PATHS.emailTest ? hold.promise : undefined));
    renderPage();
    fireEvent.click(within(await emailForm()).getByRole('button', { name: 'Send test e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send test e-mail' });
    const recipient = within(dialog).getByLabelText(/Recipient e-mail/);
    fireEvent.change(recipient, { target: { value: 'not-mail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(recipient, { target: { value: 'ops@horizon.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Sending…')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'ops@horizon.example' });
    hold.resolve(
      json({
        success: true,
        data: { item: { logId: 7, status: 'sent', error: null } },
        message: 'Test e-mail sent to ops@horizon.example.',
      }),
    );
    expect(await within(dialog).findByText('Test e-mail sent to ops@horizon.example.')).toBeTruthy();
    expect(within(dialog).queryByText('Sending…')).toBeNull();
    // The dialog's submit does not also save the settings form behind it.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a delivery failure with the server’s reason', async () => {
    serve((call) =>
      call.url === PATHS.smsTest
        ? json({
            success: true,
            data: {
              item: {
                logId: 3,
                status: 'failed',
                error: 'The SMS gateway answered HTTP 500',
                providerMessageId: null,
              },
            },
            message: 'Test SMS to +971501234567 failed: The SMS gateway answered HTTP 500',
          })
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await smsForm()).getByRole('button', { name: 'Send test SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send test SMS' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '0501234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Enter the phone number in E.164 form, e.g. +971501234567'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '+971501234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not delivered');
    expect(alert.textContent).toContain('The SMS gateway answered HTTP 500');
  });

  it('shows why the settings cannot send yet, inside the dialog and without the error dialog', async () => {
    serve((call) =>
      call.url === PATHS.emailTest
        ? fieldErrors(409, 'Conflict', 'E-mail sending is disabled: enable it in the e-mail settings first', {
            isEnabled: 'E-mail sending is disabled: enable it in the e-mail settings first',
          })
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await emailForm()).getByRole('button', { name: 'Send test e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send test e-mail' });
    fireEvent.change(within(dialog).getByLabelText(/Recipient e-mail/), {
      target: { value: 'ops@horizon.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Cannot send yet');
    expect(alert.textContent).toContain('E-mail sending is disabled');
    expect(screen.queryByRole('dialog', { name: 'Conflict' })).toBeNull();
  });

  it('offers no test before the settings are saved', async () => {
    serve(undefined, { ...EMAIL, isSaved: false, hasPassword: false });
    renderPage();
    const button = within(await emailForm()).getByRole('button', { name: 'Send test e-mail' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
