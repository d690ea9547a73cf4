/** The reference-data reads of SPEC §7 and the master-data lists (issue 4). */
export const REFERENCE_DATA_PATHS = {
  countries: '/api/v1/countries',
  currencies: '/api/v1/master-data/currencies',
  portLists: '/api/v3/port-lists',
  portListByFreightType: '/api/v1/port-list-by-freight-type',
  portSearch: '/api/v1/master-data/ports/search',
  port: '/api/v1/master-data/ports/:id',
  containerSizeCategories: '/api/v3/container-size-categories',
  shippingCompanies: '/api/v1/shipping-companies',
  incoterms: '/api/v1/master-data/incoterms',
  commodityTypes: '/api/v1/master-data/commodity-types',
  dgClasses: '/api/v1/master-data/dg-classes',
  packageTypes: '/api/v1/master-data/package-types',
  timeZones: '/api/v1/master-data/time-zones',
  weekDays: '/api/v1/master-data/week-days',
} as const;

export const portPath = (id: number) => REFERENCE_DATA_PATHS.port.replace(':id', String(id));

export const PORT_TYPES = ['sea', 'air', 'dry'] as const;
export type PortType = (typeof PORT_TYPES)[number];

/** SPEC §4 "Other values": shipping type air, sea. */
export const FREIGHT_TYPES = ['air', 'sea'] as const;
export type FreightType = (typeof FREIGHT_TYPES)[number];

/** How many ports one search answers: a picker shows the best few while the user types. */
export const PORT_SEARCH_LIMIT = 20;

export const WEEK_DAYS = [
  { code: 'MON', name: 'Monday', isoNumber: 1 },
  { code: 'TUE', name: 'Tuesday', isoNumber: 2 },
  { code: 'WED', name: 'Wednesday', isoNumber: 3 },
  { code: 'THU', name: 'Thursday', isoNumber: 4 },
  { code: 'FRI', name: 'Friday', isoNumber: 5 },
  { code: 'SAT', name: 'Saturday', isoNumber: 6 },
  { code: 'SUN', name: 'Sunday', isoNumber: 7 },
] as const;
