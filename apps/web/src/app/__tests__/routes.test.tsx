import {
  COMPANY_CATEGORY,
  PLATFORM_DOCUMENT_KIND,
  PLATFORM_DOCUMENT_ROUTES,
  STORAGE_KEYS,
  sitePageApiPath,
} from '@fastforward/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pathOf } from '../../test/fetch-mock';
import { seedSession } from '../../test/session';
import { App } from '../app';

const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App versionPollIntervalMs={null} />
    </MemoryRouter>,
  );

describe('routes', () => {
  it('sends a signed-out user from a private route to the sign-in screen', async () => {
    renderApp('/tandc');
    expect(await screen.findByText('FAST FORWARD SOLUTION FOR ALL LOGISTICS BUSINESS')).toBeTruthy();
  });

  it('clears local storage when /login opens for a signed-out user', async () => {
    localStorage.setItem(STORAGE_KEYS.currentAppVersion, '1.0.0');
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.currentAppVersion)).toBeNull();
  });

  it('sends a first-login user from / to the change-password screen', async () => {
    seedSession({ isFirstLogin: true });
    renderApp('/');
    expect(await screen.findByLabelText('Confirm Password')).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
  });

  it('pushes an unverified user from the dashboard to the terms gate with an explanation', async () => {
    seedSession({
      userId: 9,
      isSystemVerified: 0,
      isEmailVerified: 1,
      categoryCode: COMPANY_CATEGORY.freightForwarder,
    });
    mockFetch(() =>
      json({
        success: true,
        data: {
          items: [
            {
              id: 1,
              scope: 'system',
              companyName: null,
              version: 1,
              title: 'Platform terms',
              body: 'Be fair.',
              accepted: false,
            },
          ],
        },
      }),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('Your company is awaiting approval by the platform administrator.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Platform terms/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText(/We couldn't find what you were looking for/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('opens the public privacy policy without signing in, titled and worded as the platform wrote it', async () => {
    const { calls } = mockFetch(() =>
      json({
        success: true,
        data: {
          item: {
            kind: 'privacy-policy',
            version: 2,
            title: 'How we keep your data',
            body: 'We keep little.',
          },
        },
      }),
    );
    renderApp(PLATFORM_DOCUMENT_ROUTES.privacyPolicy);
    expect(await screen.findByRole('heading', { name: 'How we keep your data' })).toBeTruthy();
    expect(screen.getByText('We keep little.')).toBeTruthy();
    expect(calls.map((c) => pathOf(c.url))).toContain(sitePageApiPath(PLATFORM_DOCUMENT_KIND.privacyPolicy));
  });
});
