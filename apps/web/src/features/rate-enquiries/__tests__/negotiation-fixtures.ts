import type { CustomerQuote, CustomerQuoteOption, NegotiationRound } from '@fastforward/domain';

/** Round 1 on option 71 of quote Q1, open unless the test answers it. */
export const roundFixture = (overrides: Partial<NegotiationRound> = {}): NegotiationRound => ({
  id: 9,
  enquiryId: 42,
  round: 1,
  quoteOptionId: 71,
  quoteId: 61,
  quoteNumber: 1,
  optionTitle: 'Maersk direct',
  currency: 'USD',
  offeredSell: '1000.00',
  targetAmount: '850.00',
  message: 'Our budget is tight',
  requestedBy: { id: 41, fullName: 'Ada Buyer' },
  requestedAt: '2026-11-22T09:00:00.000Z',
  decision: null,
  decidedAmount: null,
  decisionMessage: null,
  decidedBy: null,
  decidedAt: null,
  floorSell: '900.00',
  isBelowFloor: false,
  approvedBy: null,
  ...overrides,
});

/** Option 71, 'Maersk direct', at 1000 USD: one freight line of two containers. */
export const customerOptionFixture = (overrides: Partial<CustomerQuoteOption> = {}): CustomerQuoteOption => ({
  id: 71,
  position: 1,
  title: 'Maersk direct',
  shippingLine: { id: 3, name: 'Maersk' },
  transitDays: 21,
  freeDays: 7,
  lines: [
    {
      leg: 'freightCharge',
      label: 'Ocean freight',
      basis: 'perContainer',
      quantity: '2',
      currency: 'USD',
      unitSell: '500.00',
      sell: '1000.00',
      baseSell: '1000.00',
      exchangeRate: '1',
    },
  ],
  sellTotal: '1000.00',
  offeredSell: '1000.00',
  isSelected: false,
  ...overrides,
});

/** Quote Q1 as the customer reads it: one option at 1000 USD. */
export const customerQuoteFixture = (overrides: Partial<CustomerQuote> = {}): CustomerQuote => ({
  id: 61,
  enquiryId: 42,
  number: 1,
  reference: 'RE-2026-000042 / Q1',
  status: 'sent',
  validTill: '2026-12-31',
  baseCurrency: 'USD',
  terms: null,
  remarks: null,
  hasPdf: true,
  createdAt: '2026-11-21T09:00:00.000Z',
  sentAt: '2026-11-21T10:00:00.000Z',
  options: [customerOptionFixture()],
  ...overrides,
});
