/**
 * Codes of the rates area: SPEC §3 rate sort options, route legs and charge fields, SPEC §4 port
 * types, transport options and points, SPEC §5 charge form labels and units.
 */

/** SPEC §3 rate sort options, with their labels. */
export const RATE_SORT = {
  rate_asc: 'Rate Ascending',
  rate_desc: 'Rate Descending',
  nearest_validity: 'Nearest Validity',
  longest_validity: 'Longest Validity',
} as const;
export type RateSort = keyof typeof RATE_SORT;
export const RATE_SORTS = Object.keys(RATE_SORT) as [RateSort, ...RateSort[]];

/** Money in rates and charges carries two decimals. */
export const RATE_DECIMALS = 2;
/** The largest amount `numeric(14, 2)` holds, in whole units. */
export const RATE_AMOUNT_MAX = 999_999_999_999;
/** Transit and free days of a rate: 0 to this. */
export const RATE_DAYS_MAX = 365;

/** SPEC §4 port type of a local charge: Origin, Destination. */
export const CHARGE_PORT_TYPE = { origin: 'Origin', destination: 'Destination' } as const;
export type ChargePortType = keyof typeof CHARGE_PORT_TYPE;
export const CHARGE_PORT_TYPES = Object.keys(CHARGE_PORT_TYPE) as [ChargePortType, ...ChargePortType[]];

/** SPEC §4 transport options: Railway, Road. */
export const TRANSPORT_TYPE = { railway: 'Railway', road: 'Road' } as const;
export type TransportType = keyof typeof TRANSPORT_TYPE;
export const TRANSPORT_TYPES = Object.keys(TRANSPORT_TYPE) as [TransportType, ...TransportType[]];

/**
 * Transport points: the three of SPEC §4 (at destination) word for word, and their mirrors at
 * origin (docs/decisions.md: without them a pickup leg could never be priced). Each says which
 * ends the leg joins: a port, a custom point (dry port) or a place (city).
 */
export const TRANSPORT_POINT = {
  destinationPortToCustomPoint: {
    label: 'Port to Custom Point (At Destination)',
    side: 'destination',
    from: 'port',
    to: 'customPoint',
  },
  destinationCustomPointToFinalPlace: {
    label: 'Custom Point to Final Place Of Delivery (At Destination)',
    side: 'destination',
    from: 'customPoint',
    to: 'place',
  },
  destinationPortToFinalPlace: {
    label: 'Port to Final Place Of Delivery (At Destination)',
    side: 'destination',
    from: 'port',
    to: 'place',
  },
  originPlaceToCustomPoint: {
    label: 'Pickup Point to Custom Point (At Origin)',
    side: 'origin',
    from: 'place',
    to: 'customPoint',
  },
  originCustomPointToPort: {
    label: 'Custom Point to Port (At Origin)',
    side: 'origin',
    from: 'customPoint',
    to: 'port',
  },
  originPlaceToPort: {
    label: 'Pickup Point to Port (At Origin)',
    side: 'origin',
    from: 'place',
    to: 'port',
  },
} as const;
export type TransportPoints = keyof typeof TRANSPORT_POINT;
export const TRANSPORT_POINTS = Object.keys(TRANSPORT_POINT) as [TransportPoints, ...TransportPoints[]];
/** What one end of a transport leg is. */
export type TransportEnd = 'port' | 'customPoint' | 'place';

/** What a charge amount is per (PRODUCT §2.3 bases, plus per B/L). */
export const CHARGE_BASIS = {
  perContainer: 'Per Container',
  perKg: 'Per Kg',
  perShipment: 'Per Shipment',
  perCbm: 'Per CBM',
  perBl: 'Per B/L',
} as const;
export type ChargeBasis = keyof typeof CHARGE_BASIS;
export const CHARGE_BASES = Object.keys(CHARGE_BASIS) as [ChargeBasis, ...ChargeBasis[]];

/** SPEC §5 charge form labels, word for word: validation messages name the field by these. */
export const CHARGE_FIELD_LABELS = {
  label: 'Charge Name',
  transportPoints: 'Type (Point A to B)',
  transportType: 'Transport Type',
  portId: 'Port',
  rate: 'Sell Rate',
  validFrom: 'Valid From',
  validTill: 'Valid Till',
  buyRate: 'Buy Rate',
  currency: 'Currency',
  commodityType: 'Commodity Type',
  weightSlabId: 'Weight Slab',
  containerSizeId: 'Container Size',
  shippingCompanyId: 'Shipping Line',
  incotermCode: 'Incoterm',
  pointA: 'Point A',
  pointB: 'Point B',
} as const;

