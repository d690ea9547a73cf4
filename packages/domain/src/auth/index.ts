export * from './attempts';
export * from './login-flow';
export * from './password';
export * from './routes';
export * from './schemas';
export * from './terms-gate';
