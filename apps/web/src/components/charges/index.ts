export * from './charge-columns';
export * from './charge-form-fields';
export * from './charges-page';
