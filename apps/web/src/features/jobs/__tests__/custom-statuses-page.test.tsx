import {
  CUSTOM_STATUS_ACCESS,
  type CustomStatus,
  enquiryPath,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  OPERATIONS_ACCESS,
  PERMISSIONS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { RecordCustomStatusButton } from '../components/custom-statuses/record-custom-status-button';
import { CustomStatusesPage } from '../pages/custom-statuses-page';

const STATUSES: CustomStatus[] = [
  {
    id: 1,
    code: 'FUMI',
    name: 'Fumigation',
    description: 'Container fumigated',
    internal: false,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];

const server =
  (extra: (call: MockCall) => Response | undefined = () => undefined) =>
  (call: MockCall) =>
    extra(call) ??
    (pathOf(call.url) === JOB_PATHS.customStatuses
      ? listPage(STATUSES)
      : fieldErrors(404, 'Not_Found', 'Not found'));

const OPS = [
  OPERATIONS_ACCESS.view[0] ?? '',
  OPERATIONS_ACCESS.update[0] ?? '',
  PERMISSIONS.createCustomStatusOperation,
];

describe('CustomStatusesPage', () => {
  it('lists the statuses and names a SPEC job status code under Code without calling', async () => {
    const { calls } = mockFetch(server());
    renderDashboardPage(<CustomStatusesPage />, OPS);
    const table = await screen.findByRole('table', { name: 'Custom statuses' });
    expect(await within(table).findByText('FUMI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New custom status|Add/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom status' });
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'qued' } });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Queued again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Code QUED is a job status already; choose another code'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers no writes to a job reader who may not define statuses', async () => {
    mockFetch(server());
    renderDashboardPage(<CustomStatusesPage />, [JOB_VIEW_ACCESS[0] ?? '']);
    expect(await screen.findByText('FUMI')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New custom status|Add/ })).toBeNull();
    expect(CUSTOM_STATUS_ACCESS).toContain(PERMISSIONS.createCustomStatusOperation);
  });
});

describe('RecordCustomStatusButton', () => {
  it('records the chosen status on the job with remarks', async () => {
    const url = enquiryPath(JOB_PATHS.jobCustomStatus, { id: 9 });
    const { calls } = mockFetch(
      server((call) =>
        call.method === 'POST' && pathOf(call.url) === url
          ? itemAnswer(
              {
                id: 5,
                jobId: 9,
                customStatus: { id: 1, code: 'FUMI', name: 'Fumigation' },
                remarks: 'Done',
                recordedBy: null,
                recordedAt: '2026-11-24T09:00:00.000Z',
              },
              201,
            )
          : undefined,
      ),
    );
    renderDashboardPage(<RecordCustomStatusButton jobId={9} />, OPS);
    fireEvent.click(screen.getByRole('button', { name: 'Record custom status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record custom status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Choose a custom status')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: /Custom status/ }));
    await user.click(await screen.findByRole('option', { name: 'FUMI — Fumigation', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'Done' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customStatusId: 1, remarks: 'Done' });
  });

  it('is not shown to who may not record one', () => {
    mockFetch(server());
    renderDashboardPage(<RecordCustomStatusButton jobId={9} />, [JOB_VIEW_ACCESS[0] ?? '']);
    expect(screen.queryByRole('button', { name: 'Record custom status' })).toBeNull();
  });
});
