export * from './schemas';
export * from './statuses';
