import { ACCOUNTS_ACCESS, ACCOUNTS_PATHS, INVOICE_PATHS } from '@fastforward/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ProfitPage } from '../pages/profit-page';

const ACCOUNTS = [...ACCOUNTS_ACCESS.view.slice(0, 1)];

const lastQuery = (calls: MockCall[]) =>
  paramsOf(calls.filter((c) => pathOf(c.url) === INVOICE_PATHS.profit).at(-1)?.url ?? '');

describe('the job profit list', () => {
  it("opens with the address's filters, as the dashboard's month links give them", async () => {
    const { calls } = mockFetch((call) =>
      pathOf(call.url) === ACCOUNTS_PATHS.customers ? listPage([]) : listPage([], { totals: [] }),
    );
    renderDashboardPage(<ProfitPage />, ACCOUNTS, '/?from=2026-09-01&to=2026-09-30&status=CLOS&from=bad');
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ from: '2026-09-01', to: '2026-09-30', status: 'CLOS' }),
    );
    expect(screen.getByLabelText('Opened from')).toHaveProperty('value', '2026-09-01');
    expect(await screen.findByText('No job matches these filters.')).toBeTruthy();
  });
});
