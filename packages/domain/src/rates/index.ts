export * from './access';
export * from './codes';
export * from './import-schemas';
export * from './paths';
export * from './rate-wizard-schemas';
