import {
  CUSTOMER_KYC_PATHS,
  CUSTOMERS_ACCESS,
  type CustomerKycSummary,
  PERMISSIONS,
  TIER_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CustomersPage } from '../pages/customers-page';

const invited: CustomerKycSummary = {
  id: 7,
  companyName: 'Northwind Traders',
  email: 'buyer@northwind.test',
  status: 'invited',
  salesPerson: { id: 1, fullName: 'Sam Sales' },
  tier: null,
  submittedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  hasPendingUpdate: false,
};
const approved: CustomerKycSummary = {
  ...invited,
  id: 8,
  companyName: 'Acme Imports',
  email: 'ops@acme.test',
  status: 'approved',
  tier: { id: 3, name: 'Gold' },
  submittedAt: '2026-11-21T09:00:00.000Z',
  hasPendingUpdate: true,
};
const PEOPLE = [
  { id: 1, fullName: 'Sam Sales' },
  { id: 2, fullName: 'Cora Colleague' },
];

function api(call: MockCall) {
  const path = pathOf(call.url);
  if (path === CUSTOMER_KYC_PATHS.salesPersons) return json({ success: true, data: { items: PEOPLE } });
  if (path === TIER_PATHS.list) return listPage([]);
  if (call.method === 'POST' && path === CUSTOMER_KYC_PATHS.list) {
    const body = call.body as { email: string };
    if (body.email === 'taken@acme.test') {
      return fieldErrors(409, 'Conflict', 'Taken', {
        email: 'This e-mail address already has an open KYC with your company',
      });
    }
    return itemAnswer({ ...invited, id: 9, ...body }, 201);
  }
  if (call.method === 'POST') return itemAnswer(invited);
  if (path === CUSTOMER_KYC_PATHS.list) {
    const status = paramsOf(call.url).status;
    return listPage([invited, approved].filter((k) => !status || k.status === status));
  }
  return listPage([]);
}

const renderPage = (permissions: readonly string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<CustomersPage />, permissions);

describe('CustomersPage', () => {
  it('lists the customers with status, sales person and tier, newest first', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(await within(table).findByText('Northwind Traders')).toBeTruthy();
    expect(within(table).getByText('Gold')).toBeTruthy();
    expect(within(table).getByText('Update requested')).toBeTruthy();
    const listCall = calls.find((c) => pathOf(c.url) === CUSTOMER_KYC_PATHS.list);
    expect(paramsOf(listCall?.url ?? '')).toMatchObject({ page: '1', pageSize: '10', order: 'desc' });
  });

  it('filters by status', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    const table = screen.getByRole('table', { name: 'Customers' });
    await within(table).findByText('Acme Imports');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'invited' } });
    await waitFor(() => expect(within(table).queryByText('Acme Imports')).toBeNull());
    expect(calls.some((c) => paramsOf(c.url).status === 'invited')).toBe(true);
  });

  it('offers Regenerate link only for invited customers, after confirmation', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate link for Northwind Traders' }));
    expect(screen.queryByRole('button', { name: 'Regenerate link for Acme Imports' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Send new link' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/customer-kycs/7/link')).toBe(true));
  });

  it('invites a customer and names the field the server refuses', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite customer' }));
    fireEvent.change(await screen.findByLabelText(/Contact e-mail/), {
      target: { value: 'taken@acme.test' },
    });
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This e-mail address already has an open KYC with your company'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Contact e-mail/), { target: { value: 'new@kestrel.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@kestrel.test')).toBeTruthy();
    const posted = calls.filter((c) => c.method === 'POST').at(-1);
    expect(posted?.body).toMatchObject({ email: 'new@kestrel.test', companyName: 'Acme' });
  });

  it('refuses an invitation without an address before sending it', async () => {
    const { calls } = mockFetch(api);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite customer' }));
    fireEvent.change(await screen.findByLabelText(/Company name/), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows only View to a user who may only view', async () => {
    mockFetch(api);
    renderPage(CUSTOMERS_ACCESS.view.filter((p) => p !== PERMISSIONS.businessAdmin));
    expect(await screen.findByRole('button', { name: 'View Northwind Traders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer Northwind Traders' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite customer' })).toBeNull();
  });

  it('says so when there are no customers', async () => {
    mockFetch(() => listPage([]));
    renderPage();
    expect(await screen.findByText('No customers yet. Invite one to start their KYC.')).toBeTruthy();
  });
});
