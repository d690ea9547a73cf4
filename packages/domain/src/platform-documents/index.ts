export * from './paths';
export * from './routes';
export * from './schemas';
