import {
  ENQUIRY_PATHS,
  enquiryPath,
  type Forward,
  type ForwardComparison,
  PERMISSIONS,
  VENDOR_PATHS,
  VENDORS_ACCESS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, listPage } from '../../../test/answers';
import { enquiryFixture } from '../../../test/enquiry-fixtures';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ForwardsPanel } from '../components/forwards/forwards-panel';

const FORWARDS = enquiryPath(ENQUIRY_PATHS.forwards, { id: 42 });
const COMPARISON = enquiryPath(ENQUIRY_PATHS.forwardComparison, { id: 42 });

const forwardFixture = (overrides: Partial<Forward> = {}): Forward => ({
  id: 7,
  enquiryId: 42,
  vendor: { id: 1, name: 'Swift Carriers', isRegistered: true, email: null },
  status: 'received',
  version: 0,
  requiredCharges: ['freight'],
  deadlineAt: '2026-11-24T09:00:00.000Z',
  remindedAt: null,
  message: null,
  forwardedBy: { id: 3, fullName: 'Pia Pricing' },
  forwardedAt: '2026-11-21T09:00:00.000Z',
  declineReason: null,
  answeredAt: null,
  answer: null,
  ...overrides,
});

const comparisonItem = (
  overrides: Partial<ForwardComparison['items'][number]>,
): ForwardComparison['items'][number] => ({
  forwardId: 7,
  answerId: 70,
  vendor: { id: 1, name: 'Swift Carriers' },
  source: 'vendorApp',
  shippingLine: null,
  validFrom: '2026-11-21',
  validTill: '2026-12-21',
  transitDays: 20,
  freeDays: null,
  lines: [],
  total: '7712.25',
  missingRates: [],
  missingCharges: [],
  isComplete: true,
  isCheapest: false,
  isFastest: false,
  ...overrides,
});

const COMPARED: ForwardComparison = {
  baseCurrency: 'AED',
  forwardCounts: { received: 0, accepted: 3, rejected: 1 },
  items: [
    comparisonItem({
      forwardId: 8,
      answerId: 80,
      vendor: { id: 2, name: 'Gulf Line' },
      total: '7200.00',
      isCheapest: true,
      transitDays: 25,
    }),
    comparisonItem({}),
    comparisonItem({
      forwardId: 9,
      answerId: 90,
      vendor: { id: 3, name: 'Desert Express' },
      total: null,
      transitDays: 18,
      isFastest: true,
      isComplete: false,
      missingRates: ['INR'],
      missingCharges: ['originCharges'],
    }),
  ],
};

const VENDORS = [
  { id: 1, name: 'Swift Carriers', modes: ['sea', 'air'] },
  { id: 2, name: 'Gulf Line', modes: ['sea'] },
  { id: 5, name: 'Sky Only Cargo', modes: ['air'] },
];

function serving(onForward: (call: MockCall) => Response) {
  return (call: MockCall) => {
    const path = pathOf(call.url);
    if (call.method === 'POST' && path === FORWARDS) return onForward(call);
    if (path === FORWARDS) {
      return json({
        success: true,
        data: {
          items: [
            forwardFixture(),
            forwardFixture({
              id: 8,
              vendor: { id: 2, name: 'Gulf Line', isRegistered: false, email: 'rates@gulf.test' },
              status: 'rejected',
              declineReason: 'No space this month',
            }),
          ],
        },
      });
    }
    if (path === COMPARISON) return json({ success: true, data: COMPARED });
    if (path === VENDOR_PATHS.list) return listPage(VENDORS);
    return fieldErrors(404, 'Not_Found', 'Not found');
  };
}

const PRICING = [PERMISSIONS.bothPricing, ...VENDORS_ACCESS.view];