/** SPEC §9 charge table columns, in order. */
export const LOCAL_CHARGE_COLUMNS = [
  'Port Type',
  'Charge Name',
  'Port',
  'Shipping Line',
  'Commodity Type',
  'Container Size',
  'Valid From - Till',
  'Buy Rate',
  'Sell Rate',
  'Remarks',
  'Action',
] as const;
/** "Transport adds Point A to B and Type": after Charge Name, before Port. */
export const TRANSPORT_CHARGE_COLUMNS = [
  'Port Type',
  'Charge Name',
  'Point A to B',
  'Type',
  'Port',
  'Shipping Line',
  'Commodity Type',
  'Container Size',
  'Valid From - Till',
  'Buy Rate',
  'Sell Rate',
  'Remarks',
  'Action',
] as const;

/** Labels of a valid rate's fields: the form, the error report of an import and the export use them. */
export const VALID_RATE_FIELD_LABELS = {
  mode: 'Mode',
  originPortId: 'Origin Port',
  destinationPortId: 'Destination Port',
  shippingCompanyId: 'Shipping Line',
  containerSizeId: 'Container Size',
  weightSlabId: 'Weight Slab',
  commodityType: 'Commodity Type',
  buyRate: 'Buy Rate',
  sellRate: 'Sell Rate',
  currency: 'Currency',
  validFrom: 'Valid From',
  validTill: 'Valid Till',
  transitDays: 'Transit Days',
  freeDays: 'Free Days',
  incotermCode: 'Incoterm',
  vendorId: 'Vendor',
  remarks: 'Remarks',
} as const;
export type ValidRateField = keyof typeof VALID_RATE_FIELD_LABELS;

/** SPEC §3 route-leg checkboxes, in route order. */
export const ROUTE_LEGS = [
  'originPickupPoint',
  'originCustomPoint',
  'originPort',
  'freightCharge',
  'destinationPort',
  'destinationCustomPoint',
  'destinationFinalPoint',
] as const;
export type RouteLeg = (typeof ROUTE_LEGS)[number];
export type RouteLegSelection = Record<RouteLeg, boolean>;
export const ROUTE_LEG_LABELS: Record<RouteLeg, string> = {
  originPickupPoint: 'Origin Pickup Point',
  originCustomPoint: 'Origin Custom Point',
  originPort: 'Origin Port',
  freightCharge: 'Freight Charge',
  destinationPort: 'Destination Port',
  destinationCustomPoint: 'Destination Custom Point',
  destinationFinalPoint: 'Final Place Of Delivery',
};

/** SPEC §5 dimension units. */
export const DIMENSION_UNITS = ['Meter', 'Centimeter', 'Millimeter', 'Feet', 'Inch'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** Validity filter of the valid-rates list. */
export const RATE_VALIDITY = {
  current: 'Current',
  expiring: 'Expiring',
  expired: 'Expired',
  upcoming: 'Not Yet Valid',
} as const;
export type RateValidity = keyof typeof RATE_VALIDITY;
export const RATE_VALIDITIES = Object.keys(RATE_VALIDITY) as [RateValidity, ...RateValidity[]];
/** The default of "expiring in N days". */
export const RATE_EXPIRING_DAYS_DEFAULT = 14;

/** A rate-sheet import's steps. */
export const RATE_IMPORT_STATUS = {
  /** The header rows are being read. */
  reading: 'reading',
  /** The header is read; a mapping is proposed and waits for the user's confirmation. */
  mapping: 'mapping',
  /** Rows are parsed, validated and compared with the current rates. */
  parsing: 'parsing',
  /** Report and preview ready; waits for "import the good rows" or "none". */
  previewed: 'previewed',
  /** The good rows are being written. */
  loading: 'loading',
  imported: 'imported',
  discarded: 'discarded',
  failed: 'failed',
} as const;
export type RateImportStatus = (typeof RATE_IMPORT_STATUS)[keyof typeof RATE_IMPORT_STATUS];
export const RATE_IMPORT_STATUSES = Object.values(RATE_IMPORT_STATUS) as [
  RateImportStatus,
  ...RateImportStatus[],
];

/** What a parsed row does against the current rates. */
export const RATE_IMPORT_ACTION = {
  new: 'new',
  changed: 'changed',
  unchanged: 'unchanged',
  supersedes: 'supersedes',
} as const;
export type RateImportAction = (typeof RATE_IMPORT_ACTION)[keyof typeof RATE_IMPORT_ACTION];
