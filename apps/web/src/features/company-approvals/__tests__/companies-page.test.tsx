import { MESSAGES } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CompaniesPage } from '../pages/companies-page';

const company = {
  id: 5,
  name: 'Pending Freight',
  shortName: 'pending',
  categoryCode: 'CAT_FFD',
  createdAt: '2026-01-05T10:00:00.000Z',
  status: 'pending',
  rejectionReason: null,
  reviewedAt: null,
  administratorEmail: 'pending.admin@pending.example',
};

const renderPage = (path = '/super-user-dashboard/companies') =>
  renderDashboardPage(<CompaniesPage />, undefined, path);

describe('CompaniesPage', () => {
  it('lists pending companies by default, with the administrator e-mail', async () => {
    const { calls } = mockFetch(() => listPage([company]));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Pending Freight')).toBeTruthy();
    expect(within(table).getByText('pending.admin@pending.example')).toBeTruthy();
    expect(pathOf(calls[0]?.url ?? '')).toBe('/api/v1/platform/companies');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual({
      status: 'pending',
      page: '1',
      pageSize: '10',
    });
  });

  it('shows category names, not codes, under a header', async () => {
    mockFetch(() =>
      listPage([company, { ...company, id: 6, name: 'Harbour Vendor', categoryCode: 'CAT_VEN' }]),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Companies', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Freight forwarder')).toBeTruthy();
    expect(within(table).getByText('Vendor')).toBeTruthy();
    expect(within(table).queryByText('CAT_FFD')).toBeNull();
  });

  it("lists every company with the 'All' status, and one category when chosen", async () => {
    const { calls } = mockFetch(() => listPage([company]));
    renderPage();
    await screen.findByRole('table', { name: 'Companies' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(paramsOf(calls.at(-1)?.url ?? '')).toMatchObject({ status: 'all' }));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'All',
    );
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'CAT_VEN' } });
    await waitFor(() =>
      expect(paramsOf(calls.at(-1)?.url ?? '')).toEqual({
        status: 'all',
        category: 'CAT_VEN',
        page: '1',
        pageSize: '10',
      }),
    );
  });

  it('opens on the view its address names (the vendors)', async () => {
    const { calls } = mockFetch(() => listPage([]));
    renderPage('/super-user-dashboard/companies?status=all&category=CAT_VEN');
    expect(await screen.findByText('No companies.')).toBeTruthy();
    expect(paramsOf(calls[0]?.url ?? '')).toMatchObject({ status: 'all', category: 'CAT_VEN' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('CAT_VEN');
  });

  it('approves only after confirmation', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? itemAnswer({ ...company, status: 'approved' }) : listPage([company]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Pending Freight' }));
    expect(await screen.findByText("Approve 'Pending Freight'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText("Approve 'Pending Freight'?")).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Approve Pending Freight' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/platform/companies/5/approve');
  });

  it('rejects with a required reason', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? itemAnswer({ ...company, status: 'rejected', rejectionReason: 'No' })
        : listPage([company]),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Pending Freight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject company' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Missing licence' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/platform/companies/5/reject');
    expect(post?.body).toEqual({ reason: 'Missing licence' });
  });
});
