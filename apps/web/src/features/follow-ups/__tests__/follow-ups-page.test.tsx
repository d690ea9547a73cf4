import {
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  type FollowUp,
  SALES_ACCESS,
  SALES_PATHS,
  SALES_ROUTES,
  STORAGE_KEYS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { readFollowUpFilters } from '../components/follow-up-filters';
import { FollowUpsPage } from '../pages/follow-ups-page';

const ME = 5;
const SALES = [
  ...SALES_ACCESS.view,
  ...SALES_ACCESS.create,
  ...SALES_ACCESS.update,
  ...SALES_ACCESS.delete,
].filter((p) => p.endsWith('|Sales'));

const followUp = (extra: Partial<FollowUp> = {}): FollowUp => ({
  id: 3,
  title: 'Call about the tender',
  notes: 'Volumes per lane',
  dueAt: '2026-03-02T06:00:00.000Z',
  dueDay: '2026-03-02',
  status: 'open',
  isOverdue: true,
  completedAt: null,
  remindedAt: '2026-03-02T06:00:00.000Z',
  assignee: { id: ME, fullName: 'Sam Sales' },
  lead: { id: 8, name: 'Nordic Pumps AB' },
  customer: null,
  createdAt: '2026-03-01T06:00:00.000Z',
  updatedAt: '2026-03-01T06:00:00.000Z',
  ...extra,
});

const LATER = followUp({
  id: 4,
  title: 'Send the rate sheet',
  isOverdue: false,
  dueAt: '2026-03-09T06:00:00.000Z',
});

const answer = (call: MockCall) => {
  const path = pathOf(call.url);
  if (path === CUSTOMER_KYC_PATHS.salesPersons) {
    return json({ success: true, data: { items: [{ id: ME, fullName: 'Sam Sales' }] } });
  }
  if (path === SALES_PATHS.salesVisitParties) {
    return json({
      success: true,
      data: {
        items: [
          { kind: 'lead', id: 8, name: 'Nordic Pumps AB' },
          { kind: 'customer', id: 21, name: 'Acme Trading' },
        ],
      },
    });
  }
  if (call.method === 'POST' && path === SALES_PATHS.followUps) return itemAnswer(followUp(), 201);
  if (call.method === 'POST') return itemAnswer(followUp({ status: 'done', isOverdue: false }));
  if (call.method === 'DELETE') return messageAnswer('Successfully Deleted.');
  if (path === '/api/v1/follow-ups/3') return itemAnswer(followUp());
  return listPage([followUp(), LATER]);
};

const listQuery = (calls: MockCall[]) =>
  paramsOf(
    calls.filter((c) => c.method === 'GET' && pathOf(c.url) === SALES_PATHS.followUps).at(-1)?.url ?? '',
  );

const renderPage = (path: string = SALES_ROUTES.followUps, permissions = SALES) => {
  localStorage.setItem(STORAGE_KEYS.loggedInUserId, String(ME));
  return renderDashboardPage(<FollowUpsPage />, permissions, path);
};

describe('the follow-ups list', () => {
  it('opens the filters a dashboard links with, and highlights the overdue rows', async () => {
    const { calls } = mockFetch(answer);
    renderPage(
      `${SALES_ROUTES.followUps}?overdue=true&assigneeId=${ME}&status=open&search=tender&page=2&pageSize=20`,
    );
    const table = await screen.findByRole('table', { name: 'Follow-ups' });
    const row = (await within(table).findByText('Call about the tender')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(row.getAttribute('style') ?? '').toContain('--mantine-color-red-light');
    const later = within(table).getByText('Send the rate sheet').closest('tr') as HTMLElement;
    expect(within(later).queryByText('Overdue')).toBeNull();
    expect(listQuery(calls)).toEqual({
      page: '2',
      pageSize: '20',
      overdue: 'true',
      assigneeId: String(ME),
      status: 'open',
      search: 'tender',
    });
    expect((screen.getByLabelText('Search follow-ups') as HTMLInputElement).value).toBe('tender');
    expect((screen.getByLabelText('Overdue only') as HTMLInputElement).checked).toBe(true);
    // Without the staff list the assignee filter shows as a chip.
    expect(screen.getByRole('button', { name: 'Remove the assignee filter' })).toBeTruthy();
  });

  it('sends each filter, back on page 1', async () => {
    const { calls } = mockFetch(answer);
    renderPage(`${SALES_ROUTES.followUps}?page=3`, [...SALES, ...CUSTOMERS_ACCESS.view]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Follow-ups' });
    await within(table).findByText('Call about the tender');
    expect(listQuery(calls)).toMatchObject({ page: '3' });
    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    await user.click(screen.getByLabelText('Overdue only'));
    fireEvent.change(screen.getByLabelText('Due from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Due to'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(listQuery(calls)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'done',
        overdue: 'true',
        dueFrom: '2026-03-01',
        dueTo: '2026-03-31',
      }),
    );
    await user.click(within(table).getAllByRole('button', { name: '(filter)' })[0] as HTMLElement);
    await waitFor(() => expect(listQuery(calls)).toMatchObject({ leadId: '8' }));
    await user.click(screen.getByRole('button', { name: 'Remove the lead filter' }));
    await waitFor(() => expect(listQuery(calls).leadId).toBeUndefined());
  });

  it('creates a follow-up for the signed-in user by default', async () => {
    const { calls } = mockFetch(answer);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'New follow-up' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Visit the warehouse');
    fireEvent.change(within(dialog).getByLabelText(/Due/), { target: { value: '2026-03-05T10:30' } });
    await user.type(within(dialog).getByLabelText('Notes'), 'Bring the brochure');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New follow-up' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Visit the warehouse',
      notes: 'Bring the brochure',
      dueAt: new Date('2026-03-05T10:30').toISOString(),
      assigneeId: ME,
      leadId: null,
      customerCompanyId: null,
    });
  });

  it('is about a customer or a lead chosen by name, never both', async () => {
    const { calls } = mockFetch(answer);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'New follow-up' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Renewal call');
    const about = within(dialog).getByRole('combobox', { name: 'About' });
    await user.click(about);
    await user.click(await screen.findByRole('option', { name: 'Lead: Nordic Pumps AB', hidden: true }));
    await user.click(about);
    await user.click(await screen.findByRole('option', { name: 'Customer: Acme Trading', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Renewal call',
      leadId: null,
      customerCompanyId: 21,
    });
  });

  it('checks the title on the client before anything is sent', async () => {
    const { calls } = mockFetch(answer);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'New follow-up' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks done, and deletes only once confirmed', async () => {
    const { calls } = mockFetch(answer);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark done Call about the tender' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: SALES_PATHS.followUpStatus.replace(':id', '3'),
        body: { status: 'done' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Send the rate sheet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${SALES_PATHS.followUps}/4`),
    );
  });

  it('opens the follow-up a reminder or the calendar links to, and edits it', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT' ? itemAnswer(followUp({ title: 'Call again' })) : answer(call),
    );
    renderPage(`${SALES_ROUTES.followUps}?followUp=3`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit follow-up' });
    const title = within(dialog).getByLabelText(/Title/) as HTMLInputElement;
    expect(title.value).toBe('Call about the tender');
    fireEvent.change(title, { target: { value: 'Call again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `${SALES_PATHS.followUps}/3`,
      body: { title: 'Call again', leadId: 8, assigneeId: ME, dueAt: '2026-03-02T06:00:00.000Z' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit follow-up' })).toBeNull());
  });

  it('tells a user without the Sales module it may not open the list', async () => {
    mockFetch(answer);
    renderPage(SALES_ROUTES.followUps, []);
    expect(await screen.findByText('You do not have permission to open Follow-ups.')).toBeTruthy();
  });
});

describe('readFollowUpFilters', () => {
  it('keeps what the server takes and leaves out the rest', () => {
    expect(
      readFollowUpFilters(
        new URLSearchParams(
          'status=closed&overdue=yes&assigneeId=-3&leadId=7&dueFrom=2026-3-1&dueTo=2026-03-31&page=0',
        ),
      ),
    ).toEqual({ leadId: 7, dueTo: '2026-03-31' });
    expect(readFollowUpFilters(new URLSearchParams('status=done&overdue=true&pageSize=500&page=4'))).toEqual({
      status: 'done',
      overdue: 'true',
      page: 4,
    });
  });
});
