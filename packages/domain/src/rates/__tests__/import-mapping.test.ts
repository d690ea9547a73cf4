import { describe, expect, it } from 'vitest';
import { containerSizeIsoCode, headerSignature, proposeColumnMapping } from '../import-mapping';
import type { ImportTarget } from '../import-schemas';

const SIZES = [
  { id: 1, size: 'All 20 ft', isoCode: null },
  { id: 2, size: "20' Standard", isoCode: '22G1' },
  { id: 3, size: "40' Standard", isoCode: '42G1' },
  { id: 4, size: "40' High Cube", isoCode: '45G1' },
  { id: 5, size: "45' High Cube", isoCode: 'L5G1' },
  { id: 6, size: "20' Reefer", isoCode: '22R1' },
  { id: 7, size: "40' Reefer", isoCode: '42R1' },
  { id: 8, size: "40' Reefer High Cube", isoCode: '45R1' },
];

const targetOf = (header: string) => {
  const [mapped] = proposeColumnMapping([{ column: 1, header }], SIZES);
  return mapped?.target === 'sizePrice' ? `size:${mapped.containerSizeId}` : mapped?.target;
};

describe('proposeColumnMapping', () => {
  const FIELDS: [string, ImportTarget][] = [
    ['POL', 'originPort'],
    ['Port of Loading', 'originPort'],
    ['port-of-loading', 'originPort'],
    ['ORIGIN', 'originPort'],
    ['From', 'originPort'],
    ['Origin Port', 'originPort'],
    ['POD', 'destinationPort'],
    ['Port of Discharge', 'destinationPort'],
    ['Destination', 'destinationPort'],
    ['To', 'destinationPort'],
    ['Carrier', 'shippingLine'],
    ['Line', 'shippingLine'],
    ['Shipping Line', 'shippingLine'],
    ['SCAC', 'shippingLine'],
    ['Size', 'containerSize'],
    ['Container', 'containerSize'],
    ['Equipment', 'containerSize'],
    ['Type', 'containerSize'],
    ['Slab', 'weightSlab'],
    ['Weight Break', 'weightSlab'],
    ['Rate', 'buyRate'],
    ['Buy', 'buyRate'],
    ['Buy Rate', 'buyRate'],
    ['Cost', 'buyRate'],
    ['Amount', 'buyRate'],
    ['Freight', 'buyRate'],
    ['Sell', 'sellRate'],
    ['Sell Rate', 'sellRate'],
    ['Currency', 'currency'],
    ['CCY', 'currency'],
    ['Curr.', 'currency'],
    ['Valid From', 'validFrom'],
    ['Effective', 'validFrom'],
    ['Validity From', 'validFrom'],
    ['Start', 'validFrom'],
    ['Valid To', 'validTill'],
    ['Valid Till', 'validTill'],
    ['Expiry', 'validTill'],
    ['Validity To', 'validTill'],
    ['End', 'validTill'],
    ['Transit', 'transitDays'],
    ['Transit Time', 'transitDays'],
    ['TT', 'transitDays'],
    ['T/T', 'transitDays'],
    ['Free Days', 'freeDays'],
    ['Free Time', 'freeDays'],
    ['DET', 'freeDays'],
    ['DEM', 'freeDays'],
    ['Commodity', 'commodityType'],
    ['Incoterm', 'incoterm'],
    ['Terms', 'incoterm'],
    ['Mode', 'mode'],
    ['Remarks', 'remarks'],
    ['Notes', 'remarks'],
    ['Comments', 'remarks'],
    ['Surcharge BAF', 'ignore'],
    ['', 'ignore'],
    ['Validity', 'ignore'],
  ];
  it.each(FIELDS)('reads %j as %s', (header, target) => {
    expect(targetOf(header)).toBe(target);
  });

  const PRICES: [string, number][] = [
    ['20GP', 2],
    ['20DC', 2],
    ["20'", 2],
    ['20FT', 2],
    ['20 STD', 2],
    ["20' GP Rate", 2],
    ['O/F 20GP', 2],
    ['40GP', 3],
    ['40DC', 3],
    ["40'", 3],
    ['40FT', 3],
    ['40HC', 4],
    ['40HQ', 4],
    ["40'HC", 4],
    ['40 HC (USD)', 4],
    ['45HC', 5],
    ['20RF', 6],
    ['20RE', 6],
    ['40RF', 7],
    ['40RH', 8],
    ['40RQ', 8],
    ['22G1', 2],
    ['L5G1', 5],
  ];
  it.each(PRICES)('reads %j as the price column of size %i', (header, sizeId) => {
    expect(targetOf(header)).toBe(`size:${sizeId}`);
  });

  it('ignores a size the company has no container size for', () => {
    expect(proposeColumnMapping([{ column: 1, header: '40HC' }], SIZES.slice(0, 3))[0]?.target).toBe(
      'ignore',
    );
  });

  it('proposes each field once, for its first column, and keeps the order of the columns', () => {
    const mapping = proposeColumnMapping(
      [
        { column: 3, header: 'POL' },
        { column: 1, header: 'Origin' },
        { column: 2, header: '20GP' },
        { column: 4, header: "20'" },
      ],
      SIZES,
    );
    expect(mapping.map(({ column, target }) => [column, target])).toEqual([
      [1, 'originPort'],
      [2, 'sizePrice'],
      [3, 'ignore'],
      [4, 'ignore'],
    ]);
  });
});

describe('containerSizeIsoCode', () => {
  it.each([
    ['20GP', '22G1'],
    ["40' HC", '45G1'],
    ['45G1', '45G1'],
    ['reefer', null],
    ['', null],
  ])('reads %j as %s', (text, iso) => {
    expect(containerSizeIsoCode(text)).toBe(iso);
  });
});

describe('headerSignature', () => {
  it('keeps each normalised header at its position and drops trailing blanks', () => {
    expect(
      headerSignature([
        { column: 4, header: '' },
        { column: 1, header: 'Port of Loading' },
        { column: 3, header: " 40'HC " },
      ]),
    ).toEqual(['portofloading', '', '40hc']);
  });

  it('is the same for headers that differ only in case, spaces and punctuation', () => {
    expect(headerSignature([{ column: 1, header: 'T/T' }])).toEqual(
      headerSignature([{ column: 1, header: 'tt' }]),
    );
  });
});
