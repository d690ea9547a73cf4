import type { CompanyCategoryCode, LoginResponse } from '@fastforward/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { SignInPage } from '../pages/sign-in-page';

const loginData = (categoryCode: CompanyCategoryCode): LoginResponse => ({
  token: 'access',
  refreshToken: 'refresh',
  loggedInUserId: 7,
  isSystemVerified: 1,
  isEmailVerified: 1,
  hasCompleteCompanySetting: true,
  hasAcceptedSystemTAndC: true,
  hasAcceptedActiveTAndC: true,
  permissions: [],
  customerKyc: { companyId: 1, companyName: 'Co', companyCategory: { categoryCode }, kyc: null },
  roles: [],
  isFirstLogin: false,
  hasTermAndCondition: true,
  clientIp: '192.0.2.10',
});

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'paula');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sign-in landing', () => {
  it("keeps the sign-in's animation until the landing's code is in, then goes there", async () => {
    mockFetch(() => json({ success: true, data: loginData('CAT_FFD') }));
    const ready = deferred<void>();
    const prepareLanding = vi.fn(() => ready.promise);
    renderRoute('/', '/', <SignInPage prepareLanding={prepareLanding} />);
    await submit();
    await vi.waitFor(() => expect(prepareLanding).toHaveBeenCalledWith('/dashboard'));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    ready.resolve();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('lands a platform administrator on the platform administration', async () => {
    mockFetch(() => json({ success: true, data: loginData('CAT_ADM') }));
    renderRoute('/', '/', <SignInPage prepareLanding={async () => undefined} />);
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/super-user-dashboard');
  });

  it('still lands when the code cannot be loaded ahead (the screen itself shows the failure)', async () => {
    mockFetch(() => json({ success: true, data: loginData('CAT_FFD') }));
    renderRoute('/', '/', <SignInPage prepareLanding={() => Promise.reject(new Error('offline'))} />);
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('returns a platform administrator to the platform page they were sent away from', async () => {
    mockFetch(() => json({ success: true, data: loginData('CAT_ADM') }));
    renderRoute('/', '/', <SignInPage />, { from: '/super-user-dashboard/outbox' });
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/super-user-dashboard/outbox');
  });
});
