import { ENQUIRY_PATHS, type EnquiryHistoryEntry, enquiryPath, PERMISSIONS } from '@fastforward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { withReference } from '../../../test/shipment-fixtures';
import { EnquiryHistory } from '../components/enquiry/enquiry-history';
import { EnquiriesPage } from '../pages/enquiries-page';
import { MyQueriesPage } from '../pages/my-queries-page';
import { listItem } from './enquiry-fixtures';

const entry = (overrides: Partial<EnquiryHistoryEntry>): EnquiryHistoryEntry => ({
  key: 'status-1',
  kind: 'status',
  title: 'Accepted',
  fromStatus: 'received',
  toStatus: 'accepted',
  changedBy: { id: 3, fullName: 'Priya Pricing' },
  changedAt: '2026-12-01T09:00:00.000Z',
  remarks: null,
  ...overrides,
});

describe('the enquiry stage and history', () => {
  it("shows the stage beside the status, in each side's words", async () => {
    const rows = [listItem({ status: 'negotiating', stage: 'counterWaitingCustomer' })];
    mockFetch(withReference(() => listPage(rows)));
    const staff = renderDashboardPage(<EnquiriesPage />, [PERMISSIONS.viewCustomerEnquiries]);
    const table = await screen.findByRole('table', { name: 'Customer Enquiries' });
    expect(await within(table).findByText('Counter-offer waiting for the customer')).toBeTruthy();
    staff.unmount();

    seedSession({ categoryCode: 'CAT_CUS' });
    renderDashboardPage(<MyQueriesPage />);
    expect(await screen.findByText('Counter-offer waiting for you')).toBeTruthy();
  });

  it('lists every entry with its title, who and the remarks', async () => {
    const history = [
      entry({}),
      entry({
        key: 'forward-4',
        kind: 'forward',
        title: 'Forwarded to Blue Line',
        fromStatus: null,
        toStatus: null,
      }),
      entry({
        key: 'counterOffer-2',
        kind: 'counterOffer',
        title: 'Counter-offer, round 1',
        changedBy: { id: 9, fullName: 'Carla Customer' },
        remarks: 'Asks 800.00 instead of 1000.00 for "Direct".',
      }),
    ];
    mockFetch((call) =>
      pathOf(call.url) === enquiryPath(ENQUIRY_PATHS.enquiryHistory, { id: 42 })
        ? json({ success: true, data: { items: history } })
        : listPage([]),
    );
    renderDashboardPage(<EnquiryHistory door="staff" id={42} />, [PERMISSIONS.viewCustomerEnquiries]);
    const list = await screen.findByLabelText('Enquiry history');
    expect(within(list).getByText('Forwarded to Blue Line')).toBeTruthy();
    expect(within(list).getByText('Counter-offer, round 1')).toBeTruthy();
    expect(within(list).getByText(/Carla Customer/)).toBeTruthy();
    expect(within(list).getByText('Asks 800.00 instead of 1000.00 for "Direct".')).toBeTruthy();
  });
});
