import { describe, expect, it } from 'vitest';
import {
  counterOfferProblem,
  counterOfferRequestSchema,
  isBelowFloor,
  negotiatedPrice,
  negotiationAnswerRequestSchema,
} from '../negotiation-schemas';

const round = { targetAmount: '850.00', offeredSell: '1000.00' };

describe('negotiatedPrice', () => {
  it.each([
    ['accepted', null, { price: '850.00' }],
    ['rejected', null, { price: '1000.00' }],
    ['countered', '900', { price: '900.00' }],
    ['countered', '1000.00', { price: '1000.00' }],
    ['countered', '850', { problem: 'Counter amount must be above the customer’s target' }],
    ['countered', '1000.01', { problem: 'Counter amount must not exceed the price offered before' }],
  ] as const)('%s %s → %o', (decision, counter, expected) => {
    expect(negotiatedPrice(round, decision, counter)).toEqual(expected);
  });
});

describe('counter-offer rules', () => {
  it('takes a target only below the price on the table', () => {
    expect(counterOfferProblem('999.99', '1000.00')).toBeNull();
    expect(counterOfferProblem('1000', '1000.00')).toMatch(/below the offered price 1000.00/);
  });

  it('compares with the floor in cents', () => {
    expect(isBelowFloor('899.99', '900.00')).toBe(true);
    expect(isBelowFloor('900', '900.00')).toBe(false);
  });

  it('reads a target as text or number, above zero with at most two decimals', () => {
    expect(counterOfferRequestSchema.parse({ quoteOptionId: 1, targetAmount: 950.5 }).targetAmount).toBe(
      '950.5',
    );
    for (const targetAmount of ['0', '-1', '1.234', 'abc']) {
      expect(counterOfferRequestSchema.safeParse({ quoteOptionId: 1, targetAmount }).success).toBe(false);
    }
  });

  it('asks a counter amount with a counter-offer only', () => {
    const issue = (body: object) =>
      negotiationAnswerRequestSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(issue({ decision: 'countered' })).toEqual(['counterAmount']);
    expect(issue({ decision: 'rejected', counterAmount: '900' })).toEqual(['counterAmount']);
    expect(issue({ decision: 'accepted', message: 'Agreed', version: 2 })).toBeUndefined();
  });
});
