export * from './dashboards';
export * from './schemas';
