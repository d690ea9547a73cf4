export * from './access';
export * from './codes';
export * from './file-name';
export * from './paths';
export * from './schemas';
