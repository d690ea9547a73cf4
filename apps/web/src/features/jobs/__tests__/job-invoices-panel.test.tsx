import { ACCOUNTS_ACCESS, enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { draftInvoice, draftInvoiceItem } from '../../../test/invoice-fixtures';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { JobInvoicesPanel } from '../components/invoices/job-invoices-panel';

const ACCOUNTS = [...new Set([...ACCOUNTS_ACCESS.view, ...ACCOUNTS_ACCESS.create])];

describe('JobInvoicesPanel', () => {
  it("lists the customer's issued invoices with their PDF and offers no draft", async () => {
    mockFetch((call: MockCall) =>
      pathOf(call.url) === enquiryPath(JOB_PATHS.myJobInvoices, { id: 9 })
        ? listPage([
            draftInvoiceItem({ status: 'issued', number: 'INV-1001', hasPdf: true, issueDate: '2026-11-24' }),
          ])
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
      call.method === 'POST' ? itemAnswer(draftInvoice({ id: 6 }), 201) : listPage([]),
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

  it("drafts in the base currency when Accounts chooses it over the quote's", async () => {
    const { calls } = mockFetch((call: MockCall) =>
      call.method === 'POST' ? itemAnswer(draftInvoice({ id: 6 }), 201) : listPage([]),
    );
    renderDashboardPage(
      <JobInvoicesPanel jobId={9} door="staff" invoiceCurrencies={['USD', 'AED']} />,
      ACCOUNTS,
    );
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Invoice currency' });
    expect((picker as HTMLInputElement).value).toBe("USD (the quote's)");
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'AED (base, converted)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create invoice from sell lines' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ currency: 'AED' }));
  });
});
