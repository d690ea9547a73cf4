export * from './document-numbers';
