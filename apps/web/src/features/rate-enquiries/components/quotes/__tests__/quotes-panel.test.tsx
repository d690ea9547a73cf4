import {
  ENQUIRY_PATHS,
  enquiryPath,
  PERMISSIONS,
  type Quote,
  type QuoteSuggestion,
  type QuoteSuggestionLine,
  type QuoteSuggestions,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../../../test/answers';
import { enquiryFixture } from '../../../../../test/enquiry-fixtures';
import { type MockCall, mockFetch, pathOf } from '../../../../../test/fetch-mock';
import { renderDashboardPage } from '../../../../../test/render-dashboard';
import { draftRequestOf, optionFigures, optionFromSuggestion, withLineSell } from '../quote-draft-model';
import { QuotesPanel } from '../quotes-panel';

const SUGGESTIONS = enquiryPath(ENQUIRY_PATHS.quoteSuggestions, { id: 42 });
const QUOTES = enquiryPath(ENQUIRY_PATHS.quotes, { id: 42 });
const SEND = enquiryPath(ENQUIRY_PATHS.quoteSend, { id: 42, quoteId: 61 });

const line = (overrides: Partial<QuoteSuggestionLine> = {}): QuoteSuggestionLine => ({
  key: 'rates:line-3-vendor-none/validRate:11',
  leg: 'freightCharge',
  label: "Ocean Freight 20'",
  basis: 'perContainer',
  quantity: '2',
  currency: 'USD',
  unitBuy: '1000.00',
  unitSell: '1100.00',
  buy: '2000.00',
  sell: '2200.00',
  baseBuy: '7345.00',
  baseSell: '8079.50',
  exchangeRate: '3.6725',
  source: { type: 'validRate', id: 11 },
  sellRule: 'percent',
  tier: { id: 4, name: 'Gold' },
  warning: null,
  ...overrides,
});

const suggestion = (overrides: Partial<QuoteSuggestion> = {}): QuoteSuggestion => ({
  key: 'rates:line-3-vendor-none',
  source: 'validRate',
  answerId: null,
  title: 'MSC',
  shippingLine: { id: 3, name: 'MSC' },
  vendor: null,
  validFrom: '2026-11-01',
  validTill: '2026-12-31',
  transitDays: 18,
  freeDays: 7,
  lines: [line()],
  totals: [{ currency: 'USD', buy: '2000.00', sell: '2200.00' }],
  baseTotal: { currency: 'AED', buy: '7345.00', sell: '8079.50' },
  flags: [{ leg: 'destinationPort', message: 'No destination charges for Jebel Ali' }],
  isCheapest: false,
  ...overrides,
});

const answerSuggestion = suggestion({
  key: 'answer:7',
  source: 'vendorAnswer',
  answerId: 7,
  title: 'Maersk · 18 days transit · 7 free days',
  vendor: { id: 5, name: 'Swift Carriers' },
  lines: [
    line({
      key: 'answer:7/vendorAnswer:7:0:1',
      source: { type: 'vendorAnswer', id: 7 },
      unitSell: '1200.00',
    }),
  ],
  baseTotal: { currency: 'AED', buy: '7345.00', sell: '8814.00' },
  flags: [],
  isCheapest: true,
});

const ANSWER_CHECKBOX = 'Quote Maersk · 18 days transit · 7 free days from Swift Carriers';

const SUGGESTED: QuoteSuggestions = {
  customer: { id: 7, name: 'Acme Imports', tier: { id: 4, name: 'Gold' } },
  baseCurrency: 'AED',
  chargeableWeightKg: null,
  maxDiscountPercent: '5.00',
  canApproveBelowFloor: false,
  companyTerms: 'Trading conditions\nSubject to space.',
  vendorNames: ['Swift Carriers', 'Gulf Line Agencies'],
  suggestions: [answerSuggestion, suggestion()],
};

const draftQuote: Quote = {
  id: 61,
  enquiryId: 42,
  number: 1,
  reference: 'RE-2026-000042 / Q1',
  status: 'draft',
  version: 2,
  validTill: '2026-12-10',
  baseCurrency: 'AED',
  terms: null,
  remarks: null,
  hasPdf: false,
  createdAt: '2026-11-24T09:00:00.000Z',
  sentAt: null,
  options: [],
};

function answering(
  quotes: Quote[] = [],
  onSave: (call: MockCall) => Response = () => itemAnswer(draftQuote, 201),
) {
  return (call: MockCall) => {
    const path = pathOf(call.url);
    if (path === SUGGESTIONS) return itemAnswer(SUGGESTED);
    if (path === QUOTES && call.method === 'POST') return onSave(call);
    if (path === QUOTES) return listPage(quotes);
    if (path === SEND) return itemAnswer({ ...draftQuote, status: 'sent', version: 3 });
    return fieldErrors(404, 'Not_Found', 'Not found');
  };
}

const renderPanel = (permissions: readonly string[] = [PERMISSIONS.bothPricing]) =>
  renderDashboardPage(<QuotesPanel enquiry={enquiryFixture()} />, permissions);

describe('QuotesPanel', () => {
  it('lists the candidates with their source, the cheapest marked and the legs nothing prices', async () => {
    mockFetch(answering());
    renderPanel();
    const table = await screen.findByRole('region', { name: 'Suggested options' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Vendor answer')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Cheapest')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Valid rate')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('No destination charges for Jebel Ali')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Cheapest')).toBeNull();
    // Pricing sees the vendor beside the source; the title the customer reads does not name it.
    expect(within(rows[1] as HTMLElement).getByText('from Swift Carriers')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Maersk · 18 days transit · 7 free days')).toBeTruthy();
  });

  it('builds a draft from the chosen candidates, warns below the floor, and saves the sell set by hand', async () => {
    const { calls } = mockFetch(answering());
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Quote MSC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Build quote from selected' }));
    const editor = await screen.findByRole('region', { name: 'Quote draft' });
    expect(within(editor).getByLabelText('Option title')).toHaveProperty('value', 'MSC');
    fireEvent.change(within(editor).getByLabelText("Sell of Ocean Freight 20'"), {
      target: { value: '900' },
    });
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('below the floor of AED 7,675.53');
    expect(alert.textContent).toContain('Only an approver of negotiations may send this price.');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      options: [
        {
          title: 'MSC',
          suggestionKey: 'rates:line-3-vendor-none',
          lineSells: [{ key: 'rates:line-3-vendor-none/validRate:11', unitSell: '900' }],
          manualLines: [],
        },
      ],
      remarks: null,
    });
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('terms');
  });

  it("shows the server's refusal on the field it names", async () => {
    mockFetch(
      answering([], () =>
        fieldErrors(400, 'Bad Request', 'Valid till must be today or later', {
          validTill: 'Valid till must be today or later',
        }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Quote MSC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Build quote from selected' }));
    const editor = await screen.findByRole('region', { name: 'Quote draft' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await within(editor).findByText('Valid till must be today or later')).toBeTruthy();
  });

  it('sends a draft after confirmation, with the version it was read at', async () => {
    const { calls } = mockFetch(answering([draftQuote]));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the quote?' });
    expect(calls.some((c) => pathOf(c.url) === SEND)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => pathOf(c.url) === SEND)?.body).toEqual({ version: 2 }));
  });

  it('shows the quotes but no builder to a user who may not handle the enquiry', async () => {
    mockFetch(answering([draftQuote]));
    renderPanel([PERMISSIONS.viewCustomerEnquiriesAccount]);
    expect(await screen.findByRole('article', { name: 'Quote RE-2026-000042 / Q1' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Suggested options' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to customer' })).toBeNull();
  });
});

describe('the draft model', () => {
  it('estimates the floor from the priced sells and sends only the sells set by hand', () => {
    const option = optionFromSuggestion(suggestion());
    expect(optionFigures(option, '5.00')).toMatchObject({ sell: 8079.5, buy: 7345, isBelowFloor: false });
    const cut = withLineSell(option, 'rates:line-3-vendor-none/validRate:11', '1000');
    // 2 × 1000 × 3.6725 = 7345 < 8079.50 × 0.95.
    expect(optionFigures(cut, '5.00')).toMatchObject({ sell: 7345, margin: 0, isBelowFloor: true });
    const request = draftRequestOf({
      draft: null,
      options: [option, cut],
      validTill: '2026-12-10',
      useCompanyTerms: false,
      terms: 'Typed terms',
      remarks: '',
    });
    expect(request.options.map((o) => o.lineSells)).toEqual([
      [],
      [{ key: 'rates:line-3-vendor-none/validRate:11', unitSell: '1000' }],
    ]);
    expect(request.terms).toBe('Typed terms');
  });
});

describe('QuotesPanel: a quote the customer can read', () => {
  const openEditor = async (name: string) => {
    fireEvent.click(await screen.findByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Build quote from selected' }));
    return screen.findByRole('region', { name: 'Quote draft' });
  };

  it('states how far below the priced sell a price is, not the discount the settings allow', async () => {
    mockFetch(answering());
    renderPanel();
    const editor = await openEditor('Quote MSC');
    fireEvent.change(within(editor).getByLabelText("Sell of Ocean Freight 20'"), {
      target: { value: '900' },
    });
    // 2 × USD 900 at 3.6725 = AED 6,610.50 against the priced AED 8,079.50.
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('AED 6,610.50 is 18.18 % off the priced sell of AED 8,079.50');
    expect(alert.textContent).toContain('at most 5.00 % off without approval');
  });

  it('renames a line, adds one by hand, and asks before a validity past the buy rates', async () => {
    const { calls } = mockFetch(answering());
    renderPanel();
    const editor = await openEditor(ANSWER_CHECKBOX);
    const validTill = within(editor).getByLabelText(/Valid till/);
    expect(validTill).toHaveProperty('value', '2026-12-31');
    fireEvent.change(within(editor).getByLabelText("Charge name of Ocean Freight 20'"), {
      target: { value: 'Sea freight' },
    });
    expect(within(editor).getByText("Priced as Ocean Freight 20'")).toBeTruthy();
    const add = within(editor).getByRole('group', { name: 'Add a line' });
    fireEvent.click(within(add).getByRole('button', { name: 'Add line' }));
    expect(await within(add).findByText('Charge name is required')).toBeTruthy();
    fireEvent.change(within(add).getByLabelText('Charge name'), { target: { value: 'Customs clearance' } });
    fireEvent.change(within(add).getByLabelText('Leg'), { target: { value: 'originPort' } });
    fireEvent.change(within(add).getByLabelText('Buy / unit'), { target: { value: '300' } });
    fireEvent.change(within(add).getByLabelText(/Sell \/ unit/), { target: { value: '400' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add line' }));
    expect(await within(editor).findByDisplayValue('Customs clearance')).toBeTruthy();

    fireEvent.change(validTill, { target: { value: '2027-01-15' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valid past the buy rates?' });
    expect(dialog.textContent).toContain('hold till 2026-12-31');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the longer validity' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      options: [
        {
          suggestionKey: 'answer:7',
          lineLabels: [{ key: 'answer:7/vendorAnswer:7:0:1', label: 'Sea freight' }],
          removedKeys: [],
          manualLines: [
            {
              leg: 'originPort',
              label: 'Customs clearance',
              basis: 'perShipment',
              currency: 'AED',
              unitBuy: '300',
              unitSell: '400',
            },
          ],
        },
      ],
      validTill: '2027-01-15',
      confirmValidityBeyondRates: true,
    });
  });

  it('removes a line of the suggestion and sends it as removed', async () => {
    const { calls } = mockFetch(answering());
    renderPanel();
    const editor = await openEditor(ANSWER_CHECKBOX);
    fireEvent.click(within(editor).getByRole('button', { name: "Remove Ocean Freight 20'" }));
    expect(within(editor).queryByLabelText("Charge name of Ocean Freight 20'")).toBeNull();
    expect(within(editor).getByText('1 line of the suggestion removed.')).toBeTruthy();
    const add = within(editor).getByRole('group', { name: 'Add a line' });
    fireEvent.change(within(add).getByLabelText('Charge name'), { target: { value: 'Freight all-in' } });
    fireEvent.change(within(add).getByLabelText('Buy / unit'), { target: { value: '5000' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add line' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const body = calls.find((c) => c.method === 'POST')?.body as { options: object[] };
    expect(body.options[0]).toMatchObject({
      removedKeys: ['answer:7/vendorAnswer:7:0:1'],
      lineLabels: [],
      manualLines: [{ label: 'Freight all-in', unitBuy: '5000', unitSell: null }],
    });
    expect(body).not.toHaveProperty('confirmValidityBeyondRates');
  });

  it('warns where a title, a charge name or the remarks name a vendor, and only there', async () => {
    mockFetch(answering());
    renderPanel();
    const editor = await openEditor(ANSWER_CHECKBOX);
    expect(within(editor).queryByRole('status')).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Option title'), {
      target: { value: 'Maersk via swift carriers' },
    });
    fireEvent.change(within(editor).getByLabelText('Remarks to the customer'), {
      target: { value: 'Space held by Gulf Line Agencies' },
    });
    const warnings = within(editor)
      .getAllByRole('status')
      .map((w) => w.textContent);
    expect(warnings).toEqual([
      expect.stringContaining('Names your vendor Swift Carriers'),
      expect.stringContaining('Names your vendor Gulf Line Agencies'),
    ]);
    expect(warnings[0]).toContain('taken out when the quote is sent');
  });
});
