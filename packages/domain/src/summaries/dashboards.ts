// Filled by the dashboards slice.
export {};
