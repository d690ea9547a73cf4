import { COMPANY_MASTERS_PATHS, MESSAGES, type News, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from '../../../components/date-time-input';
import { listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { NewsPage } from '../pages/news-page';

const PATH = COMPANY_MASTERS_PATHS.news;

const NEWS: News = {
  id: 4,
  title: 'Jebel Ali cut-off moves',
  body: 'Vessel cut-off moves to Thursday 18:00.',
  audience: 'customers',
  publishFrom: '2026-05-01T06:00:00.000Z',
  publishUntil: '2026-05-31T06:00:00.000Z',
  status: 'expired',
  createdAt: '2026-04-30T10:00:00.000Z',
};

const listCalls = (calls: MockCall[]) => calls.filter((c) => c.method === 'GET');

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<NewsPage />, permissions);

describe('NewsPage', () => {
  it('lists news newest first with audience and status', async () => {
    const { calls } = mockFetch(() => listPage([NEWS]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'News' });
    const row = (await within(table).findByText('Jebel Ali cut-off moves')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Customers')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(calls[0]?.url).toBe(`${PATH}?page=1&pageSize=10&sort=publishFrom&order=desc`);
  });

  it('filters by status and audience, back on page 1', async () => {
    const { calls } = mockFetch(() => listPage([NEWS]));
    renderPage();
    await screen.findByText('Jebel Ali cut-off moves');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('status=scheduled'));
    await user.selectOptions(screen.getByLabelText('Audience'), 'staff');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('status=scheduled&audience=staff'));
    expect(listCalls(calls).at(-1)?.url).toContain('page=1&');
  });

  it('checks the window on the client, then sends the news with its instants', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? json({ success: true, data: { item: NEWS } }, 201) : listPage([]),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New news' }));
    const dialog = await screen.findByRole('dialog', { name: 'New news' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Ramadan office hours');
    await user.type(within(dialog).getByLabelText(/Text/), 'We open 9 to 3.');
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'staff');
    fireEvent.change(within(dialog).getByLabelText(/Publish from/), {
      target: { value: '2026-03-01T09:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Publish until/), {
      target: { value: '2026-02-01T09:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Publish until must be after publish from')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Publish until/), {
      target: { value: '2026-03-31T17:00' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New news' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Ramadan office hours',
      body: 'We open 9 to 3.',
      audience: 'staff',
      publishFrom: new Date('2026-03-01T09:00').toISOString(),
      publishUntil: new Date('2026-03-31T17:00').toISOString(),
    });
  });

  it('edits news from its stored window and can open it up without an end', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT' ? json({ success: true, data: { item: NEWS } }) : listPage([NEWS]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jebel Ali cut-off moves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news' });
    const from = within(dialog).getByLabelText(/Publish from/) as HTMLInputElement;
    expect(from.value).toBe(toLocalDateTime(NEWS.publishFrom));
    fireEvent.change(within(dialog).getByLabelText(/Publish until/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `${PATH}/4`,
      body: { title: NEWS.title, publishFrom: NEWS.publishFrom, publishUntil: null },
    });
  });

  it('shows Forbidden Deletion with the reason when the server refuses a delete', async () => {
    mockFetch((call) =>
      call.method === 'DELETE'
        ? json(
            {
              success: false,
              error: MESSAGES.forbiddenDeletion,
              message: 'Pinned to the home page.',
              errors: [],
            },
            409,
          )
        : listPage([NEWS]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jebel Ali cut-off moves' }));
    expect(await screen.findByText("Delete the news 'Jebel Ali cut-off moves'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion })).toBeTruthy();
    expect(screen.getByText('Pinned to the home page.')).toBeTruthy();
  });

  it('keeps typed text that is no time, so the schema names the field', () => {
    expect(fromLocalDateTime('')).toBeNull();
    expect(fromLocalDateTime('soon')).toBe('soon');
    expect(toLocalDateTime('not a date')).toBe('');
  });
});
