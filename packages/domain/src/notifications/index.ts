export * from './notification-lists';
export * from './paths';
export * from './preferences';
export * from './realtime';
export * from './schemas';
