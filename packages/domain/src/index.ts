export * from './api';
export * from './auth';
export * from './codes';
export * from './constants';
export * from './messages';
export * from './organisation';
export * from './permissions';
export * from './session';
