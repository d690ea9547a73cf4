import {
  VENDOR_PATHS,
  type VendorConversionRequest,
  vendorConversionApprovePath,
  vendorConversionRejectPath,
} from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { VendorConversionsPage } from '../pages/vendor-conversions-page';

const SWIFT: VendorConversionRequest = {
  id: 5,
  companyId: 9,
  companyName: 'Swift Carriers',
  status: 'pending',
  reason: 'We run our own consolidations',
  requestedAt: '2026-02-01T10:00:00.000Z',
  requestedByName: 'Vera Vendor',
  reviewedAt: null,
  rejectionReason: null,
};
const DECIDED: VendorConversionRequest = { ...SWIFT, id: 6, companyName: 'Old Agent', status: 'approved' };

const isList = (call: MockCall) => pathOf(call.url) === VENDOR_PATHS.platformConversionRequests;

describe('VendorConversionsPage', () => {
  it('lists the pending requests first and filters by status; decided ones offer no decision', async () => {
    const { calls } = mockFetch(() => listPage([SWIFT, DECIDED]));
    renderDashboardPage(<VendorConversionsPage />);
    const table = await screen.findByRole('table', { name: 'Forwarder requests' });
    const row = (await within(table).findByText('Swift Carriers')).closest('tr') as HTMLElement;
    expect(within(row).getByText('We run our own consolidations')).toBeTruthy();
    expect(within(row).getByText('Vera Vendor')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve Swift Carriers' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve Old Agent' })).toBeNull();
    expect(paramsOf(calls.find(isList)?.url ?? '')).toMatchObject({
      status: 'pending',
      page: '1',
      pageSize: '10',
    });

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(paramsOf(calls.filter(isList).at(-1)?.url ?? '').status).toBe('all'));
  });

  it('approves after confirmation', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? itemAnswer({ ...SWIFT, status: 'approved' }) : listPage([SWIFT]),
    );
    renderDashboardPage(<VendorConversionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Swift Carriers' }));
    expect(await screen.findByText("Make 'Swift Carriers' a freight forwarder?")).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The request of Swift Carriers has been approved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(vendorConversionApprovePath(5));
  });

  it('rejects with a required reason', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? itemAnswer({ ...SWIFT, status: 'rejected', rejectionReason: 'Documents missing' })
        : listPage([SWIFT]),
    );
    renderDashboardPage(<VendorConversionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Swift Carriers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Documents missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The request of Swift Carriers has been rejected.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(vendorConversionRejectPath(5));
    expect(post?.body).toEqual({ reason: 'Documents missing' });
  });

  it('says when nothing waits', async () => {
    mockFetch(() => listPage([]));
    renderDashboardPage(<VendorConversionsPage />);
    expect(await screen.findByText('No pending requests.')).toBeTruthy();
  });
});
