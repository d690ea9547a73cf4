export * from './access';
export * from './codes';
export * from './details';
export * from './paths';
export * from './routes';
export * from './workflow';
