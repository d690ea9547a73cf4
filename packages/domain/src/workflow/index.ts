export * from './define-workflow';
export * from './job-status-workflow';
export * from './schemas';