describe('ForwardsPanel', () => {
  it('lists the forwards with SPEC §4 labels and the decline reason', async () => {
    mockFetch(serving(() => json({})));
    renderDashboardPage(<ForwardsPanel enquiry={enquiryFixture()} />, PRICING);
    const table = await screen.findByRole('table', { name: 'Forwards' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Received')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Declined: No space this month')).toBeTruthy();
    // The slot for a response given by phone or e-mail, on the forward still waiting.
    expect(within(first as HTMLElement).getByRole('button', { name: 'Enter response' })).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Enter response' })).toBeNull();
  });

  it('marks the cheapest and the fastest answer, totals in the base currency, and warns of what is missing', async () => {
    mockFetch(serving(() => json({})));
    renderDashboardPage(<ForwardsPanel enquiry={enquiryFixture()} />, PRICING);
    const table = await screen.findByRole('table', { name: 'Comparison of answers' });
    expect(within(table).getByRole('columnheader', { name: 'Total (AED)' })).toBeTruthy();
    const gulf = within(table).getByRole('row', { name: /Gulf Line/ });
    expect(within(gulf).getByText('Cheapest')).toBeTruthy();
    expect(within(gulf).getByText('7200.00')).toBeTruthy();
    expect(within(gulf).queryByText('Fastest')).toBeNull();
    const desert = within(table).getByRole('row', { name: /Desert Express/ });
    expect(within(desert).getByText('Fastest')).toBeTruthy();
    expect(within(desert).queryByText('Cheapest')).toBeNull();
    expect(within(desert).getByText('No exchange rate for INR')).toBeTruthy();
    expect(within(desert).getByText('Missing: Origin charges (THC, documentation)')).toBeTruthy();
    const swift = within(table).getByRole('row', { name: /Swift Carriers/ });
    expect(within(swift).queryByText('Cheapest')).toBeNull();
    expect(within(swift).queryByText('Fastest')).toBeNull();
  });

  it("forwards to the chosen vendors and shows each one's result, 'Already Forwarded' included", async () => {
    const { calls } = mockFetch(
      serving(() =>
        json({
          success: true,
          message: 'Forwarded to 1 vendor; 1 already forwarded.',
          data: {
            results: [
              {
                vendorId: 1,
                vendorName: 'Swift Carriers',
                forwardId: 7,
                outcome: 'alreadyForwarded',
                label: 'Already Forwarded',
              },
              { vendorId: 2, vendorName: 'Gulf Line', forwardId: 8, outcome: 'received', label: 'Received' },
            ],
          },
        }),
      ),
    );
    renderDashboardPage(<ForwardsPanel enquiry={enquiryFixture()} />, PRICING);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forward to vendors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward to vendors' });
    // Freight is asked for unless unticked; the deadline is filled in.
    expect((within(dialog).getByLabelText('Freight (ocean or air)') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(/Answer by/) as HTMLInputElement).value).not.toBe('');

    await user.click(within(dialog).getByRole('combobox', { name: 'Vendors' }));
    // Only the vendors of the enquiry's mode are offered.
    expect(screen.queryByRole('option', { name: 'Sky Only Cargo', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Swift Carriers', hidden: true }));
    await user.click(await screen.findByRole('option', { name: 'Gulf Line', hidden: true }));
    await user.click(within(dialog).getByLabelText('Origin charges (THC, documentation)'));
    fireEvent.change(within(dialog).getByLabelText('Message to the vendors'), {
      target: { value: 'All-in please' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));

    const results = await within(dialog).findByRole('table', { name: 'Forward results' });
    expect(
      within(within(results).getByRole('row', { name: /Swift Carriers/ })).getByText('Already Forwarded'),
    ).toBeTruthy();
    expect(
      within(within(results).getByRole('row', { name: /Gulf Line/ })).getByText('Received'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Forwarded to 1 vendor; 1 already forwarded.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      vendorIds: [1, 2],
      requiredCharges: ['freight', 'originCharges'],
      message: 'All-in please',
    });
    const deadline = new Date(sent.deadlineAt as string).getTime();
    // Three days from now, to the minute the field holds.
    expect(Math.abs(deadline - (Date.now() + 3 * 86_400_000))).toBeLessThan(2 * 60_000);
  });

  it('shows the server refusal under its field, and asks for a vendor before sending', async () => {
    const { calls } = mockFetch(
      serving(() =>
        fieldErrors(400, 'Bad Request', 'Deadline must be at most 7 days away', {
          deadlineAt: 'Deadline must be at most 7 days away',
        }),
      ),
    );
    renderDashboardPage(<ForwardsPanel enquiry={enquiryFixture()} />, PRICING);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forward to vendors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward to vendors' });
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(await within(dialog).findByText('Choose at least one vendor')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Vendors' }));
    await user.click(await screen.findByRole('option', { name: 'Gulf Line', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Deadline must be at most 7 days away')).toBeTruthy(),
    );
  });

  it('offers no forwarding to a user who may not handle the enquiry, nor on a closed one', async () => {
    mockFetch(serving(() => json({})));
    const { unmount } = renderDashboardPage(
      <ForwardsPanel enquiry={enquiryFixture({ status: 'selected' })} />,
      PRICING,
    );
    await screen.findByRole('table', { name: 'Forwards' });
    expect(screen.queryByRole('button', { name: 'Forward to vendors' })).toBeNull();
    unmount();
    renderDashboardPage(<ForwardsPanel enquiry={enquiryFixture()} />, [PERMISSIONS.viewCustomerEnquiries]);
    await screen.findByRole('table', { name: 'Forwards' });
    expect(screen.queryByRole('button', { name: 'Forward to vendors' })).toBeNull();
  });
});
