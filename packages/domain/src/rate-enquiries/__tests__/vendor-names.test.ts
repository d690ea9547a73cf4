import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionTitleOf, vendorNamesIn, withoutVendorNames } from '../vendor-names';

const NAMES = ['Swift Carriers', 'Gulf Line Agencies', 'GL', 'Swift Carriers Ltd.'];

describe('vendor names', () => {
  it('finds whole names, case-insensitive, longest first; a short name is left alone', () => {
    expect(vendorNamesIn('Maersk via swift  carriers ltd.', NAMES)).toEqual([
      'Swift Carriers Ltd.',
      'Swift Carriers',
    ]);
    expect(vendorNamesIn('Maersk via Swiftly Carriers', NAMES)).toEqual([]);
    expect(vendorNamesIn('GL freight', NAMES)).toEqual([]);
    expect(vendorNamesIn(null, NAMES)).toEqual([]);
  });

  it('takes a name out with the word that introduced it and tidies what is left', () => {
    expect(withoutVendorNames('CMA CGM via Gulf Line Agencies', NAMES)).toBe('CMA CGM');
    expect(withoutVendorNames('Maersk via Swift Carriers Ltd. · 24 days transit', NAMES)).toBe(
      'Maersk · 24 days transit',
    );
    expect(withoutVendorNames('Rates from gulf line agencies, space confirmed.', NAMES)).toBe(
      'Rates, space confirmed.',
    );
    expect(withoutVendorNames('Swift Carriers', NAMES)).toBe('');
    expect(withoutVendorNames('Ocean freight (Swift Carriers)', NAMES)).toBe('Ocean freight');
    expect(withoutVendorNames('Line one by Gulf Line Agencies\nLine two', NAMES)).toBe('Line one\nLine two');
    expect(withoutVendorNames('Nothing to hide', NAMES)).toBe('Nothing to hide');
  });

  it('never leaves a name behind, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...NAMES), fc.string(), (before, name, after) => {
        const cleaned = withoutVendorNames(`${before}${name.toUpperCase()} ${after}`, NAMES);
        expect(vendorNamesIn(cleaned, NAMES)).toEqual([]);
      }),
    );
  });

  it('titles an option by the carrier, transit and free days only', () => {
    expect(optionTitleOf({ shippingLineName: 'Maersk', transitDays: 24, freeDays: 10 }, 'Valid rate')).toBe(
      'Maersk · 24 days transit · 10 free days',
    );
    expect(optionTitleOf({ shippingLineName: null, transitDays: 16, freeDays: null }, 'Vendor answer')).toBe(
      '16 days transit',
    );
    expect(
      optionTitleOf({ shippingLineName: null, transitDays: null, freeDays: null }, 'Vendor answer'),
    ).toBe('Vendor answer');
  });
});
