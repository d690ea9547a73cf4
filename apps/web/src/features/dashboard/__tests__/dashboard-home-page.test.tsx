import { API_PATHS, NEWS_FEED_PATH, PERMISSIONS, STORAGE_KEYS } from '@fastforward/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { DashboardHomePage } from '../pages/dashboard-home-page';

const profile = {
  id: 3,
  username: 'ffd.sales',
  email: 's@x.example',
  fullName: 'Sam Sales',
  company: { id: 2, name: 'Oceanic Freight Forwarders', categoryCode: 'CAT_FFD', logo: null },
  roles: [{ id: 1, name: 'Sales Executive' }],
  permissions: [],
};

function server(news: unknown[]) {
  return mockFetch((call) => {
    if (call.url.startsWith(API_PATHS.myProfile)) return json({ success: true, data: { item: profile } });
    if (call.url.startsWith(NEWS_FEED_PATH)) return json({ success: true, data: { items: news } });
    return json({ success: false }, 500);
  });
}

afterEach(() => localStorage.clear());

describe('dashboard home', () => {
  it("shows the company's published news", async () => {
    server([
      {
        id: 1,
        title: 'Peak season surcharge',
        body: 'From 1 December.',
        publishFrom: '2026-11-20T00:00:00Z',
      },
    ]);
    renderDashboardPage(<DashboardHomePage />, []);
    expect(await screen.findByRole('article', { name: 'Peak season surcharge' })).toBeTruthy();
    expect(screen.getByText('Welcome, Sam Sales')).toBeTruthy();
  });

  it('says when there is no news, and asks a settings holder to complete incomplete settings', async () => {
    server([]);
    localStorage.setItem(STORAGE_KEYS.hasCompleteCompanySetting, 'false');
    renderDashboardPage(<DashboardHomePage />, [PERMISSIONS.businessAdmin]);
    expect(await screen.findByText('No news at the moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete company settings' })).toBeTruthy();
  });

  it('does not ask someone who may not fill the settings', async () => {
    server([]);
    localStorage.setItem(STORAGE_KEYS.hasCompleteCompanySetting, 'false');
    renderDashboardPage(<DashboardHomePage />, []);
    await screen.findByText('No news at the moment.');
    expect(screen.queryByRole('link', { name: 'Complete company settings' })).toBeNull();
  });
});
