import { ACCOUNTS_ACCESS, enquiryPath, INVOICE_PATHS, JOB_ROUTES } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { draftInvoice } from '../../../test/invoice-fixtures';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { InvoicePage } from '../pages/invoice-page';

const ONE = enquiryPath(INVOICE_PATHS.invoice, { id: 5 });
const ACCOUNTS = [
  ...new Set([...ACCOUNTS_ACCESS.view, ...ACCOUNTS_ACCESS.create, ...ACCOUNTS_ACCESS.update]),
];

const renderPage = (permissions: readonly string[] = ACCOUNTS) =>
  renderDashboardPage(
    <Routes>
      <Route path={JOB_ROUTES.invoice} element={<InvoicePage />} />
    </Routes>,
    permissions,
    enquiryPath(JOB_ROUTES.invoice, { id: 5 }),
  );

describe('InvoicePage', () => {
  it('works the totals out as a draft line is typed, and saves the whole draft at its version', async () => {
    const { calls } = mockFetch((call: MockCall) => {
      if (call.method === 'PUT') return itemAnswer(draftInvoice({ version: 1 }));
      return itemAnswer(draftInvoice());
    });
    renderPage();
    const quantity = await screen.findByLabelText('Quantity of line 1');
    fireEvent.change(quantity, { target: { value: '3' } });
    const totals = screen.getByLabelText('Totals');
    await waitFor(() => expect(within(totals).getByText(/Total: USD 1,522\.50/)).toBeTruthy());
    expect(within(totals).getByText(/Subtotal: USD 1,450\.00/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.change(screen.getByLabelText('Description of line 3'), { target: { value: 'Courier' } });
    fireEvent.change(screen.getByLabelText('Unit price of line 3'), { target: { value: '0.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(pathOf(put?.url ?? '')).toBe(ONE);
    expect(put?.body).toMatchObject({
      version: 0,
      lines: [
        { label: 'Ocean freight', quantity: '3', unitPrice: '450.00' },
        { label: 'Terminal handling', quantity: '2', unitPrice: '50.00' },
        { label: 'Courier', quantity: '1', unitPrice: '0.10' },
      ],
    });
  });

  it('asks before issuing, saying the invoice cannot be edited after', async () => {
    const issued = draftInvoice({ status: 'issued', number: 'INV-1001', version: 1, hasPdf: true });
    let current = draftInvoice();
    const { calls } = mockFetch((call: MockCall) => {
      if (call.method === 'POST') current = issued;
      return itemAnswer(current);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(within(dialog).getByText(/cannot be edited after/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 0 }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1001' })).toBeTruthy();
  });

  it('records a payment on an issued invoice and shows a refused amount under its field', async () => {
    const issued = draftInvoice({ status: 'issued', number: 'INV-1001', version: 1, hasPdf: true });
    mockFetch((call: MockCall) =>
      call.method === 'POST'
        ? fieldErrors(400, 'Bad_Request', 'Amount too large', {
            amount: 'Amount must not exceed the balance of USD 1050.00',
          })
        : itemAnswer(issued),
    );
    renderPage();
    expect(await screen.findByRole('table', { name: 'Invoice lines' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record payment/ });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '2000.00' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'TT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount must not exceed the balance of USD 1050.00')).toBeTruthy();
  });
});
