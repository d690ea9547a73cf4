export * from './access';
export * from './paths';
export * from './rules';
export * from './schemas';
