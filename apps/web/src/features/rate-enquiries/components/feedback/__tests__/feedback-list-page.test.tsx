import { ENQUIRY_PATHS, type Feedback, type FeedbackSummary, PERMISSIONS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../../../test/fetch-mock';
import { renderDashboardPage } from '../../../../../test/render-dashboard';
import { FeedbackListPage } from '../../../pages/feedback-list-page';

const FEEDBACK: Feedback = {
  id: 1,
  enquiryId: 5,
  enquiryReference: 'ENQ-0005',
  customer: { id: 9, name: 'Acme Trading' },
  rating: 4,
  comment: 'Quick and clear',
  createdBy: { id: 11, fullName: 'Amira Buyer' },
  createdAt: '2026-05-02T06:00:00.000Z',
};

const SUMMARY: FeedbackSummary = {
  count: 4,
  average: 3.8,
  distribution: [
    { rating: 1, count: 0 },
    { rating: 2, count: 1 },
    { rating: 3, count: 0 },
    { rating: 4, count: 2 },
    { rating: 5, count: 1 },
  ],
};

const server = (summary: FeedbackSummary = SUMMARY) =>
  mockFetch((call) =>
    pathOf(call.url) === ENQUIRY_PATHS.feedbackSummary
      ? json({ success: true, data: summary })
      : listPage(summary.count ? [FEEDBACK] : []),
  );

const lists = (calls: MockCall[]) => calls.filter((c) => pathOf(c.url) === ENQUIRY_PATHS.feedback);

describe('FeedbackListPage', () => {
  it('shows the average, the count and how many gave each number of stars above the list', async () => {
    server();
    renderDashboardPage(<FeedbackListPage />, [PERMISSIONS.businessAdmin]);
    const summary = await screen.findByRole('region', { name: 'Ratings summary' });
    expect(within(summary).getByText('3.8')).toBeTruthy();
    expect(within(summary).getByText('4 ratings')).toBeTruthy();
    const byStars = within(summary).getByRole('list', { name: 'Ratings by stars' });
    expect(
      within(byStars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars: 1', '4 stars: 2', '3 stars: 0', '2 stars: 1', '1 stars: 0']);
    const table = await screen.findByRole('table', { name: 'Customer feedback' });
    expect(within(table).getByText('ENQ-0005')).toBeTruthy();
  });

  it('filters by rating and searches, back on page 1', async () => {
    const { calls } = server();
    renderDashboardPage(<FeedbackListPage />, [PERMISSIONS.businessAdmin]);
    await screen.findByText('ENQ-0005');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Rating'), '2');
    await waitFor(() => expect(lists(calls).at(-1)?.url).toContain('rating=2'));
    await user.type(screen.getByLabelText('Search customer feedback'), 'Acme');
    await waitFor(() => expect(lists(calls).at(-1)?.url).toContain('search=Acme'));
    expect(lists(calls).at(-1)?.url).toContain('page=1&');
  });

  it('shows no summary before the first rating, and the empty list', async () => {
    server({ count: 0, average: null, distribution: SUMMARY.distribution.map((d) => ({ ...d, count: 0 })) });
    renderDashboardPage(<FeedbackListPage />, [PERMISSIONS.businessAdmin]);
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ratings summary' })).toBeNull();
  });

  it('tells a user without the permission why, and asks the server nothing', () => {
    const { calls } = mockFetch(() => json({ success: true, data: {} }));
    renderDashboardPage(<FeedbackListPage />, [PERMISSIONS.createCustomStatusOperation]);
    expect(screen.getByText('You do not have permission to open Customer Feedback.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
