export * from './login-flow';
export * from './password';
export * from './schemas';
