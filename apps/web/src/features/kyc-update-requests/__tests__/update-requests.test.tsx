import { CUSTOMERS_ACCESS, MESSAGES } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { json, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { UpdateRequestPage } from '../pages/update-request-page';
import { UpdateRequestsPage } from '../pages/update-requests-page';

const REVIEWER = [CUSTOMERS_ACCESS.view[0], CUSTOMERS_ACCESS.update[0]] as string[];

const request = {
  id: 11,
  kycId: 3,
  status: 'pending',
  company: { id: 9, name: 'Acme Imports' },
  changes: [
    { field: 'phone', label: 'Phone', from: '+49 40 555 0100', to: '+49 40 555 0199' },
    {
      field: 'contacts',
      label: 'Contacts',
      from: [{ name: 'Kim Contact', designation: 'Buyer', email: 'kim@example.com', phone: null }],
      to: [
        { name: 'Kim Contact', designation: 'Buyer', email: 'kim@example.com', phone: null },
        { name: 'Lee Second', designation: null, email: 'lee@example.com', phone: null },
      ],
    },
  ],
  remarks: 'We moved the switchboard',
  requestedBy: { id: 8, fullName: 'Ada Buyer' },
  requestedAt: '2026-11-20T10:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  rejectionReason: null,
};

const renderReview = (permissions = REVIEWER) =>
  renderDashboardPage(
    <Routes>
      <Route path="/dashboard/customers/update-requests/:id" element={<UpdateRequestPage />} />
      <Route path="/dashboard/customers/update-requests" element={<UpdateRequestsPage />} />
    </Routes>,
    permissions,
    '/dashboard/customers/update-requests/11',
  );

describe('UpdateRequestsPage', () => {
  it('lists pending requests first, with the changed fields, and filters by status', async () => {
    const { calls } = mockFetch(() => listPage([request]));
    renderDashboardPage(<UpdateRequestsPage />, REVIEWER);
    const table = await screen.findByRole('table', { name: 'KYC update requests' });
    expect(await within(table).findByText('Acme Imports')).toBeTruthy();
    expect(within(table).getByText('Phone, Contacts')).toBeTruthy();
    expect(pathOf(calls[0]?.url ?? '')).toBe('/api/v1/kyc-update-requests');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual({ status: 'pending', page: '1', pageSize: '10' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(paramsOf(calls.at(-1)?.url ?? '')).toEqual({ page: '1', pageSize: '10' }));
    expect(within(table).getByRole('button', { name: 'Review the request of Acme Imports' })).toBeTruthy();
  });

  it('says when there is nothing waiting', async () => {
    mockFetch(() => listPage([]));
    renderDashboardPage(<UpdateRequestsPage />, REVIEWER);
    expect(await screen.findByText('No pending update requests.')).toBeTruthy();
  });
});

describe('UpdateRequestPage', () => {
  it('shows the differences field by field, lists readable', async () => {
    mockFetch(() => itemAnswer(request));
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Update request of Acme Imports' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Requested changes' });
    const phoneRow = within(table).getByRole('row', { name: /Phone/ });
    expect(within(phoneRow).getByText('+49 40 555 0100')).toBeTruthy();
    expect(within(phoneRow).getByText('+49 40 555 0199')).toBeTruthy();
    expect(within(table).getByText('Lee Second · lee@example.com')).toBeTruthy();
    expect(within(table).queryByText(/"name"/)).toBeNull();
  });

  it('approves only after confirmation', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? itemAnswer({ ...request, status: 'approved' }) : itemAnswer(request),
    );
    renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approve the changes of Acme Imports\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/Approve the changes of Acme Imports\?/)).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/kyc-update-requests/11/approve');
  });

  it('rejects with a required reason', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? itemAnswer({ ...request, status: 'rejected' }) : itemAnswer(request),
    );
    renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject update request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Send it on letterhead' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/kyc-update-requests/11/reject');
    expect(post?.body).toEqual({ reason: 'Send it on letterhead' });
  });

  it('offers no decision to a viewer, nor on a decided request', async () => {
    mockFetch(() => itemAnswer(request));
    renderReview([CUSTOMERS_ACCESS.view[0] as string]);
    await screen.findByRole('heading', { name: 'Update request of Acme Imports' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says so when the request is not there', async () => {
    mockFetch(() =>
      json({ success: false, error: 'Not Found', message: 'KYC update request not found', errors: [] }, 404),
    );
    renderReview();
    expect(await screen.findByText('This update request was not found.')).toBeTruthy();
  });
});
