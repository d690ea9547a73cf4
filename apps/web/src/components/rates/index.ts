export * from './rate-form-fields';
