export * from './access';
export * from './codes';
export * from './job-schemas';
export * from './paths';
