export * from './file-api';
export * from './file-list-parts';
export * from './file-preview';
export * from './file-slot';
export * from './file-text';
export * from './use-stored-file-url';
