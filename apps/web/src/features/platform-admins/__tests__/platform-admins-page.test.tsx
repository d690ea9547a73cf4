import { COMPANY_CATEGORY, MESSAGES, PLATFORM_ADMIN_MESSAGES } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformAdminGate } from '../../../app/layouts/require-auth';
import { fieldErrors, itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { PlatformAdminsPage } from '../pages/platform-admins-page';

const admin = (id: number, username: string, extra: object = {}) => ({
  id,
  username,
  email: `${username}@fastforward.example`,
  fullName: `Name of ${username}`,
  status: 'active',
  isFirstLogin: false,
  isSuperAdmin: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

const ADMINS = [
  admin(4, 'platform.admin'),
  admin(9, 'platform.second', { status: 'disabled', isFirstLogin: true }),
  admin(1, 'techart-admin', { isSuperAdmin: true }),
];

const server = (other?: (call: MockCall) => Response) => (call: MockCall) =>
  call.method === 'GET' ? listPage(ADMINS) : (other?.(call) ?? itemAnswer(ADMINS[0]));

const renderPage = () => renderDashboardPage(<PlatformAdminsPage />, []);

describe('PlatformAdminsPage', () => {
  it('lists the platform administrators, the super-administrator without actions', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    const table = await screen.findByRole('table', { name: 'Platform administrators' });
    expect(await within(table).findByText('platform.admin')).toBeTruthy();
    expect(within(table).getByText('Super-administrator')).toBeTruthy();
    expect(within(table).getByText('invited')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v1/platform/super-admins?page=1&pageSize=10&sort=username&order=asc');
    expect(screen.getByRole('button', { name: 'Disable platform.admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable platform.second' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable techart-admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password of techart-admin' })).toBeNull();
  });

  it('checks the invitation on the client, then sends it and says where it went', async () => {
    const { calls } = mockFetch(
      server(() =>
        json(
          {
            success: true,
            data: { item: admin(12, 'platform.third', { email: 'third@fastforward.example' }) },
          },
          201,
        ),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite platform administrator' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Username is required')).toBeTruthy();
    expect(within(dialog).getByText('Full name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'platform.third' } });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Tia Third' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'third@fastforward.example' },
    });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
    // The refused submit may still be settling: the button is disabled while it does.
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByText('Invitation sent to third@fastforward.example')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/platform/super-admins');
    expect(post?.body).toEqual({
      username: 'platform.third',
      fullName: 'Tia Third',
      email: 'third@fastforward.example',
    });
  });

  it('shows a taken username under its field', async () => {
    mockFetch(
      server(() =>
        fieldErrors(409, 'Conflict', 'This username is already taken', {
          username: 'This username is already taken',
        }),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite platform administrator' });
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'platform.admin' } });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Twin' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'twin@fastforward.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This username is already taken')).toBeTruthy();
  });

  it('disables only after confirmation', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable platform.admin' }));
    const question = 'Disable platform.admin? They are signed out at once and cannot sign in until enabled.';
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Disable platform.admin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/platform/super-admins/4/disable'),
    );
  });

  it('enables a disabled administrator and e-mails a reset link after confirmation', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.url.endsWith('/reset-password')
          ? messageAnswer(PLATFORM_ADMIN_MESSAGES.resetSent)
          : itemAnswer(ADMINS[1]),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enable platform.second' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/platform/super-admins/9/enable'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reset password of platform.admin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(screen.getByText(PLATFORM_ADMIN_MESSAGES.resetSent)).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/v1/platform/super-admins/4/reset-password');
  });
});

describe('PlatformAdminGate superAdminOnly', () => {
  const page = (
    <PlatformAdminGate superAdminOnly>
      <p>admins page</p>
    </PlatformAdminGate>
  );

  it('lets the super user in', () => {
    seedSession({ userId: 1 });
    renderRoute('/super-user-dashboard/admins', '/super-user-dashboard/admins', page);
    expect(screen.getByText('admins page')).toBeTruthy();
  });

  it('sends another platform administrator back to the platform dashboard', () => {
    seedSession({ userId: 4, categoryCode: COMPANY_CATEGORY.admin });
    renderRoute('/super-user-dashboard/admins', '/super-user-dashboard/admins', page);
    expect(screen.queryByText('admins page')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/super-user-dashboard');
  });
});
