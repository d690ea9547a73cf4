import { type FollowUpCalendar, SALES_ACCESS, SALES_PATHS, SALES_ROUTES } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { addMonths, daysOf, monthGrid } from '../components/month-grid';
import { FollowUpsCalendarPage } from '../pages/follow-ups-calendar-page';

const VIEW = SALES_ACCESS.view.filter((p) => p.endsWith('|Sales'));

const followUp = (id: number, title: string, day: string, extra: object = {}) => ({
  id,
  title,
  notes: null,
  dueAt: `${day}T06:00:00.000Z`,
  dueDay: day,
  status: 'open' as const,
  isOverdue: false,
  completedAt: null,
  remindedAt: null,
  assignee: { id: 5, fullName: 'Sam Sales' },
  lead: null,
  customer: null,
  createdAt: '2026-02-20T06:00:00.000Z',
  updatedAt: '2026-02-20T06:00:00.000Z',
  ...extra,
});

const MARCH: FollowUpCalendar = {
  from: '2026-02-23',
  to: '2026-04-05',
  timeZone: 'Asia/Dubai',
  followUps: [
    followUp(3, 'Call about the tender', '2026-03-02', { isOverdue: true }),
    followUp(4, 'Introductory call', '2026-03-02', { status: 'done' }),
    followUp(5, 'Send the rate sheet', '2026-03-12'),
  ],
  events: [{ id: 9, title: 'Port holiday', startDate: '2026-03-03', endDate: '2026-03-04' }],
  visits: [
    {
      id: 2,
      purpose: 'Meet the buyer',
      status: 'planned',
      plannedAt: '2026-03-12T08:00:00.000Z',
      plannedDay: '2026-03-12',
      salesPerson: { id: 5, fullName: 'Sam Sales' },
    },
  ],
  isTruncated: false,
};

const calendarCalls = (calls: MockCall[]) =>
  calls.filter((c) => pathOf(c.url) === SALES_PATHS.followUpCalendar).map((c) => paramsOf(c.url));

describe('the follow-ups calendar', () => {
  it('shows a month of follow-ups (overdue marked), events over their days and visits', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: MARCH }));
    renderDashboardPage(<FollowUpsCalendarPage />, VIEW, `${SALES_ROUTES.calendar}?month=2026-03`);
    const grid = await screen.findByRole('table', { name: 'March 2026' });
    expect(calendarCalls(calls)[0]).toEqual({ from: '2026-02-23', to: '2026-04-05' });

    const second = within(grid).getByRole('cell', { name: '2 March' });
    const overdue = await within(second).findByRole('link', { name: 'Call about the tender, overdue' });
    expect(overdue.getAttribute('href')).toBe(`${SALES_ROUTES.followUps}?followUp=3`);
    expect(within(second).getByRole('link', { name: 'Introductory call, done' })).toBeTruthy();
    for (const day of ['3 March', '4 March']) {
      expect(within(within(grid).getByRole('cell', { name: day })).getByText('Port holiday')).toBeTruthy();
    }
    expect(
      within(within(grid).getByRole('cell', { name: '5 March' })).queryByText('Port holiday'),
    ).toBeNull();
    const twelfth = within(grid).getByRole('cell', { name: '12 March' });
    expect(within(twelfth).getByRole('link', { name: 'Send the rate sheet, open' })).toBeTruthy();
    expect(within(twelfth).getByText('Visit: Meet the buyer')).toBeTruthy();
  });

  it('moves a month at a time', async () => {
    const { calls } = mockFetch(() =>
      json({ success: true, data: { ...MARCH, followUps: [], events: [], visits: [] } }),
    );
    renderDashboardPage(<FollowUpsCalendarPage />, VIEW, `${SALES_ROUTES.calendar}?month=2026-03`);
    await screen.findByRole('table', { name: 'March 2026' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('table', { name: 'April 2026' });
    await waitFor(() =>
      expect(calendarCalls(calls).at(-1)).toEqual({ from: '2026-03-30', to: '2026-05-03' }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('table', { name: 'February 2026' });
  });
});

describe('the month grid', () => {
  it('spans whole weeks from Monday, within the calendar call limit', () => {
    const march = monthGrid('2026-03');
    expect(march).toMatchObject({ from: '2026-02-23', to: '2026-04-05' });
    expect(march.weeks).toHaveLength(6);
    // February 2021 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect(monthGrid('2021-02')).toMatchObject({ from: '2021-02-01', to: '2021-02-28' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysOf('2026-03-03', null)).toEqual(['2026-03-03']);
  });
});
