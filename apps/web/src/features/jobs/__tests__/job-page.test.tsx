import {
  DOCUMENTATION_ACCESS,
  JOB_PATHS,
  JOB_ROUTES,
  type Job,
  jobSchema,
  jobTimelineEntrySchema,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobOverview } from '../components/job/job-overview';
import { JobTimeline } from '../components/timeline/job-timeline';
import { JobPage } from '../pages/job-page';
import { jobFixture, timelineFixture } from './job-fixtures';

const JOB_PATH = '/api/v1/jobs/9';
const OPERATIONS = [OPERATIONS_ACCESS.view[0] as string, OPERATIONS_ACCESS.update[0] as string];
const STALE = 'This job was changed by someone else; reload it and try again.';

/** The job's staff calls, answering `job()` as it stands when asked; `write` answers the POSTs and PUT. */
function serveJob(job: () => Job, write: (call: MockCall) => Response | Promise<Response>) {
  return mockFetch((call) => {
    const path = pathOf(call.url);
    if (call.method !== 'GET') return write(call);
    if (path === JOB_PATH) return itemAnswer(job());
    if (path === `${JOB_PATH}/history`) return json({ success: true, data: { items: timelineFixture() } });
    return json({ success: true, data: { items: [] } });
  });
}

const jobReads = (calls: MockCall[]) => calls.filter((c) => c.method === 'GET' && pathOf(c.url) === JOB_PATH);

/** Picks a move from the open status menu (Mantine keeps it hidden while it fades in). */
const pick = async (scope: Pick<typeof screen, 'findByRole'>, name: string) =>
  fireEvent.click(await scope.findByRole('menuitem', { name, hidden: true }));

const renderJobPage = (permissions: readonly string[], query = '') =>
  renderDashboardPage(
    <Routes>
      <Route path={JOB_ROUTES.job} element={<JobPage />} />
    </Routes>,
    permissions,
    `/dashboard/operations/jobs/9${query}`,
  );

