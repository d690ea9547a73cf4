import { describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '../../permissions/catalogue';
import {
  canRespond,
  canRespondToCustomerQueries,
  canViewPricing,
  pricingModesViewable,
  responsePermissionFor,
  responsePermissionsFor,
  salesScope,
} from '../pricing-permissions';

describe('SPEC §6: a view permission maps to its response permission', () => {
  it.each([
    [P.viewSeaQueryPricing, P.responseSeaQueryPricing],
    [P.viewAirQueryPricing, P.responseAirQueryPricing],
    [P.viewAllCustomerQuerySales, P.responseAllCustomerQuerySales],
    [P.viewCustomerQuerySales, P.responseCustomerQuerySales],
  ])('%s → %s', (view, response) => {
    expect(responsePermissionFor(view)).toBe(response);
    expect(responsePermissionsFor(view)).toEqual([response]);
  });

  it("'both' grants either response", () => {
    expect(responsePermissionsFor(P.bothPricing)).toEqual([
      P.responseSeaQueryPricing,
      P.responseAirQueryPricing,
    ]);
    expect(responsePermissionFor(P.bothPricing)).toBeNull();
  });

  it('a permission outside the mapping grants nothing', () => {
    expect(responsePermissionsFor(P.businessAdmin)).toEqual([]);
    expect(responsePermissionFor(P.responseSeaQueryPricing)).toBeNull();
  });
});

describe('pricing views and responses by mode', () => {
  it.each([
    [[P.viewSeaQueryPricing], ['sea']],
    [[P.viewAirQueryPricing], ['air']],
    [[P.bothPricing], ['sea', 'air']],
    [[P.pricingSuperUser], ['sea', 'air']],
    [
      [P.viewSeaQueryPricing, P.viewAirQueryPricing],
      ['sea', 'air'],
    ],
    // A response permission alone sees no enquiries.
    [[P.responseSeaQueryPricing], []],
    [[P.viewAllCustomerQuerySales], []],
  ])('%j views %j', (held, modes) => {
    expect(pricingModesViewable(held)).toEqual(modes);
  });

  it.each([
    [[P.viewSeaQueryPricing], true, false],
    [[P.responseSeaQueryPricing], true, false],
    [[P.viewAirQueryPricing], false, true],
    [[P.responseAirQueryPricing], false, true],
    [[P.bothPricing], true, true],
    [[P.pricingSuperUser], true, true],
    [[P.viewCustomerQuerySales], false, false],
    [[], false, false],
  ])('%j responds to sea %s, air %s', (held, seaOk, airOk) => {
    expect(canRespond(held, 'sea')).toBe(seaOk);
    expect(canRespond(held, 'air')).toBe(airOk);
  });

  it('views what it responds to only by a view permission', () => {
    expect(canViewPricing([P.responseAirQueryPricing], 'air')).toBe(false);
    expect(canViewPricing([P.viewAirQueryPricing], 'air')).toBe(true);
  });
});

describe('Rate Wizard reach', () => {
  it.each([
    [[P.viewAllCustomerQuerySales], 'all'],
    [[P.businessAdmin], 'all'],
    [[P.viewCustomerQuerySales], 'own'],
    [[P.viewCustomerQuerySales, P.viewAllCustomerQuerySales], 'all'],
    [[P.responseAllCustomerQuerySales], null],
    [[P.pricingSuperUser], null],
  ])('%j reaches %s', (held, scope) => {
    expect(salesScope(held)).toBe(scope);
  });

  it('responds to customer queries by the view or the response permission of that reach', () => {
    expect(canRespondToCustomerQueries([P.viewCustomerQuerySales], 'own')).toBe(true);
    expect(canRespondToCustomerQueries([P.viewCustomerQuerySales], 'all')).toBe(false);
    expect(canRespondToCustomerQueries([P.responseCustomerQuerySales], 'own')).toBe(true);
    expect(canRespondToCustomerQueries([P.responseAllCustomerQuerySales], 'all')).toBe(true);
    expect(canRespondToCustomerQueries([P.viewAllCustomerQuerySales], 'all')).toBe(true);
  });
});
