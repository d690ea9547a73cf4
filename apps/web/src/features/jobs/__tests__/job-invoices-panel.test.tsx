import {
  ACCOUNTS_ACCESS,
  enquiryPath,
  type Invoice,
  type InvoiceListItem,
  JOB_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobInvoicesPanel } from '../components/invoices/job-invoices-panel';

const ACCOUNTS = [...new Set([...ACCOUNTS_ACCESS.view, ...ACCOUNTS_ACCESS.create])];

const item = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 5,
  kind: 'invoice',
  number: null,
  status: 'draft',
  version: 0,
  job: { id: 9, reference: 'JOB-2026-000009' },
  customer: { id: 3, name: 'Acme Exports' },
  relatedInvoice: null,
  currency: 'USD',
  issueDate: null,
  dueDate: null,
  total: '1050.00',
  paidTotal: '0.00',
  balance: '1050.00',
  isOverdue: false,
  hasPdf: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const invoice = (overrides: Partial<Invoice> = {}) => ({ ...item(), lines: [], history: [], ...overrides });

describe('JobInvoicesPanel', () => {
  it("lists the customer's issued invoices with their PDF and offers no draft", async () => {
    mockFetch((call: MockCall) =>
      pathOf(call.url) === enquiryPath(JOB_PATHS.myJobInvoices, { id: 9 })
        ? listPage([item({ status: 'issued', number: 'INV-1001', hasPdf: true, issueDate: '2026-11-24' })])
        : fieldErrors(404, 'Not_Found', 'Not found'),
    );
    renderDashboardPage(<JobInvoicesPanel jobId={9} door="customer" />, []);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('INV-1001')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Download INV-1001 as PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create invoice from sell lines' })).toBeNull();
  });

  it('lets Accounts create a draft from the sell lines', async () => {
    const { calls } = mockFetch((call: MockCall) =>
      call.method === 'POST' ? itemAnswer(invoice({ id: 6 }), 201) : listPage([]),
    );
    renderDashboardPage(<JobInvoicesPanel jobId={9} door="staff" />, ACCOUNTS);
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice from sell lines' }));
    await waitFor(() =>
      expect(pathOf(calls.find((c) => c.method === 'POST')?.url ?? '')).toBe(
        enquiryPath(JOB_PATHS.jobInvoices, { id: 9 }),
      ),
    );
  });
});
