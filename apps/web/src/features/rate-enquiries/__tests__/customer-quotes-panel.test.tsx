import {
  type CustomerQuote,
  ENQUIRY_PATHS,
  type Enquiry,
  enquiryPath,
  type NegotiationRound,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { enquiryFixture } from '../../../test/enquiry-fixtures';
import { json, type MockCall, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CustomerQuotesPanel } from '../components/customer-quotes/customer-quotes-panel';
import { customerOptionFixture, customerQuoteFixture, roundFixture } from './negotiation-fixtures';

const QUOTES = enquiryPath(ENQUIRY_PATHS.myQueryQuotes, { id: 42 });
const ROUNDS = enquiryPath(ENQUIRY_PATHS.myQueryNegotiations, { id: 42 });
const SELECT = enquiryPath(ENQUIRY_PATHS.myQuerySelect, { id: 42 });
const PDF = enquiryPath(ENQUIRY_PATHS.myQueryQuotePdf, { id: 42, quoteId: 61 });

/** The customer's view of a round: no floor, no approval. */
const customerRound = (overrides: Partial<NegotiationRound> = {}) =>
  roundFixture({ floorSell: null, isBelowFloor: null, approvedBy: null, ...overrides });

function answering(
  quotes: CustomerQuote[],
  rounds: NegotiationRound[] = [],
  onWrite: (call: MockCall) => Response = () =>
    json({ success: true, data: { items: rounds, approvers: [] } }, 201),
) {
  return (call: MockCall) => {
    const path = pathOf(call.url);
    if (call.method === 'POST') return onWrite(call);
    if (path === QUOTES) return json({ success: true, data: { items: quotes } });
    if (path === ROUNDS) return json({ success: true, data: { items: rounds, approvers: [] } });
    if (path === PDF)
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    return fieldErrors(404, 'Not_Found', 'Not found');
  };
}

const renderPanel = (enquiry: Enquiry = enquiryFixture()) =>
  renderDashboardPage(<CustomerQuotesPanel enquiry={enquiry} />, []);

const optionOf = async (title = 'Maersk direct') => screen.findByRole('region', { name: title });

describe('CustomerQuotesPanel', () => {
  it('says so before any quote is sent', async () => {
    mockFetch(answering([]));
    renderPanel();
    expect(await screen.findByText(/No quote yet/)).toBeTruthy();
  });

  it('shows the quote’s sell lines, totals in the base currency, validity and the price after negotiation', async () => {
    mockFetch(
      answering([customerQuoteFixture({ options: [customerOptionFixture({ offeredSell: '950.00' })] })]),
    );
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Quote RE-2026-000042 / Q1' });
    expect(within(card).getByText(/Valid till 2026-12-31/)).toBeTruthy();
    const region = await optionOf();
    expect(within(region).getByText('Ocean freight')).toBeTruthy();
    expect(within(region).getByText('Per Container')).toBeTruthy();
    expect(within(region).getByText('Total 1000.00 USD')).toBeTruthy();
    expect(within(region).getByText('Price after negotiation 950.00 USD')).toBeTruthy();
  });

  it('shows what the PDF shows: the remarks, and the subtotals and exchange rate of a converted total', async () => {
    const option = customerOptionFixture({
      lines: [
        {
          leg: 'freightCharge',
          label: 'Sea freight',
          basis: 'perContainer',
          quantity: '2',
          currency: 'USD',
          unitSell: '500.00',
          sell: '1000.00',
          baseSell: '3672.50',
          exchangeRate: '3.6725000000',
        },
        {
          leg: 'originPort',
          label: 'Customs clearance',
          basis: 'perShipment',
          quantity: '1',
          currency: 'AED',
          unitSell: '400.00',
          sell: '400.00',
          baseSell: '400.00',
          exchangeRate: '1',
        },
      ],
      sellTotal: '4072.50',
      offeredSell: '4072.50',
    });
    mockFetch(
      answering([
        customerQuoteFixture({
          baseCurrency: 'AED',
          remarks: 'Space subject to confirmation',
          options: [option],
        }),
      ]),
    );
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Quote RE-2026-000042 / Q1' });
    expect(within(card).getByRole('region', { name: 'Remarks' }).textContent).toContain(
      'Space subject to confirmation',
    );
    const region = await optionOf();
    expect(within(region).getByText('Sea freight')).toBeTruthy();
    expect(within(region).getByText('Subtotal 1000.00 USD')).toBeTruthy();
    expect(within(region).getByText('Subtotal 400.00 AED')).toBeTruthy();
    expect(within(region).getByText('Converted at 1 USD = 3.6725 AED')).toBeTruthy();
    expect(within(region).getByText('Total 4072.50 AED')).toBeTruthy();
  });

  it('shows no exchange rate when every line is in the base currency', async () => {
    mockFetch(answering([customerQuoteFixture()]));
    renderPanel();
    const region = await optionOf();
    expect(within(region).queryByText(/Converted at/)).toBeNull();
    expect(within(region).queryByText(/Subtotal/)).toBeNull();
  });

  it('downloads the PDF through the client', async () => {
    const { calls } = mockFetch(answering([customerQuoteFixture()]));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:quote');
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.some((c) => pathOf(c.url) === PDF)).toBe(true);
  });

  it('sends a counter-offer with the target and message, and shows a refusal under the target', async () => {
    const { calls } = mockFetch(
      answering([customerQuoteFixture()], [], () =>
        fieldErrors(400, 'Bad_Request', 'Target amount must be below the offered price 1000.00', {
          targetAmount: 'Target amount must be below the offered price 1000.00',
        }),
      ),
    );
    renderPanel();
    fireEvent.click(within(await optionOf()).getByRole('button', { name: 'Counter-offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(dialog).findByText('Target amount is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Target amount/), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Can you match 1200?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(
      await within(dialog).findByText('Target amount must be below the offered price 1000.00'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && pathOf(c.url) === ROUNDS)?.body).toEqual({
      quoteOptionId: 71,
      targetAmount: '1200',
      message: 'Can you match 1200?',
    });
  });

  it('waits for the answer while a round is open, then shows the forwarder’s answer', async () => {
    mockFetch(answering([customerQuoteFixture()], [customerRound()]));
    renderPanel(enquiryFixture({ status: 'negotiating' }));
    const region = await optionOf();
    expect(
      (within(region).getByRole('button', { name: 'Counter-offer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(region).getByRole('button', { name: 'Select this option' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('Your counter-offer is waiting for the forwarder’s answer.')).toBeTruthy();
    const round = screen.getByRole('listitem', { name: 'Round 1' });
    expect(within(round).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(round).queryByText(/floor/)).toBeNull();
  });

  it('shows a countered round with who answered', async () => {
    mockFetch(
      answering(
        [customerQuoteFixture()],
        [
          customerRound({
            decision: 'countered',
            decidedAmount: '930.00',
            decisionMessage: 'Best we can do',
            decidedBy: { id: 5, fullName: 'Sam Sales' },
            decidedAt: '2026-11-22T10:00:00.000Z',
          }),
        ],
      ),
    );
    renderPanel();
    const round = await screen.findByRole('listitem', { name: 'Round 1' });
    expect(within(round).getByText('Countered with 930.00 USD')).toBeTruthy();
    expect(within(round).getByText(/Answered by Sam Sales/)).toBeTruthy();
    expect(within(round).getByText('“Best we can do”')).toBeTruthy();
  });

  it('selects an option after confirmation, with the enquiry version read', async () => {
    const { calls } = mockFetch(
      answering([customerQuoteFixture()], [], () => json({ success: true, data: {} })),
    );
    renderPanel(enquiryFixture({ version: 5 }));
    fireEvent.click(within(await optionOf()).getByRole('button', { name: 'Select this option' }));
    const confirm = await screen.findByRole('dialog', { name: 'Select this option' });
    expect(calls.some((c) => pathOf(c.url) === SELECT)).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(calls.find((c) => pathOf(c.url) === SELECT)?.body).toEqual({ quoteOptionId: 71, version: 5 }),
    );
  });

  it('offers no counter-offer or selection on a superseded quote', async () => {
    mockFetch(
      answering([
        customerQuoteFixture({ id: 62, number: 2, reference: 'RE-2026-000042 / Q2', options: [] }),
        customerQuoteFixture({ status: 'superseded' }),
      ]),
    );
    renderPanel();
    const old = await screen.findByRole('article', { name: 'Quote RE-2026-000042 / Q1' });
    expect(within(old).getByText('Superseded')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Counter-offer' })).toBeNull();
  });
});
