import { ACCOUNTS_ACCESS, ACCOUNTS_PATHS, INVOICE_PATHS, JOB_ROUTES } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import {
  readInvoiceFilters,
  toInvoiceListQuery,
  writeInvoiceFilters,
} from '../components/lists/invoice-filters';
import { InvoicesPage } from '../pages/invoices-page';
import { invoiceItem } from './accounts-fixtures';

const ACCOUNTS = [...ACCOUNTS_ACCESS.view.slice(0, 1)];

const answer =
  (rows = [invoiceItem()]) =>
  (call: MockCall) =>
    pathOf(call.url) === ACCOUNTS_PATHS.customers
      ? listPage([
          { id: 7, name: 'Acme Imports' },
          { id: 8, name: 'Zenith Traders' },
        ])
      : listPage(rows);

const lastQuery = (calls: MockCall[]) =>
  paramsOf(calls.filter((c) => pathOf(c.url) === INVOICE_PATHS.invoices).at(-1)?.url ?? '');

const TABLE = { page: 1, pageSize: 10, search: '', sort: null };

describe('the invoices list filters', () => {
  it('maps the filters and the table onto the API query, and the address back onto the filters', () => {
    expect(toInvoiceListQuery({}, TABLE)).toEqual({ page: 1, pageSize: 10 });
    expect(
      toInvoiceListQuery(
        {
          status: 'issued',
          kind: 'debit_note',
          customerCompanyId: 7,
          dueFrom: '2026-10-01',
          dueTo: '2026-10-31',
          overdue: true,
        },
        { page: 2, pageSize: 10, search: 'INV-10', sort: { key: 'total', direction: 'desc' } },
      ),
    ).toEqual({
      page: 2,
      pageSize: 10,
      search: 'INV-10',
      sort: 'total',
      order: 'desc',
      status: 'issued',
      kind: 'debit_note',
      customerCompanyId: 7,
      dueFrom: '2026-10-01',
      dueTo: '2026-10-31',
      overdue: 'true',
    });
    // A column the API cannot sort by is not sent as a sort.
    expect(toInvoiceListQuery({}, { ...TABLE, sort: { key: 'balance', direction: 'asc' } })).toEqual({
      page: 1,
      pageSize: 10,
    });
    const params = new URLSearchParams(
      'status=late&kind=credit_note&customerCompanyId=x&dueFrom=2026-13&dueTo=2026-11-01&overdue=true',
    );
    expect(readInvoiceFilters(params)).toEqual({ kind: 'credit_note', dueTo: '2026-11-01', overdue: true });
    expect(writeInvoiceFilters({ status: 'paid', overdue: false, jobId: 9 }).toString()).toBe(
      'status=paid&jobId=9',
    );
  });

  it('sends each filter picked on the page, back on page 1, and shows the overdue badge', async () => {
    const { calls } = mockFetch(answer());
    renderDashboardPage(<InvoicesPage />, ACCOUNTS);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('Overdue · 12 days')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'INV-1001' }).getAttribute('href')).toBe(
      JOB_ROUTES.invoice.replace(':id', '71'),
    );
    expect(within(table).getByRole('link', { name: 'JOB-2026-000009' }).getAttribute('href')).toBe(
      JOB_ROUTES.job.replace(':id', '9'),
    );
    expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10' });

    await user.selectOptions(screen.getByLabelText('Status'), 'issued');
    await user.selectOptions(screen.getByLabelText('Kind'), 'invoice');
    await user.type(screen.getByLabelText('Due from'), '2026-11-01');
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'issued',
        kind: 'invoice',
        dueFrom: '2026-11-01',
        overdue: 'true',
      }),
    );
    await user.click(within(table).getByRole('button', { name: 'Acme Imports' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ customerCompanyId: '7' }));
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() => expect(lastQuery(calls).overdue).toBeUndefined());
  });

  it('opens with the filters of its address (an ageing bucket) and says when nothing matches', async () => {
    const { calls } = mockFetch(answer([]));
    renderDashboardPage(
      <InvoicesPage />,
      ACCOUNTS,
      `${JOB_ROUTES.invoices}?status=issued&customerCompanyId=8&dueFrom=2026-09-25&dueTo=2026-10-24&overdue=true`,
    );
    expect(await screen.findByText('No invoice matches these filters.')).toBeTruthy();
    expect(lastQuery(calls)).toEqual({
      page: '1',
      pageSize: '10',
      status: 'issued',
      customerCompanyId: '8',
      dueFrom: '2026-09-25',
      dueTo: '2026-10-24',
      overdue: 'true',
    });
    expect((screen.getByRole('switch', { name: 'Overdue only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the empty state of a company without invoices, and nothing to one without Accounts', async () => {
    mockFetch(answer([]));
    const { unmount } = renderDashboardPage(<InvoicesPage />, ACCOUNTS);
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
    unmount();
    const { calls } = mockFetch(answer([]));
    renderDashboardPage(<InvoicesPage />, []);
    expect(screen.getByText('You do not have permission to open Invoices.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
