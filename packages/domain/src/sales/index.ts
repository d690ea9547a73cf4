export * from './access';
export * from './codes';
export * from './follow-up-schemas';
export * from './lead-schemas';
export * from './paths';
export * from './visit-schemas';