describe('the job page', () => {
  it('answers with fixtures the domain schemas accept', () => {
    expect(jobSchema.safeEncode(jobFixture()).success).toBe(true);
    for (const entry of timelineFixture())
      expect(jobTimelineEntrySchema.safeEncode(entry).success).toBe(true);
  });

  it('moves the job after confirmation with remarks at the version read, then reads the job again', async () => {
    let current = jobFixture();
    const { calls } = serveJob(
      () => current,
      () => {
        current = jobFixture({
          status: 'SPBO',
          statusLabel: 'space booked',
          version: 5,
          dcsaEvent: { eventType: 'SHIPMENT', eventTypeCode: 'CONF', documentTypeCode: 'BKG' },
          allowedMoves: [{ status: 'BLAP', label: 'bill of lading approved' }],
        });
        return itemAnswer(current);
      },
    );
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'JOB-2026-000009' })).toBeTruthy();
    expect(screen.getByLabelText('DCSA event').textContent).toBe('DCSA SHIPMENT · RECE · BKG');
    expect(screen.queryByRole('button', { name: 'Approve BL' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move status' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((i) => i.textContent),
    ).toEqual(['SPBO · space booked', 'CAPI · cargo pickup', 'QERY · query', 'CNCL · cancelled']);
    await pick(within(menu), 'SPBO · space booked');
    const dialog = await screen.findByRole('dialog', { name: 'Move to SPBO' });
    expect(within(dialog).getByText(/DCSA event: SHIPMENT · CONF · BKG/)).toBeTruthy();
    const readsBefore = jobReads(calls).length;
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Space confirmed with Maersk');
    await user.click(within(dialog).getByRole('button', { name: 'Move to SPBO' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(pathOf(post?.url ?? '')).toBe(JOB_PATHS.jobStatus.replace(':id', '9'));
    // Left as the dialog opens, the event is an actual one now, at the place the job's leg implies.
    expect(post?.body).toEqual({
      status: 'SPBO',
      version: 4,
      remarks: 'Space confirmed with Maersk',
      eventAt: null,
      eventClassifier: 'ACT',
      eventLocation: null,
    });
    await waitFor(() => expect(jobReads(calls).length).toBeGreaterThan(readsBefore));
    expect(await screen.findByRole('button', { name: 'Approve BL' })).toBeTruthy();
    expect(screen.getByLabelText('DCSA event').textContent).toBe('DCSA SHIPMENT · CONF · BKG');
  });

  it('moves nothing when the confirmation is cancelled', async () => {
    const { calls } = serveJob(jobFixture, () => itemAnswer(jobFixture()));
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move status' }));
    await pick(screen, 'CNCL · cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Move to CNCL' });
    expect(within(dialog).getByText(/This is final/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('says a stale copy was changed by someone else and reloads it on request', async () => {
    const { calls } = serveJob(jobFixture, () => fieldErrors(409, 'Conflict', STALE, { version: STALE }));
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move status' }));
    await pick(screen, 'CAPI · cargo pickup');
    const dialog = await screen.findByRole('dialog', { name: 'Move to CAPI' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to CAPI' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Changed by someone else');
    const readsBefore = jobReads(calls).length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(jobReads(calls).length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the workflow's refusal in the modal and a remark's error under the field", async () => {
    serveJob(jobFixture, () =>
      fieldErrors(409, 'Conflict', 'CLOS needs an invoice of the job first', {
        status: 'CLOS needs an invoice of the job first',
        remarks: 'Remarks must not exceed 1000 characters',
      }),
    );
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move status' }));
    await pick(screen, 'QERY · query');
    const dialog = await screen.findByRole('dialog', { name: 'Move to QERY' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to QERY' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('needs an invoice');
    expect(within(dialog).getByText('Remarks must not exceed 1000 characters')).toBeTruthy();
  });

  it('approves the bill of lading through its own call when the workflow allows BLAP', async () => {
    const job = jobFixture({
      status: 'CGLD',
      allowedMoves: [
        { status: 'TRNT', label: 'in transit' },
        { status: 'BLAP', label: 'bill of lading approved' },
      ],
    });
    const { calls } = serveJob(
      () => job,
      () => itemAnswer(job),
    );
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move status' }));
    expect(screen.queryByRole('menuitem', { name: /BLAP/, hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve BL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the bill of lading' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve BL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(pathOf(post?.url ?? '')).toBe('/api/v1/jobs/9/approve-bl');
    expect(post?.body).toEqual({ version: 4, remarks: null });
  });

  it('saves the ETD and ETA at the version read, refusing an ETA before the ETD first', async () => {
    const { calls } = serveJob(jobFixture, () => itemAnswer(jobFixture({ version: 5, etd: '2026-12-06' })));
    renderJobPage(OPERATIONS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit assignee and dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit JOB-2026-000009' });
    const etd = within(dialog).getByLabelText('ETD');
    await user.clear(etd);
    await user.type(etd, '2026-12-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('ETA must not be before ETD')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(etd);
    await user.type(etd, '2026-12-06');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 4,
      assignedTo: 55,
      etd: '2026-12-06',
      eta: '2026-12-28',
    });
  });

  it('shows documentation the tabs it may open, without the moves, on the tab its address names', async () => {
    const { calls } = serveJob(jobFixture, () => itemAnswer(jobFixture()));
    renderJobPage([DOCUMENTATION_ACCESS.view[0] as string], '?tab=timeline');
    expect(await screen.findByRole('heading', { name: 'JOB-2026-000009' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Timeline',
      'Containers',
      'Amendments',
      'Documents',
      'Invoices',
    ]);
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Move status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit assignee and dates' })).toBeNull();
    const timeline = await screen.findByLabelText('Job timeline');
    expect(within(timeline).getByText('VGM submitted')).toBeTruthy();
    expect(within(timeline).getByText('Custom')).toBeTruthy();
    expect(within(timeline).getByText('DCSA SHIPMENT · RECE · BKG')).toBeTruthy();
    expect(calls.some((c) => pathOf(c.url) === `${JOB_PATH}/history`)).toBe(true);
  });

  it('says not found for a job that is not the caller’s', async () => {
    mockFetch(() => json({ success: false, error: 'Not Found', message: 'Job not found' }, 404));
    renderJobPage(OPERATIONS);
    expect(await screen.findByText('Job not found')).toBeTruthy();
  });
});

describe('the job overview', () => {
  it("shows the staff the option's buy and margin, and the customer sell only", () => {
    const { unmount } = render(
      <MantineProvider>
        <JobOverview job={jobFixture()} door="staff" />
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Buy' })).toBeTruthy();
    expect(screen.getByText('USD 900.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Margin')).toBeTruthy();
    expect(screen.getByText('Shenzhen Exports')).toBeTruthy();
    unmount();
    const customerJob = jobFixture();
    customerJob.option = { ...customerJob.option, buyTotal: null };
    render(
      <MantineProvider>
        <JobOverview job={customerJob} door="customer" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Buy' })).toBeNull();
    expect(screen.queryByText('Buy total')).toBeNull();
    expect(screen.getByText('Sell total')).toBeTruthy();
  });

  it('draws an empty timeline as nothing recorded', () => {
    render(
      <MantineProvider>
        <JobTimeline entries={[]} />
      </MantineProvider>,
    );
    expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
  });
});
