export * from './access';
export * from './paths';
export * from './schemas';
