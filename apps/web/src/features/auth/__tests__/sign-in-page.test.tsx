import {
  API_PATHS,
  type LoginResponse,
  MESSAGES,
  STORAGE_KEYS,
  tooManyAttemptsMessage,
} from '@fastforward/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { SignInPage } from '../pages/sign-in-page';

const loginData = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  token: 'access',
  refreshToken: 'refresh',
  loggedInUserId: 7,
  isSystemVerified: 1,
  isEmailVerified: 1,
  hasCompleteCompanySetting: true,
  hasAcceptedSystemTAndC: true,
  hasAcceptedActiveTAndC: true,
  permissions: [{ name: 'view-sales|Sales' }],
  customerKyc: {
    companyId: 3,
    companyName: 'Oceanic',
    companyCategory: { categoryCode: 'CAT_FFD' },
    kyc: null,
  },
  roles: [{ id: 1, name: 'Sales' }],
  isFirstLogin: false,
  hasTermAndCondition: true,
  clientIp: '192.0.2.10',
  ...overrides,
});

async function signIn(username = 'anna', password = 'Secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('sign-in screen', () => {
  it('shows the tagline, the fields, the toggle, the forgot-password and registration links', async () => {
    renderRoute('/', '/', <SignInPage />);
    expect(screen.getByText('FAST FORWARD SOLUTION FOR ALL LOGISTICS BUSINESS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Register your company' }).getAttribute('href')).toBe(
      '/registrationForm',
    );
    expect(screen.getByRole('link', { name: 'FastForward website' }).getAttribute('href')).toBe(
      'https://fastforward.example',
    );
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('does nothing and shows no message when a field is empty', async () => {
    const { fetchMock } = mockFetch(() => json({}));
    renderRoute('/', '/', <SignInPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Username'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's error and message when login fails, and the form again", async () => {
    mockFetch(() =>
      json(
        { success: false, error: 'Unauthorized', message: 'Invalid username or password.', errors: [] },
        401,
      ),
    );
    renderRoute('/', '/', <SignInPage />);
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Unauthorized' });
    expect(within(dialog).getByText('Invalid username or password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows how long to wait when sign-in is refused for too many failures', async () => {
    const message = tooManyAttemptsMessage(4 * 60);
    mockFetch(() =>
      json({ success: false, error: 'Too Many Requests', message, errors: [] }, 429, {
        'Retry-After': '240',
      }),
    );
    renderRoute('/', '/', <SignInPage />);
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Too Many Requests' });
    expect(within(dialog).getByText('Too many attempts. Try again in 4 minutes.')).toBeTruthy();
  });

  it("falls back to the title 'Error' when the server names no error", async () => {
    mockFetch(() => json({ success: false, message: 'Too many attempts. Please try again later.' }, 429));
    renderRoute('/', '/', <SignInPage />);
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Too many attempts. Please try again later.')).toBeTruthy();
  });

  it('shows the loading animation while the login runs and keeps it when success is false', async () => {
    mockFetch(() => json({ success: false, data: null }));
    renderRoute('/', '/', <SignInPage />);
    await signIn();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('stores the session and follows the login flow', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: loginData() }));
    renderRoute('/', '/', <SignInPage />);
    await signIn();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(calls[0]?.url).toBe(API_PATHS.login);
    expect(calls[0]?.body).toEqual({ username: 'anna', password: 'Secret123' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.modulesPermissions) ?? '[]')).toEqual([
      'view-sales|Sales',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.isSystemVerified)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.clientIp)).toBe('192.0.2.10');
  });

  it('returns to the remembered dashboard path', async () => {
    mockFetch(() => json({ success: true, data: loginData() }));
    renderRoute('/', '/', <SignInPage />, { from: '/dashboard/sales/leads' });
    await signIn();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/sales/leads');
  });

  it('stores only token, user id, refresh token and client IP for the super-administrator', async () => {
    mockFetch(() =>
      json({ success: true, data: loginData({ loggedInUserId: 1, customerKyc: null, permissions: [] }) }),
    );
    renderRoute('/', '/', <SignInPage />);
    await signIn('techart-admin');
    expect((await screen.findByTestId('location')).textContent).toBe('/super-user-dashboard');
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        STORAGE_KEYS.loggedInUserId,
        STORAGE_KEYS.refreshToken,
        STORAGE_KEYS.token,
        STORAGE_KEYS.clientIp,
      ].sort(),
    );
  });

  it("asks with the 'Note' dialog when no terms exist and the user may create them", async () => {
    mockFetch(() =>
      json({
        success: true,
        data: loginData({
          hasTermAndCondition: false,
          permissions: [{ name: 'create|Terms And Conditions' }],
        }),
      }),
    );
    renderRoute('/', '/', <SignInPage />);
    const user = await signIn();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.noteTitle });
    expect(
      within(dialog).getByText('No Terms and Condition has been created. Do you want to create it first ?'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/termsAndConditions');
  });

  it("goes on with the flow when the 'Note' dialog is skipped", async () => {
    mockFetch(() =>
      json({
        success: true,
        data: loginData({
          hasTermAndCondition: false,
          isFirstLogin: true,
          permissions: [{ name: 'create|Terms And Conditions' }],
        }),
      }),
    );
    renderRoute('/', '/', <SignInPage />);
    const user = await signIn();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Note' })).getByRole('button', { name: 'Skip' }),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/change-password');
  });
});
