export * from './catalogue';
export * from './checks';
