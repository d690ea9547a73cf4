import {
  CUSTOMER_KYC_PATHS,
  DOCUMENTATION_ACCESS,
  JOB_PATHS,
  JOB_ROUTES,
  OPERATIONS_ACCESS,
  STORAGE_KEYS,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { withReference } from '../../../test/shipment-fixtures';
import { readJobFilters } from '../components/board/job-filters';
import { DocumentationPage } from '../pages/documentation-page';
import { JobsPage } from '../pages/jobs-page';
import { jobListItemFixture } from './job-fixtures';

const DASHBOARD = {
  total: 3,
  byStatus: [
    { status: 'QUED', count: 2 },
    { status: 'SPBO', count: 1 },
  ],
};

const COLLEAGUES = [{ id: 55, fullName: 'Omar Operations' }];

const answer = (rows = [jobListItemFixture()]) =>
  withReference((call) => {
    const path = pathOf(call.url);
    if (path === JOB_PATHS.jobDashboard) return itemAnswer(DASHBOARD);
    if (path === CUSTOMER_KYC_PATHS.salesPersons) return json({ success: true, data: { items: COLLEAGUES } });
    return listPage(rows);
  });

const boardQuery = (calls: MockCall[]) =>
  paramsOf(calls.filter((c) => c.method === 'GET' && pathOf(c.url) === JOB_PATHS.jobs).at(-1)?.url ?? '');

const OPERATIONS = [OPERATIONS_ACCESS.view[0] as string];
const ME = 55;

describe('the job board', () => {
  it('sends each filter in the query, back on page 1, from the counts, the toolbar and the rows', async () => {
    const { calls } = mockFetch(answer());
    localStorage.setItem(STORAGE_KEYS.loggedInUserId, String(ME));
    renderDashboardPage(<JobsPage />, OPERATIONS, JOB_ROUTES.jobs);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByRole('link', { name: 'JOB-2026-000009' })).toHaveProperty(
      'pathname',
      '/dashboard/operations/jobs/9',
    );
    expect(boardQuery(calls)).toEqual({ page: '1', pageSize: '10' });

    const spbo = await screen.findByRole('button', { name: 'SPBO Space booked: 1' });
    await user.click(spbo);
    await waitFor(() => expect(boardQuery(calls)).toEqual({ page: '1', pageSize: '10', status: 'SPBO' }));
    expect(spbo.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('SPBO');

    await user.selectOptions(screen.getByLabelText('Mode'), 'air');
    await user.type(screen.getByLabelText('ETD from'), '2026-12-01');
    await user.type(screen.getByLabelText('ETA to'), '2026-12-31');
    await user.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() =>
      expect(boardQuery(calls)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'SPBO',
        mode: 'air',
        etdFrom: '2026-12-01',
        etaTo: '2026-12-31',
        assignedTo: String(ME),
      }),
    );

    await user.click(within(table).getByRole('button', { name: 'Acme Imports' }));
    await waitFor(() => expect(boardQuery(calls)).toMatchObject({ customerCompanyId: '7' }));
    await user.click(screen.getByRole('button', { name: 'Remove the customer filter' }));
    await waitFor(() => expect(boardQuery(calls).customerCompanyId).toBeUndefined());

    // Again on the active count: every status.
    await user.click(screen.getByRole('button', { name: 'SPBO Space booked: 1' }));
    await waitFor(() => expect(boardQuery(calls).status).toBeUndefined());
    expect(screen.getByRole('button', { name: 'All jobs: 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets a person hide and show optional columns, kept in this browser', async () => {
    mockFetch(answer());
    localStorage.removeItem('ff.columns.job-board');
    const view = renderDashboardPage(<JobsPage />, OPERATIONS, JOB_ROUTES.jobs);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(table).getByRole('columnheader', { name: 'Carrier' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose the columns of Jobs' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Carrier', hidden: true }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Carrier' })).toBeNull());
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('ff.columns.job-board') ?? '[]')).toEqual(['carrier']);
    view.unmount();
    renderDashboardPage(<JobsPage />, OPERATIONS, JOB_ROUTES.jobs);
    const again = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(again).queryByRole('columnheader', { name: 'Carrier' })).toBeNull();
    localStorage.removeItem('ff.columns.job-board');
  });

  it('searches and sorts on the server', async () => {
    const { calls } = mockFetch(answer());
    renderDashboardPage(<JobsPage />, OPERATIONS, JOB_ROUTES.jobs);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await user.type(screen.getByLabelText('Search jobs'), 'acme');
    await waitFor(() => expect(boardQuery(calls)).toMatchObject({ search: 'acme', page: '1' }));
    await user.click(within(table).getByRole('button', { name: 'ETD' }));
    await waitFor(() => expect(boardQuery(calls)).toMatchObject({ sort: 'etd', order: 'asc' }));
  });

  it('opens with the filters of its address and says when nothing matches', async () => {
    const { calls } = mockFetch(answer([]));
    renderDashboardPage(
      <JobsPage />,
      OPERATIONS,
      `${JOB_ROUTES.jobs}?status=CGLD&etaFrom=2026-12-01&status2=x&mode=boat&assignedTo=-1`,
    );
    expect(await screen.findByText('No job matches these filters.')).toBeTruthy();
    expect(boardQuery(calls)).toEqual({ page: '1', pageSize: '10', status: 'CGLD', etaFrom: '2026-12-01' });
  });

  it('leaves out what the server would refuse: statuses a job never holds, broken ids and dates', () => {
    const params = new URLSearchParams('status=BLAP&mode=sea&originPortId=abc&etdTo=1/12/2026&assignedTo=3');
    expect(readJobFilters(params)).toEqual({ mode: 'sea', assignedTo: 3 });
  });

  it("shows an empty board's first-use text", async () => {
    mockFetch(answer([]));
    renderDashboardPage(<JobsPage />, OPERATIONS, JOB_ROUTES.jobs);
    expect(await screen.findByText(/No jobs yet/)).toBeTruthy();
  });

  it("links documentation's board to each job's documents tab", async () => {
    mockFetch(answer());
    renderDashboardPage(
      <DocumentationPage />,
      [DOCUMENTATION_ACCESS.view[0] as string],
      JOB_ROUTES.documents,
    );
    const table = await screen.findByRole('table', { name: 'Jobs for documentation' });
    const link = await within(table).findByRole('link', { name: 'JOB-2026-000009' });
    expect(link.getAttribute('href')).toBe('/dashboard/operations/jobs/9?tab=documents');
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeTruthy();
  });

  it('asks nothing of the server without the permission', async () => {
    const { calls } = mockFetch(answer());
    renderDashboardPage(<JobsPage />, [DOCUMENTATION_ACCESS.view[0] as string], JOB_ROUTES.jobs);
    expect(await screen.findByText('You do not have permission to open Jobs.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
