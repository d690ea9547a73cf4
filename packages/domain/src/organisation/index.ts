export * from './grants';
export * from './paths';
export * from './schemas';
