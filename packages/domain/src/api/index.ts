export * from './envelope';
export * from './fields';
export * from './list-query';
export * from './schemas';
export * from './timestamps';
