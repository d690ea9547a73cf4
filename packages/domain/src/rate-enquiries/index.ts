export * from './access';
export * from './codes';
export * from './enquiry-schemas';
export * from './forward-schemas';
export * from './paths';
export * from './quote-schemas';
export * from './workflows';
