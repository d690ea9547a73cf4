export * from './access';
export * from './companies';
export * from './company-settings';
export * from './mail';
export * from './organisation';
export * from './sessions';
export * from './terms';
export * from './users';
