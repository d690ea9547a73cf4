export * from './envelope';
export * from './schemas';
