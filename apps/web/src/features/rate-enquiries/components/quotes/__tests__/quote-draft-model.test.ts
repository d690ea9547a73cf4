import type { QuoteSuggestion } from '@fastforward/domain';
import { describe, expect, it } from 'vitest';
import {
  draftRequestOf,
  type EditorState,
  optionFigures,
  optionFromSuggestion,
  percentOffList,
  ratesHoldTill,
  withLineLabel,
  withLineSell,
  withManualLine,
  withoutLine,
} from '../quote-draft-model';

const suggestion: QuoteSuggestion = {
  key: 'answer:7',
  source: 'vendorAnswer',
  answerId: 7,
  title: 'Maersk via Swift',
  shippingLine: null,
  vendor: null,
  validFrom: '2026-12-01',
  validTill: '2026-12-20',
  transitDays: null,
  freeDays: null,
  lines: [
    {
      key: 'answer:7/vendorAnswer:7:0:1',
      leg: 'freightCharge',
      label: "Ocean freight 40' HC",
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
      source: { type: 'vendorAnswer', id: 7 },
      sellRule: 'percent',
      tier: null,
      warning: null,
    },
    {
      key: 'answer:7/vendorAnswer:7:1',
      leg: 'destinationPort',
      label: 'Vendor handling fee',
      basis: 'perShipment',
      quantity: '1',
      currency: 'AED',
      unitBuy: '100.00',
      unitSell: '110.00',
      buy: '100.00',
      sell: '110.00',
      baseBuy: '100.00',
      baseSell: '110.00',
      exchangeRate: '1',
      source: { type: 'vendorAnswer', id: 7 },
      sellRule: 'percent',
      tier: null,
      warning: null,
    },
  ],
  totals: [],
  baseTotal: null,
  flags: [],
  isCheapest: true,
};

describe('percentOffList', () => {
  it.each([
    [1000, 870, 13],
    [1000, 430, 57],
    [8079.5, 7000, 13.36],
    [1000, 1000, 0],
    [1000, 1200, 0],
    [0, 100, Number.NaN],
    [Number.NaN, 100, Number.NaN],
  ])('list %s, sell %s: %s %% off', (list, sell, expected) => {
    expect(percentOffList(list, sell)).toBe(expected);
  });
});

describe('optionFigures', () => {
  it('states the real share off the list sell, whatever the settings allow without approval', () => {
    const option = optionFromSuggestion(suggestion);
    const key = suggestion.lines[0]?.key as string;
    // 2 × USD 950 at 3.6725 = AED 6,977.75, plus AED 110 = 7,087.75: 13.45 % under the list of AED 8,189.50.
    const figures = optionFigures(withLineSell(option, key, '950'), '0.00');
    expect(figures).toMatchObject({ list: 8189.5, sell: 7087.75, floor: 8189.5, isBelowFloor: true });
    expect(figures.percentOff).toBe(13.45);
  });
});

describe('draftRequestOf', () => {
  it('sends renamed lines, removed lines and lines typed by hand, the validity confirmed past the rates', () => {
    const [freight, fee] = suggestion.lines;
    let option = optionFromSuggestion(suggestion);
    option = withLineLabel(option, freight?.key as string, 'Sea freight Shanghai to Jebel Ali');
    option = withoutLine(option, fee?.key as string);
    option = withManualLine(
      option,
      {
        leg: 'originPort',
        label: 'Customs clearance',
        basis: 'perShipment',
        currency: 'AED',
        unitBuy: '300',
        unitSell: '',
      },
      { baseCurrency: 'AED', chargeableWeightKg: null },
    );
    const state: EditorState = {
      draft: null,
      options: [option],
      validTill: '2026-12-31',
      useCompanyTerms: true,
      terms: '',
      remarks: '',
      isValidityConfirmed: true,
    };
    expect(ratesHoldTill(state.options)).toBe('2026-12-20');
    expect(option.lines.map((l) => l.label)).toEqual([
      'Sea freight Shanghai to Jebel Ali',
      'Customs clearance',
    ]);
    expect(draftRequestOf(state)).toMatchObject({
      options: [
        {
          suggestionKey: 'answer:7',
          lineSells: [],
          lineLabels: [{ key: freight?.key, label: 'Sea freight Shanghai to Jebel Ali' }],
          removedKeys: [fee?.key],
          manualLines: [
            {
              leg: 'originPort',
              label: 'Customs clearance',
              basis: 'perShipment',
              currency: 'AED',
              unitBuy: '300',
              unitSell: null,
            },
          ],
        },
      ],
      validTill: '2026-12-31',
      confirmValidityBeyondRates: true,
    });
  });
});
