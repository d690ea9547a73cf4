import { COMPANY_MASTERS_PATHS, type EventDate, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { EventDatesPage } from '../pages/event-dates-page';

const EVENT: EventDate = {
  id: 2,
  title: 'Eid holiday',
  startDate: '2026-03-19',
  endDate: '2026-03-22',
  description: 'Office closed',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('EventDatesPage', () => {
  it('filters by a month range and checks the end against the start', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? json({ success: true, data: { item: EVENT } }, 201) : listPage([EVENT]),
    );
    renderDashboardPage(<EventDatesPage />, [PERMISSIONS.businessAdmin]);
    expect(await screen.findByText('2026-03-19 – 2026-03-22')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From month'), { target: { value: '2026-03' } });
    fireEvent.change(screen.getByLabelText('To month'), { target: { value: '2026-04' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('from=2026-03&to=2026-04'));
    expect(calls[0]?.url).toBe(
      `${COMPANY_MASTERS_PATHS.eventDates}?page=1&pageSize=10&sort=startDate&order=asc`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Stock take' } });
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: '2026-04-10' } });
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2026-04-09' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('End date must not be before the start date')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Stock take',
      startDate: '2026-04-10',
      endDate: '',
      description: '',
    });
  });
});
