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
