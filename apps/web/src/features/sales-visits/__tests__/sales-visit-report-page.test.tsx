import { SALES_PATHS, SALES_ROUTES, type SalesVisitReport } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { SalesVisitReportPage, thisMonth } from '../pages/sales-visit-report-page';

const REPORT: SalesVisitReport = {
  from: '2026-06-01',
  to: '2026-06-30',
  rows: [
    { salesPerson: { id: 6, fullName: 'Olivia Admin' }, planned: 1, completed: 0, cancelled: 1, total: 2 },
    { salesPerson: { id: 5, fullName: 'Sam Sales' }, planned: 2, completed: 3, cancelled: 0, total: 5 },
  ],
  totals: { planned: 3, completed: 3, cancelled: 1, total: 7 },
};

const answer = (report: SalesVisitReport) => () => json({ success: true, data: report });

describe('SalesVisitReportPage', () => {
  it('shows the period of the address per sales person, each figure linking to its list', async () => {
    const { calls } = mockFetch(answer(REPORT));
    renderDashboardPage(<SalesVisitReportPage />, ['view-sales|Sales'], '/?from=2026-06-01&to=2026-06-30');
    const table = await screen.findByRole('table', { name: 'Visits per sales person' });
    const sam = within(table).getByText('Sam Sales').closest('tr') as HTMLElement;
    const completed = within(sam).getByRole('link', { name: '3' });
    expect(completed.getAttribute('href')).toBe(
      `${SALES_ROUTES.visits}?plannedFrom=2026-06-01&plannedTo=2026-06-30&salesPersonId=5&status=completed`,
    );
    expect(within(sam).getByRole('link', { name: '5' })).toBeTruthy();
    const footer = table.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByRole('link', { name: '7' }).getAttribute('href')).toBe(
      `${SALES_ROUTES.visits}?plannedFrom=2026-06-01&plannedTo=2026-06-30`,
    );
    expect(calls.map((c) => pathOf(c.url))).toEqual([SALES_PATHS.salesVisitsReport]);
    expect(paramsOf(calls[0]?.url ?? '')).toEqual({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('opens on this month, asks again for a new period, and says when nothing was planned', async () => {
    const { calls } = mockFetch(
      answer({ ...REPORT, rows: [], totals: { planned: 0, completed: 0, cancelled: 0, total: 0 } }),
    );
    renderDashboardPage(<SalesVisitReportPage />, ['view-sales|Sales']);
    expect(await screen.findByText('No visits were planned in this period.')).toBeTruthy();
    expect(paramsOf(calls[0]?.url ?? '')).toEqual(thisMonth());
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(paramsOf(calls.at(-1)?.url ?? '')).toMatchObject({ from: '2026-01-01' }));
  });
});
