import {
  API_PATHS,
  COMPANY_APPROVAL_PATHS,
  COMPANY_CATEGORY,
  NEWS_FEED_PATH,
  NOTIFICATION_PATHS,
  STORAGE_KEYS,
  VENDOR_PATHS,
} from '@fastforward/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../test/fetch-mock';
import { LocationProbe } from '../../test/render';
import { seedSession } from '../../test/session';
import { App } from '../app';

const profile = (username: string, categoryCode: string) => ({
  id: 5,
  username,
  email: `${username}@x.example`,
  fullName: 'Paula Platform',
  company: { id: 1, name: 'FastForward Platform', categoryCode, logo: null },
  roles: [],
  permissions: [],
});

const summary = {
  companies: { total: 7, byCategory: { CAT_FFD: 4, CAT_CUS: 2, CAT_ADM: 1 }, pendingVerification: 3 },
  users: { total: 20, active: 19, disabled: 1 },
  activeSessions: 2,
  mailOutbox: { queued: 0, sent: 0, failed: 0, stored: 5 },
};

const pendingCompany = (id: number) => ({
  id,
  name: `Waiting ${id}`,
  shortName: null,
  categoryCode: COMPANY_CATEGORY.vendor,
  createdAt: '2026-01-05T10:00:00.000Z',
  status: 'pending',
  rejectionReason: null,
  reviewedAt: null,
  administratorEmail: null,
});

/** The API a signed-in screen calls, answered as a quiet platform with three companies waiting. */
function server(username: string, categoryCode: string) {
  return mockFetch((call: MockCall) => {
    const path = pathOf(call.url);
    if (path === API_PATHS.myProfile) return itemAnswer(profile(username, categoryCode));
    if (path === API_PATHS.superAdminSummary) return itemAnswer(summary);
    if (path === API_PATHS.modules) {
      const nodes = [{ name: 'Notifications', path: '/dashboard/notifications' }];
      return json({ success: true, data: { items: [{ name: 'Notifications', nodes }] } });
    }
    if (path === COMPANY_APPROVAL_PATHS.companies) {
      const items = [pendingCompany(1), pendingCompany(2), pendingCompany(3)];
      const pageSize = Number(paramsOf(call.url).pageSize);
      return json({ success: true, data: { items: items.slice(0, pageSize), total: 3, page: 1, pageSize } });
    }
    if (path === NOTIFICATION_PATHS.limited || path === NOTIFICATION_PATHS.mine) {
      return listPage([], { unreadCount: 0 });
    }
    if (path === NEWS_FEED_PATH || path === API_PATHS.mailOutbox) return listPage([]);
    if (path === VENDOR_PATHS.platformConversionRequests) return listPage([]);
    return json({ success: false, message: `unexpected ${path}` }, 404);
  });
}

const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App versionPollIntervalMs={null} />
      <LocationProbe />
    </MemoryRouter>,
  );

/** A forwarder's user past the terms gate (SPEC §4): verified, terms accepted. */
function seedCompanyUser() {
  seedSession({
    userId: 9,
    categoryCode: COMPANY_CATEGORY.freightForwarder,
    permissions: [],
    isSystemVerified: 1,
    isEmailVerified: 1,
  });
  localStorage.setItem(STORAGE_KEYS.hasAcceptedSystemTAndC, 'true');
  localStorage.setItem(STORAGE_KEYS.hasAcceptedActiveTAndC, 'true');
}

const fullPageLoader = () => document.querySelector('.ff-fullpage');

describe('the app shell', () => {
  it('keeps the dashboard header and navigation while another page opens', async () => {
    seedCompanyUser();
    server('ffd.staff', COMPANY_CATEGORY.freightForwarder);
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Modules' });
    await user.click(await within(nav).findByRole('button', { name: 'Notifications' }));
    await user.click(await within(nav).findByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/notifications');
    // The very same header element: it never left the page.
    expect(screen.getByRole('banner')).toBe(header);
    expect(fullPageLoader()).toBeNull();
  });

  it("gives a platform administrator the platform's navigation, with the companies waiting", async () => {
    seedSession({ userId: 5, categoryCode: COMPANY_CATEGORY.admin, permissions: [] });
    server('platform.admin', COMPANY_CATEGORY.admin);
    renderApp('/super-user-dashboard');
    expect(await screen.findByRole('heading', { name: 'Platform administration', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Platform administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\d+$/, ''))).toEqual([
      'Overview',
      'Companies to approve',
      'Vendors',
      'Forwarder requests',
      'Licence agreements',
      'Disclaimers',
      'Privacy policy',
      'About us',
      'Platform terms',
      'Mail outbox',
    ]);
    const companies = within(nav).getByRole('link', { name: /Companies to approve/ });
    expect(await within(companies).findByText('3')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Vendors' }).getAttribute('href')).toBe(
      '/super-user-dashboard/companies?status=all&category=CAT_VEN',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it("sends a platform administrator from the dashboard's home to the platform's, not from his notifications", async () => {
    seedSession({ userId: 5, categoryCode: COMPANY_CATEGORY.admin, permissions: [] });
    server('platform.admin', COMPANY_CATEGORY.admin);
    const first = renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Platform administration' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/super-user-dashboard');
    first.unmount();
    renderApp('/dashboard/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/notifications');
  });

  it('moves between platform pages, SPEC route included, in the same frame', async () => {
    seedSession({ userId: 5, categoryCode: COMPANY_CATEGORY.admin, permissions: [] });
    const { calls } = server('platform.admin', COMPANY_CATEGORY.admin);
    renderApp('/super-user-dashboard');
    const header = await screen.findByRole('banner');
    const nav = screen.getByRole('navigation', { name: 'Platform administration' });
    const user = userEvent.setup();

    await user.click(within(nav).getByRole('link', { name: 'Vendors' }));
    expect(await screen.findByRole('heading', { name: 'Companies', level: 1 })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Vendors' }).getAttribute('aria-current')).toBe('page');
    const listCall = calls.filter((c) => pathOf(c.url) === COMPANY_APPROVAL_PATHS.companies).at(-1);
    expect(paramsOf(listCall?.url ?? '')).toMatchObject({ status: 'all', category: 'CAT_VEN' });

    await user.click(within(nav).getByRole('link', { name: 'Disclaimers' }));
    expect(
      await screen.findByRole('heading', { name: 'Licence agreements and disclaimers', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Disclaimers' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/insert-agreement-form?kind=disclaimer');

    await user.click(within(nav).getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('tab', { name: 'About us', selected: true })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('location').textContent).toBe('/insert-agreement-form?kind=about-us');

    await user.click(within(nav).getByRole('link', { name: 'Mail outbox' }));
    expect(await screen.findByRole('heading', { name: 'Mail outbox', level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBe(header);
    expect(fullPageLoader()).toBeNull();
  });

  it('shows the super-administrator the administrators page too, and keeps company users out', async () => {
    seedSession({ userId: 1 });
    server('techart-admin', COMPANY_CATEGORY.admin);
    const first = renderApp('/super-user-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Platform administration' });
    expect(within(nav).getByRole('link', { name: 'Platform administrators' })).toBeTruthy();
    first.unmount();

    localStorage.clear();
    seedCompanyUser();
    renderApp('/insert-agreement-form');
    expect(await screen.findByRole('navigation', { name: 'Modules' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});
