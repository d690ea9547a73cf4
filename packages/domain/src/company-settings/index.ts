export * from './access';
export * from './paths';
export * from './routes';
export * from './rules';
export * from './schemas';
