/** API paths of the masters a company keeps for itself (issue 4), other than weight slabs. */
export const COMPANY_MASTERS_PATHS = {
  freeDays: '/api/v1/masters/free-days',
  ports: '/api/v1/masters/ports',
  cities: '/api/v1/masters/cities',
  news: '/api/v1/masters/news',
  eventDates: '/api/v1/masters/event-dates',
  exchangeRates: '/api/v1/masters/exchange-rates',
  shippingLines: '/api/v1/masters/shipping-lines',
} as const;

/**
 * The news feed of the dashboard (news.ts says who reads what). Here, among the paths, rather than
 * beside the news schemas: the dashboard would otherwise load zod to learn one string.
 */
export const NEWS_FEED_PATH = '/api/v1/news/published';

/**
 * The shipped cities of one country, for the pickers of signed-in and public forms alike (a
 * customer filling its KYC form has no account yet): cities.ts holds its query and answer.
 */
export const CITY_LOOKUP_PATH = '/api/v1/cities/lookup';
/** GET, signed in: shipped and the company's own cities by name, with their ids (a place of a route). */
export const CITY_SEARCH_PATH = '/api/v1/cities/search';

/**
 * Where a master's record comes from, for the lists that show both: shipped with FastForward (read
 * by every company, changed by none) or the company's own.
 */
export const RECORD_ORIGINS = ['shipped', 'own'] as const;
export type RecordOrigin = (typeof RECORD_ORIGINS)[number];

/** The lists' words for each origin. */
export const RECORD_ORIGIN_LABELS: Record<RecordOrigin, string> = {
  shipped: 'Shipped with FastForward',
  own: "Your company's",
};

/** The Masters module's pages (its navigation nodes in the permission catalogue). */
export const COMPANY_MASTERS_ROUTES = {
  weightSlabs: '/dashboard/masters/weight-slabs',
  containerNumbers: '/dashboard/masters/container-numbers',
  freeDays: '/dashboard/masters/free-days',
  ports: '/dashboard/masters/ports',
  cities: '/dashboard/masters/cities',
  news: '/dashboard/masters/news',
  eventDates: '/dashboard/masters/event-dates',
  exchangeRates: '/dashboard/masters/exchange-rates',
  shippingLines: '/dashboard/masters/shipping-lines',
} as const;
