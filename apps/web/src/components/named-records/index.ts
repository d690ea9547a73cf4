export * from './named-records-api';
export * from './named-records-page';
