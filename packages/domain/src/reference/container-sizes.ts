/**
 * Container size categories exactly as SPEC §3 groups them. FRZ (reefer) is the SPEC's code; the
 * other category codes are ours. Each size carries its ISO 6346 size-type code; the General Sized
 * groupings ('All 20 ft', 'All 40 ft': a rate for any box of that length) have none.
 */
export const CONTAINER_SIZE_CATEGORY = {
  general: 'GEN',
  regular: 'REG',
  reefer: 'FRZ',
  inGauge: 'IG',
  outGauge: 'OOG',
} as const;

export type ContainerSizeCategoryCode =
  (typeof CONTAINER_SIZE_CATEGORY)[keyof typeof CONTAINER_SIZE_CATEGORY];

/** ISO 6346 size-type code: length, height/width, then the type group and its detail (22G1, L5G1). */
export const ISO_6346_SIZE_TYPE_PATTERN = /^[1-9A-Z][0-9A-Z][A-Z][0-9]$/;

export type ContainerSizeDefinition = { size: string; isoCode: string | null; isReefer: boolean };

export type ContainerSizeCategoryDefinition = {
  code: ContainerSizeCategoryCode;
  name: string;
  displayOrder: number;
  sizes: readonly ContainerSizeDefinition[];
};

const dry = (size: string, isoCode: string | null): ContainerSizeDefinition => ({
  size,
  isoCode,
  isReefer: false,
});
const reefer = (size: string, isoCode: string): ContainerSizeDefinition => ({
  size,
  isoCode,
  isReefer: true,
});

/** Open tops and flat racks carry cargo within the box's outline (in-gauge) or beyond it (out-of-gauge). */
const SPECIAL_EQUIPMENT = [
  dry("20' Open Top", '22U1'),
  dry("40' Open Top", '42U1'),
  dry("20' Flat Rack", '22P1'),
  dry("40' Flat Rack", '42P1'),
  dry("20' Flat Rack Collapsible", '22P3'),
  dry("40' Flat Rack Collapsible", '42P3'),
  dry("40' High Cube Flat Rack Collapsible", '45P3'),
];

export const CONTAINER_SIZE_CATEGORIES: readonly ContainerSizeCategoryDefinition[] = [
  {
    code: CONTAINER_SIZE_CATEGORY.general,
    name: 'General Sized',
    displayOrder: 1,
    sizes: [dry('All 20 ft', null), dry('All 40 ft', null)],
  },
  {
    code: CONTAINER_SIZE_CATEGORY.regular,
    name: 'Regular Sized',
    displayOrder: 2,
    sizes: [
      dry("20' Standard", '22G1'),
      dry("20' High Cube", '25G1'),
      dry("40' Standard", '42G1'),
      dry("40' High Cube", '45G1'),
      dry("45' High Cube", 'L5G1'),
    ],
  },
  {
    code: CONTAINER_SIZE_CATEGORY.reefer,
    name: 'Reefer Equipment',
    displayOrder: 3,
    sizes: [
      reefer("20' Reefer", '22R1'),
      reefer("40' Reefer", '42R1'),
      reefer("40' Reefer High Cube", '45R1'),
    ],
  },
  {
    code: CONTAINER_SIZE_CATEGORY.inGauge,
    name: 'In-Gauge',
    displayOrder: 4,
    sizes: [...SPECIAL_EQUIPMENT, dry("20' Tank", '22T1')],
  },
  {
    code: CONTAINER_SIZE_CATEGORY.outGauge,
    name: 'Out-Gauge',
    displayOrder: 5,
    sizes: SPECIAL_EQUIPMENT,
  },
];
