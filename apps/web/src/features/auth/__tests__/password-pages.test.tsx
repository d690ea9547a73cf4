import { API_PATHS, MESSAGES, STORAGE_KEYS } from '@fastforward/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { ChangePasswordPage, isEncodedTimestampExpired } from '../pages/change-password-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ResetPasswordPage } from '../pages/reset-password-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const future = () => Date.now() + 3_600_000;
const resetPath = (timestamp = future()) => `/update-password/anna/${timestamp}?token=${TOKEN}`;
const renderReset = (path = resetPath()) =>
  renderRoute(path, '/update-password/:uname/:timestamp', <ResetPasswordPage />);

async function fill(password: string, confirmation: string, confirmationLabel = 'Password Confirmation') {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirmation) await user.type(screen.getByLabelText(confirmationLabel), confirmation);
  return user;
}

describe('Reset Password screen', () => {
  it('shows the header, both fields with toggles and the hint block while the password is invalid', async () => {
    mockFetch(() => json({ success: true, data: { result: true } }));
    renderReset();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    await fill('Abcdefg1', '');
    expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull();
  });

  it("shows 'Password is not same' while the fields differ", async () => {
    mockFetch(() => json({ success: true, data: { result: true } }));
    renderReset();
    const user = await fill('Abcdefg1', 'Abcdefg');
    expect(screen.getByText('Password is not same')).toBeTruthy();
    await user.type(screen.getByLabelText('Password Confirmation'), '1');
    expect(screen.queryByText('Password is not same')).toBeNull();
  });

  it.each([
    ['', '', MESSAGES.passwordEmpty],
    ['Abcdefg1', 'Abcdefg2', MESSAGES.passwordMismatch],
    ['abcdefgh', 'abcdefgh', MESSAGES.passwordRequirementNotMet],
  ])('rejects %j / %j with the SPEC message', async (password, confirmation, message) => {
    const { calls } = mockFetch(() => json({ success: true, data: { result: true } }));
    renderReset();
    const user = await fill(password, confirmation);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(calls.some((c) => c.url === API_PATHS.updatePassword)).toBe(false);
  });

  it('tells the user an expired link is expired and sends them to login', async () => {
    mockFetch(() => json({ success: true, data: { result: true } }));
    renderReset(resetPath(Date.now() - 1000));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Reset Password Link is Expired')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('treats a link the server rejects as expired', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { result: false } }));
    renderReset();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MESSAGES.resetLinkExpired)).toBeTruthy();
    expect(calls[0]?.url).toBe(`${API_PATHS.forgotPasswordLinkCheck}/anna?token=${TOKEN}`);
  });

  it('shows the updating spinner, then the success dialog, then goes to login', async () => {
    const update = deferred<Response>();
    const { calls } = mockFetch((call) =>
      call.url === API_PATHS.updatePassword
        ? update.promise
        : json({ success: true, data: { result: true } }),
    );
    renderReset();
    const user = await fill('Abcdefg1', 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please Wait. Updating Password ...')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    update.resolve(json({ success: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Password changed successfully!!' });
    expect(
      within(dialog).getByText(
        'Your password in the system has been replaced with new password. Please proceed to login with new password.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === API_PATHS.updatePassword)?.body).toEqual({
      username: 'anna',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      token: TOKEN,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('says the request was unsuccessful when the update does not succeed', async () => {
    mockFetch((call) =>
      call.url === API_PATHS.updatePassword
        ? json({ success: false, error: 'Bad Request', message: 'x' }, 400)
        : json({ success: true, data: { result: true } }),
    );
    renderReset();
    const user = await fill('Abcdefg1', 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your request was unsuccessful. Please try again later.')).toBeTruthy();
  });
});

describe('change-password screen', () => {
  it('decodes the double-base64 timestamp of the first-login link', () => {
    const encode = (n: number) => btoa(btoa(String(n)));
    expect(isEncodedTimestampExpired(encode(Date.now() + 60_000))).toBe(false);
    expect(isEncodedTimestampExpired(encode(Date.now() - 60_000))).toBe(true);
    expect(isEncodedTimestampExpired('not base64!')).toBe(true);
  });

  it('tells the user an expired first-login link is expired', async () => {
    renderRoute(
      `/change-password?t=${btoa(btoa(String(Date.now() - 1000)))}`,
      '/change-password',
      <ChangePasswordPage />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(MESSAGES.forgetLinkExpired)).toBeTruthy();
  });

  it('asks for no current password on first login, validates, and signs the user out after success', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access');
    const { calls } = mockFetch(() => json({ success: true, data: null }));
    renderRoute('/change-password', '/change-password', <ChangePasswordPage />);
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    const user = await fill('Abcdefg1', 'Abcdefg', 'Confirm Password');
    expect(screen.getByText('Password is not same')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordMismatch);
    await user.type(screen.getByLabelText('Confirm Password'), '1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.passwordChangedTitle });
    expect(within(dialog).getByText(MESSAGES.passwordChangedText)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ password: 'Abcdefg1', cpassword: 'Abcdefg1' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('asks for the current password in the dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'access');
    const { calls } = mockFetch(() => json({ success: true, data: null }));
    renderRoute(
      '/dashboard/changePassword',
      '/dashboard/changePassword',
      <ChangePasswordPage requireCurrentPassword />,
    );
    const user = await fill('Abcdefg1', 'Abcdefg1', 'Confirm Password');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordEmpty);
    await user.type(screen.getByLabelText('Current Password'), 'OldPass1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: MESSAGES.passwordChangedTitle });
    expect(calls[0]?.body).toEqual({
      currentPassword: 'OldPass1',
      password: 'Abcdefg1',
      cpassword: 'Abcdefg1',
    });
  });
});

describe('Forgot Password screen', () => {
  it('says the username is missing when sent empty, sends nothing, and forgets the message on typing', async () => {
    const { fetchMock } = mockFetch(() => json({ success: true, message: MESSAGES.forgotPasswordSent }));
    renderRoute('/forgotPassword', '/forgotPassword', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Username'), 'anna');
    expect(screen.queryByText('Username is required')).toBeNull();
  });

  it("sends the trimmed username and shows the server's answer", async () => {
    const { calls } = mockFetch(() => json({ success: true, message: MESSAGES.forgotPasswordSent }));
    renderRoute('/forgotPassword', '/forgotPassword', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), ' anna ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.forgotPasswordSent);
    expect(calls[0]?.body).toEqual({ username: 'anna' });
  });
});
