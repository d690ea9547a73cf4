export * from './catalogue';
export * from './checks';
export * from './schemas';
