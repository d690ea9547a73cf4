import { ACCOUNTS_ACCESS, INVOICE_PATHS, JOB_ROUTES, VENDOR_BILL_PATHS } from '@fastforward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer } from '../../../test/answers';
import { mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { AgeingPage } from '../pages/ageing-page';
import { ageingReport } from './accounts-fixtures';

const ACCOUNTS = [...ACCOUNTS_ACCESS.view.slice(0, 1)];

/** The receivables report asked for, and no payables (the page shows them beside it). */
const answering = (report: ReturnType<typeof ageingReport>) => (call: { url: string }) =>
  pathOf(call.url) === VENDOR_BILL_PATHS.payablesAgeing
    ? itemAnswer({ asOf: report.asOf, rows: [], totals: [] })
    : itemAnswer(report);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the receivables ageing page', () => {
  it('shows a row per customer and currency with its buckets, and the totals per currency', async () => {
    const { calls } = mockFetch(answering(ageingReport()));
    renderDashboardPage(<AgeingPage />, ACCOUNTS);
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    expect(calls.map((c) => pathOf(c.url))).toContain(INVOICE_PATHS.ageing);
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(0, 8)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Customer',
      'Currency',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const [, acme, zenithUsd, zenithEur] = within(table).getAllByRole('row');
    expect(cellsOf(acme as HTMLElement)).toEqual([
      'Acme Imports',
      'USD',
      '250.00',
      '1,000.00',
      '0.00',
      '0.00',
      '75.00',
      '1,325.00',
    ]);
    expect(cellsOf(zenithUsd as HTMLElement)).toEqual([
      'Zenith Traders',
      'USD',
      '0.00',
      '0.00',
      '400.00',
      '0.00',
      '0.00',
      '400.00',
    ]);
    expect(cellsOf(zenithEur as HTMLElement)).toEqual([
      'Zenith Traders',
      'EUR',
      '0.00',
      '0.00',
      '0.00',
      '90.00',
      '0.00',
      '90.00',
    ]);
    const footer = within(table).getAllByRole('row').slice(-2);
    expect(
      footer.map((r) =>
        within(r)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Total', 'EUR', '0.00', '0.00', '0.00', '90.00', '0.00', '90.00'],
      ['Total', 'USD', '250.00', '1,000.00', '400.00', '0.00', '75.00', '1,725.00'],
    ]);
    expect(screen.getByRole('figure', { name: 'Receivables ageing in USD' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Receivables ageing in EUR' })).toBeTruthy();
  });

  it("links each bucket to the customer's invoices due within it", async () => {
    mockFetch(answering(ageingReport()));
    renderDashboardPage(<AgeingPage />, ACCOUNTS);
    const late = await screen.findByRole('link', { name: 'Acme Imports, 1–30 days: USD 1,000.00' });
    const href = late.getAttribute('href') ?? '';
    expect(pathOf(href)).toBe(JOB_ROUTES.invoices);
    expect(paramsOf(href)).toEqual({
      status: 'issued',
      customerCompanyId: '7',
      dueFrom: '2026-10-25',
      dueTo: '2026-11-23',
      overdue: 'true',
    });
    const current = screen.getByRole('link', { name: 'Acme Imports, Current: USD 250.00' });
    expect(paramsOf(current.getAttribute('href') ?? '')).toEqual({
      status: 'issued',
      customerCompanyId: '7',
      dueFrom: '2026-11-24',
    });
    // An empty bucket is no link.
    expect(screen.queryByRole('link', { name: /Acme Imports, 31–60 days/ })).toBeNull();
  });

  it('says when nothing is owed', async () => {
    mockFetch(answering({ ...ageingReport(), rows: [], totals: [] }));
    renderDashboardPage(<AgeingPage />, ACCOUNTS);
    expect(await screen.findByText(/Nothing is owed/)).toBeTruthy();
  });
});
