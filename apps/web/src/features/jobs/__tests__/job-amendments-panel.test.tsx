import { enquiryPath, JOB_PATHS, type JobAmendment, OPERATIONS_ACCESS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobAmendmentsPanel } from '../components/amendments/job-amendments-panel';
import { jobFixture } from './job-fixtures';

const STAFF = enquiryPath(JOB_PATHS.amendments, { id: 9 });
const MINE = enquiryPath(JOB_PATHS.myJobAmendments, { id: 9 });
const JOB = enquiryPath(JOB_PATHS.job, { id: 9 });
const MY_JOB = enquiryPath(JOB_PATHS.myJob, { id: 9 });
const RESPOND = enquiryPath(JOB_PATHS.amendmentResponse, { id: 9, amendmentId: 4 });

const job = jobFixture();
const NEW_SHIPPER = { ...job.booking.shipper, name: 'Ningbo Exports Ltd' };

const amendment = (overrides: Partial<JobAmendment> = {}): JobAmendment => ({
  id: 4,
  jobId: 9,
  bookingId: 3,
  status: 'requested',
  statusLabel: 'Requested',
  version: 2,
  fields: ['Shipper'],
  changes: { shipper: NEW_SHIPPER },
  previous: null,
  reason: 'We ship from Ningbo now',
  requestedBy: { id: 30, fullName: 'Alice Buyer' },
  requestedAt: '2026-11-23T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  responseRemarks: null,
  ...overrides,
});

const server =
  (items: JobAmendment[], extra: (call: MockCall) => Response | undefined = () => undefined) =>
  (call: MockCall) => {
    const answer = extra(call);
    if (answer) return answer;
    const path = pathOf(call.url);
    if (path === STAFF || path === MINE) return json({ success: true, data: { items } });
    if (path === JOB || path === MY_JOB) return itemAnswer(job);
    return fieldErrors(404, 'Not_Found', 'Not found');
  };

const OPS = [OPERATIONS_ACCESS.view[0] ?? '', OPERATIONS_ACCESS.update[0] ?? ''];

describe('JobAmendmentsPanel', () => {
  it('shows a request with its status, reason and what it changes against the booking', async () => {
    mockFetch(server([amendment()]));
    renderDashboardPage(<JobAmendmentsPanel jobId={9} door="staff" />, OPS);
    const card = await screen.findByRole('article', { name: 'Amendment 4' });
    expect(within(card).getByText('Requested')).toBeTruthy();
    expect(within(card).getByText('Reason: We ship from Ningbo now')).toBeTruthy();
    const changes = within(card).getByRole('table', { name: 'Changes' });
    // Against the booking as it stands: now, then what is asked for.
    expect(await within(changes).findByRole('columnheader', { name: 'Now' })).toBeTruthy();
    const [field, now, asked] = within(changes).getAllByRole('cell');
    expect(field?.textContent).toBe('Shipper');
    expect(now?.textContent?.startsWith('Shenzhen Exports')).toBe(true);
    expect(asked?.textContent?.startsWith('Ningbo Exports Ltd')).toBe(true);
  });

  it('approves at the version read, and rejects only with remarks', async () => {
    const { calls } = mockFetch(
      server([amendment()], (call) =>
        call.method === 'POST' && pathOf(call.url) === RESPOND
          ? itemAnswer(amendment({ status: 'approved', statusLabel: 'Approved', version: 3 }))
          : undefined,
      ),
    );
    renderDashboardPage(<JobAmendmentsPanel jobId={9} door="staff" />, OPS);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject amendment' });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Remarks are required to reject a request')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(reject).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve amendment' });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve and change the booking' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ decision: 'approved', version: 2 });
  });

  it('offers no answer to a reader without the Operations update permission', async () => {
    mockFetch(server([amendment()]));
    renderDashboardPage(<JobAmendmentsPanel jobId={9} door="staff" />, [OPERATIONS_ACCESS.view[0] ?? '']);
    expect(await screen.findByRole('article', { name: 'Amendment 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets the customer ask with the booking prefilled, sending only what changed and why', async () => {
    const { calls } = mockFetch(
      server([], (call) =>
        call.method === 'POST' && pathOf(call.url) === MINE ? itemAnswer(amendment(), 201) : undefined,
      ),
    );
    renderDashboardPage(<JobAmendmentsPanel jobId={9} door="customer" />, []);
    expect(await screen.findByText(/No amendment requests/)).toBeTruthy();
    const ask = await screen.findByRole('button', { name: 'Request amendment' });
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'Request amendment' });
    const name = within(dialog).getByLabelText('Shipper name') as HTMLInputElement;
    expect(name.value).toBe('Shenzhen Exports');

    // Nothing changed: the schema's message, and no call.
    fireEvent.change(within(dialog).getByLabelText(/Reason for the change/), { target: { value: 'Moving' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Change at least one booking field')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Ningbo Exports Ltd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      changes: { shipper: { ...NEW_SHIPPER, contact: NEW_SHIPPER.contact || null } },
      reason: 'Moving',
    });
  });

  it('keeps the customer to one open request', async () => {
    mockFetch(server([amendment()]));
    renderDashboardPage(<JobAmendmentsPanel jobId={9} door="customer" />, []);
    expect(await screen.findByText(/waiting for your forwarder's answer/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request amendment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
