import { ENQUIRY_PATHS, ENQUIRY_ROUTES, PERMISSIONS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { withReference } from '../../../test/shipment-fixtures';
import { hasSmsNumbers } from '../components/enquiry/enquiry-list';
import { EnquiriesPage, SeaEnquiriesPage } from '../pages/enquiries-page';
import { MyQueriesPage } from '../pages/my-queries-page';
import { listItem } from './enquiry-fixtures';

const DASHBOARD = {
  total: 3,
  byStatus: [
    { status: 'received', count: 2 },
    { status: 'accepted', count: 1 },
  ],
};

const answer = (rows = [listItem()]) =>
  withReference((call) => (pathOf(call.url).endsWith('/dashboard') ? itemAnswer(DASHBOARD) : listPage(rows)));

const listCalls = (calls: MockCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && pathOf(c.url) === path);
const lastQuery = (calls: MockCall[], path: string) => paramsOf(listCalls(calls, path).at(-1)?.url ?? '');

const STAFF = [PERMISSIONS.viewCustomerEnquiries];

describe('the enquiry lists', () => {
  it('builds the query from the filters, back on page 1, and filters by a customer picked in a row', async () => {
    const { calls } = mockFetch(answer());
    renderDashboardPage(<EnquiriesPage />, STAFF);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Customer Enquiries' });
    expect(await within(table).findByText('RE-2026-000042')).toBeTruthy();
    expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toEqual({ page: '1', pageSize: '10' });
    expect(screen.getByRole('link', { name: 'Received: 2' }).getAttribute('href')).toBe(
      `${ENQUIRY_ROUTES.enquiries}?status=received`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'accepted');
    await user.selectOptions(screen.getByLabelText('Mode'), 'air');
    await user.type(screen.getByLabelText('Created from'), '2026-11-01');
    await waitFor(() =>
      expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toEqual({
        page: '1',
        pageSize: '10',
        status: 'accepted',
        mode: 'air',
        createdFrom: '2026-11-01',
      }),
    );
    await user.click(within(table).getByRole('button', { name: 'Acme Imports' }));
    await waitFor(() =>
      expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toMatchObject({ customerCompanyId: '7' }),
    );
    await user.click(within(table).getByRole('button', { name: 'Sam Sales' }));
    await waitFor(() =>
      expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toMatchObject({ salesPersonId: '21' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove the customer filter' }));
    await waitFor(() => expect(lastQuery(calls, ENQUIRY_PATHS.enquiries).customerCompanyId).toBeUndefined());
  });

  it('shows the SMS number column only when the API gives numbers', async () => {
    expect(hasSmsNumbers([listItem(), listItem({ customerSmsNumber: '+971500000000' })])).toBe(true);
    expect(hasSmsNumbers([listItem()])).toBe(false);

    mockFetch(answer([listItem({ customerSmsNumber: '+971500000000' })]));
    const { unmount } = renderDashboardPage(<EnquiriesPage />, STAFF);
    const table = await screen.findByRole('table', { name: 'Customer Enquiries' });
    expect(await within(table).findByRole('columnheader', { name: 'SMS number' })).toBeTruthy();
    expect(within(table).getByText('+971500000000')).toBeTruthy();
    unmount();

    mockFetch(answer([listItem()]));
    renderDashboardPage(<EnquiriesPage />, STAFF);
    const plain = await screen.findByRole('table', { name: 'Customer Enquiries' });
    await within(plain).findByText('RE-2026-000042');
    expect(within(plain).queryByRole('columnheader', { name: 'SMS number' })).toBeNull();
  });

  it("keeps a pricing page's mode in every query, with no mode filter to change it", async () => {
    const { calls } = mockFetch(answer());
    renderDashboardPage(
      <SeaEnquiriesPage />,
      [PERMISSIONS.viewSeaQueryPricing],
      `${ENQUIRY_ROUTES.pricingSea}?mode=air`,
    );
    const user = userEvent.setup();
    await screen.findByText('RE-2026-000042');
    expect(screen.queryByLabelText('Mode')).toBeNull();
    expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toMatchObject({ mode: 'sea' });
    await user.selectOptions(screen.getByLabelText('Status'), 'received');
    await waitFor(() =>
      expect(lastQuery(calls, ENQUIRY_PATHS.enquiries)).toMatchObject({ mode: 'sea', status: 'received' }),
    );
  });

  it("opens the customer's list on the status its dashboard count links to, without the staff's columns", async () => {
    const { calls } = mockFetch(answer());
    seedSession({ categoryCode: 'CAT_CUS' });
    renderDashboardPage(<MyQueriesPage />, undefined, `${ENQUIRY_ROUTES.myQueries}?status=accepted&bogus=1`);
    const table = await screen.findByRole('table', { name: 'My Queries' });
    await within(table).findByText('RE-2026-000042');
    expect(lastQuery(calls, ENQUIRY_PATHS.myQueries)).toEqual({
      page: '1',
      pageSize: '10',
      status: 'accepted',
    });
    expect(within(table).getByRole('link', { name: 'RE-2026-000042' }).getAttribute('href')).toBe(
      '/myQuery/42',
    );
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New enquiry' }).getAttribute('href')).toBe(
      ENQUIRY_ROUTES.newMyQuery,
    );
  });
});
