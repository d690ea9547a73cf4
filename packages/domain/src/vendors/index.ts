export * from './access';
export * from './codes';
export * from './paths';
export * from './schemas';
