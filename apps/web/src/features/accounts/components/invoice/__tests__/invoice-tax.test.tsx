import { ACCOUNTS_ACCESS, enquiryPath, JOB_ROUTES, TAX_CODE_PATHS, type TaxCode } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../../../test/answers';
import { type MockCall, mockFetch, pathOf } from '../../../../../test/fetch-mock';
import { draftInvoice } from '../../../../../test/invoice-fixtures';
import { renderDashboardPage } from '../../../../../test/render-dashboard';
import { InvoicePage } from '../../../pages/invoice-page';

const ACCOUNTS = [
  ...new Set([...ACCOUNTS_ACCESS.view, ...ACCOUNTS_ACCESS.create, ...ACCOUNTS_ACCESS.update]),
];

const code = (c: string, rate: string, category: TaxCode['category']): TaxCode => ({
  id: c.charCodeAt(0),
  code: c,
  name: c,
  category,
  rate,
  isActive: true,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const CODES = [code('SR', '5', 'standard'), code('ZR', '0', 'zero_rated')];

/** Freight zero-rated, THC standard, and the negotiated discount split per rate. */
const taxedDraft = draftInvoice({
  lines: [
    {
      label: 'Ocean freight',
      quantity: '2',
      unitPrice: '450.00',
      amount: '900.00',
      sourceLineKey: 'freight',
      taxCode: 'ZR',
      taxRate: '0.00',
    },
    {
      label: 'Terminal handling',
      quantity: '2',
      unitPrice: '50.00',
      amount: '100.00',
      sourceLineKey: 'thc',
      taxCode: 'SR',
      taxRate: '5.00',
    },
    {
      label: 'Negotiated discount (zero-rated)',
      quantity: '1',
      unitPrice: '-90.00',
      amount: '-90.00',
      sourceLineKey: 'adjustment',
      taxCode: 'ZR',
      taxRate: '0.00',
    },
    {
      label: 'Negotiated discount (standard)',
      quantity: '1',
      unitPrice: '-10.00',
      amount: '-10.00',
      sourceLineKey: 'adjustment',
      taxCode: 'SR',
      taxRate: '5.00',
    },
  ],
  subtotal: '900.00',
  taxPerRate: [
    { taxCode: 'ZR', taxRate: '0.00', net: '810.00', tax: '0.00' },
    { taxCode: 'SR', taxRate: '5.00', net: '90.00', tax: '4.50' },
  ],
  taxTotal: '4.50',
  total: '904.50',
});

const renderPage = () =>
  renderDashboardPage(
    <Routes>
      <Route path={JOB_ROUTES.invoice} element={<InvoicePage />} />
    </Routes>,
    ACCOUNTS,
    enquiryPath(JOB_ROUTES.invoice, { id: 5 }),
  );

describe('the invoice lines editor and tax per rate', () => {
  it('shows tax per rate with the discount lines, and sends each line its tax code', async () => {
    const { calls } = mockFetch((call: MockCall) => {
      if (pathOf(call.url) === TAX_CODE_PATHS.taxCodes) return listPage(CODES);
      return itemAnswer(taxedDraft);
    });
    renderPage();
    const totals = await screen.findByLabelText('Totals');
    await waitFor(() => expect(within(totals).getByText(/Tax ZR 0% on USD 810\.00/)).toBeTruthy());
    expect(within(totals).getByText(/Tax SR 5% on USD 90\.00: USD 4\.50/)).toBeTruthy();
    expect(within(totals).getByText(/Total: USD 904\.50/)).toBeTruthy();

    // More THC: the standard rate's net and tax grow as it is typed, rounded once per rate.
    fireEvent.change(screen.getByLabelText('Quantity of line 2'), { target: { value: '4' } });
    await waitFor(() => expect(within(totals).getByText(/Tax SR 5% on USD 190\.00: USD 9\.50/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      lines: [
        { label: 'Ocean freight', taxCode: 'ZR' },
        { label: 'Terminal handling', quantity: '4', taxCode: 'SR' },
        { label: 'Negotiated discount (zero-rated)', unitPrice: '-90.00', taxCode: 'ZR' },
        { label: 'Negotiated discount (standard)', unitPrice: '-10.00', taxCode: 'SR' },
      ],
    });
  });

  it('prints tax per rate and the exchange rate on an issued invoice', async () => {
    mockFetch((call: MockCall) => {
      if (pathOf(call.url) === TAX_CODE_PATHS.taxCodes) return listPage(CODES);
      return itemAnswer({
        ...taxedDraft,
        status: 'issued',
        number: 'INV-1001',
        currency: 'AED',
        exchangeRate: '3.6725',
        exchangeRateOn: '2026-11-20',
        convertedFrom: 'USD',
      });
    });
    renderPage();
    expect(await screen.findByText(/Converted from USD at 1 USD = 3\.6725 AED/)).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText(/Tax SR 5% on AED 90\.00/)).toBeTruthy();
    expect(within(lines).getByText('Tax total')).toBeTruthy();
  });
});
