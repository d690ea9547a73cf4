export * from './booking-fields';
export * from './booking-values';
