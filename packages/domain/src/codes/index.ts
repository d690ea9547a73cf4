export * from './company-category';
export * from './job-status';
