import { JOB_PATHS, JOB_ROUTES, type Job, jobSchema } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { CustomerJobsSummary } from '../components/customer/customer-jobs-summary';
import { MY_JOBS_EMPTY } from '../components/customer/my-job-list';
import { MyJobPage } from '../pages/my-job-page';
import { MyJobsPage } from '../pages/my-jobs-page';
import { jobFixture, jobListItemFixture, timelineFixture } from './job-fixtures';

const listQueries = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'GET' && pathOf(c.url) === JOB_PATHS.myJobs).map((c) => paramsOf(c.url));

const renderAsCustomer = (ui: React.ReactNode, path: string) => {
  seedSession({ categoryCode: 'CAT_CUS' });
  return renderDashboardPage(ui, undefined, path);
};

describe('My Jobs', () => {
  it('lists the customer’s jobs with the filters of its address, and filters again on page 1', async () => {
    const { calls } = mockFetch(() =>
      listPage([jobListItemFixture({ status: 'TRNT', statusLabel: 'in transit' })]),
    );
    renderAsCustomer(<MyJobsPage />, `${JOB_ROUTES.myJobs}?group=inTransit&bogus=1`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'My Jobs' });
    const link = await within(table).findByRole('link', { name: 'JOB-2026-000009' });
    expect(link.getAttribute('href')).toBe('/dashboard/my-jobs/9');
    expect(within(table).getByText('TRNT · in transit')).toBeTruthy();
    expect(within(table).getByText('Shanghai → Jebel Ali')).toBeTruthy();
    expect(within(table).getByText('2026-12-28')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(listQueries(calls).at(-1)).toEqual({ page: '1', pageSize: '10', group: 'inTransit' });

    await user.selectOptions(screen.getByLabelText('Status'), 'TRNT');
    await user.selectOptions(screen.getByLabelText('Mode'), 'sea');
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        group: 'inTransit',
        status: 'TRNT',
        mode: 'sea',
      }),
    );
  });

  it('says how jobs come to be when there are none yet, and that a filter matched none', async () => {
    mockFetch(() => listPage([]));
    const { unmount } = renderAsCustomer(<MyJobsPage />, JOB_ROUTES.myJobs);
    expect(await screen.findByText(MY_JOBS_EMPTY)).toBeTruthy();
    unmount();
    renderAsCustomer(<MyJobsPage />, `${JOB_ROUTES.myJobs}?status=CLOS`);
    expect(await screen.findByText('No job matches these filters.')).toBeTruthy();
  });
});

describe('the customer dashboard’s jobs', () => {
  it('counts open, in-transit and closed jobs, each opening My Jobs at its group', async () => {
    mockFetch(() =>
      itemAnswer({
        total: 6,
        byGroup: [
          { group: 'open', count: 3 },
          { group: 'inTransit', count: 2 },
          { group: 'closed', count: 1 },
        ],
      }),
    );
    renderAsCustomer(<CustomerJobsSummary />, '/customerDashboard');
    const inTransit = await screen.findByRole('link', { name: 'In transit: 2' });
    expect(inTransit.getAttribute('href')).toBe(`${JOB_ROUTES.myJobs}?group=inTransit`);
    expect(screen.getByRole('link', { name: 'Open: 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Closed: 1' })).toBeTruthy();
  });
});

/** The job as the customer's door answers it: sell-only lines, no buy, PREL its one move. */
const customerJob = (overrides: Partial<Job> = {}): Job => {
  const base = jobFixture();
  return jobFixture({
    status: 'ADPL',
    statusLabel: 'arrived at delivery place',
    allowedMoves: [{ status: 'PREL', label: 'payment released' }],
    option: {
      ...base.option,
      buyTotal: null,
      lines: base.option.lines.map(
        ({ leg, label, basis, quantity, currency, unitSell, sell, baseSell, exchangeRate }) => ({
          leg,
          label,
          basis,
          quantity,
          currency,
          unitSell,
          sell,
          baseSell,
          exchangeRate,
        }),
      ),
    },
    ...overrides,
  });
};

const MY_JOB = '/api/v1/my-jobs/9';
const RELEASE = `${MY_JOB}/payment-released`;

function serveMyJob(job: () => Job, release: (call: MockCall) => Response) {
  return mockFetch((call) => {
    const path = pathOf(call.url);
    if (call.method === 'POST' && path === RELEASE) return release(call);
    if (path === MY_JOB) return itemAnswer(job());
    if (path === `${MY_JOB}/history`) return json({ success: true, data: { items: timelineFixture() } });
    return json({ success: true, data: { items: [] } });
  });
}

const renderMyJob = () =>
  renderAsCustomer(
    <Routes>
      <Route path={JOB_ROUTES.myJob} element={<MyJobPage />} />
    </Routes>,
    '/dashboard/my-jobs/9',
  );

describe('payment released', () => {
  it('answers with a fixture the domain schema accepts', () => {
    expect(jobSchema.safeEncode(customerJob()).success).toBe(true);
  });

  it('asks first, sends the reference at the version read, and is gone once recorded', async () => {
    let job = customerJob();
    const { calls } = serveMyJob(
      () => job,
      () => {
        job = customerJob({ status: 'PREL', statusLabel: 'payment released', version: 5, allowedMoves: [] });
        return itemAnswer(job);
      },
    );
    renderMyJob();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'JOB-2026-000009' })).toBeTruthy();
    expect(screen.getByLabelText('Job progress')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Payment released' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment released' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Payment released' }));
    const again = await screen.findByRole('dialog', { name: 'Payment released' });
    await user.type(within(again).getByLabelText('Payment reference'), 'TT-2026-118');
    await user.click(within(again).getByRole('button', { name: 'Confirm payment released' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Payment released' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { version: 4, reference: 'TT-2026-118' },
    ]);
    expect(await screen.findByText('PREL · payment released')).toBeTruthy();
  });

  it('shows why when the job moved on meanwhile, and reads it again', async () => {
    const moved =
      'Payment can be released once the job is arrived at delivery place and invoiced; it is payment received now';
    let job = customerJob();
    const { calls } = serveMyJob(
      () => job,
      () => {
        job = customerJob({ status: 'PREC', statusLabel: 'payment received', version: 6, allowedMoves: [] });
        return fieldErrors(409, 'Conflict', moved, { status: moved });
      },
    );
    renderMyJob();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Payment released' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment released' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment released' }));
    expect(await screen.findByText(moved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Payment released' })).toBeNull());
    expect(calls.filter((c) => c.method === 'GET' && pathOf(c.url) === MY_JOB).length).toBeGreaterThan(1);
  });
});
