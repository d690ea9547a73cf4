import { ENQUIRY_PATHS, enquiryPath, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { enquiryFixture } from '../../../test/enquiry-fixtures';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { NegotiationsPanel } from '../components/negotiations/negotiations-panel';
import { roundFixture } from './negotiation-fixtures';

const ROUNDS = enquiryPath(ENQUIRY_PATHS.negotiations, { id: 42 });
const ANSWER = enquiryPath(ENQUIRY_PATHS.negotiationAnswer, { id: 42, negotiationId: 9 });
const APPROVERS = [{ id: 8, fullName: 'Olivia Admin' }];

function answering(items = [roundFixture()], onAnswer: (call: MockCall) => Response = () => json({})) {
  return (call: MockCall) => {
    if (call.method === 'POST' && pathOf(call.url) === ANSWER) return onAnswer(call);
    if (pathOf(call.url) === ROUNDS) return json({ success: true, data: { items, approvers: APPROVERS } });
    return fieldErrors(404, 'Not_Found', 'Not found');
  };
}

const PRICING = [PERMISSIONS.bothPricing];
const renderPanel = (permissions: readonly string[] = PRICING) =>
  renderDashboardPage(
    <NegotiationsPanel enquiry={enquiryFixture({ status: 'negotiating', version: 4 })} />,
    permissions,
  );

const openAnswer = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Answer counter-offer' }));
  return screen.findByRole('dialog', { name: 'Answer counter-offer' });
};

describe('NegotiationsPanel', () => {
  it('shows each round with who asked what, and answers the open one with a counter amount', async () => {
    const { calls } = mockFetch(answering());
    renderPanel();
    const round = await screen.findByRole('listitem', { name: 'Round 1' });
    expect(
      within(round).getByText(/Target 850.00 USD against 1000.00 USD offered \(floor 900.00 USD\)/),
    ).toBeTruthy();
    expect(within(round).getByText(/Asked by Ada Buyer/)).toBeTruthy();
    expect(within(round).getByText('Waiting for an answer')).toBeTruthy();

    const dialog = await openAnswer();
    fireEvent.click(within(dialog).getByLabelText('Counter with another price'));
    fireEvent.change(await within(dialog).findByLabelText(/Counter amount/), { target: { value: '950' } });
    fireEvent.change(within(dialog).getByLabelText('Message to the customer'), {
      target: { value: 'Best we can do' },
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'countered',
      counterAmount: '950',
      message: 'Best we can do',
      version: 4,
    });
  });

  it('warns below the floor and names the approvers to a user who may not approve', async () => {
    mockFetch(answering());
    renderPanel();
    const dialog = await openAnswer();
    // Accepting the target (850) goes below the floor (900).
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('850.00 USD is below the floor of 900.00 USD');
    expect(alert.textContent).toContain(
      'Only an approver of negotiations may give this price: Olivia Admin.',
    );
  });

  it('tells an approver that the approval is recorded', async () => {
    mockFetch(answering());
    renderPanel([...PRICING, PERMISSIONS.approveNegotiation]);
    const dialog = await openAnswer();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You approve it');
  });

  it('asks for the counter amount and shows the server’s refusal under it', async () => {
    const { calls } = mockFetch(
      answering([roundFixture()], () =>
        fieldErrors(400, 'Bad_Request', 'Counter amount must be above the customer’s target', {
          counterAmount: 'Counter amount must be above the customer’s target',
        }),
      ),
    );
    renderPanel();
    const dialog = await openAnswer();
    fireEvent.click(within(dialog).getByLabelText('Counter with another price'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Counter amount is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Counter amount/), { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(
      await within(dialog).findByText('Counter amount must be above the customer’s target'),
    ).toBeTruthy();
  });

  it('shows an answered round with its decision and approval, and no answer button', async () => {
    mockFetch(
      answering([
        roundFixture({
          decision: 'accepted',
          decidedAmount: '850.00',
          decidedBy: { id: 8, fullName: 'Olivia Admin' },
          decidedAt: '2026-11-22T10:00:00.000Z',
          isBelowFloor: true,
          approvedBy: { id: 8, fullName: 'Olivia Admin' },
        }),
      ]),
    );
    renderPanel();
    const round = await screen.findByRole('listitem', { name: 'Round 1' });
    expect(within(round).getByText('Accepted 850.00 USD')).toBeTruthy();
    expect(within(round).getByText('Below floor, approved by Olivia Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer counter-offer' })).toBeNull();
  });

  it('offers no answer to a user who only views enquiries', async () => {
    mockFetch(answering());
    renderPanel([PERMISSIONS.viewCustomerEnquiriesAccount]);
    expect(await screen.findByRole('listitem', { name: 'Round 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer counter-offer' })).toBeNull();
  });
});
