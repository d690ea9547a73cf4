export * from './access';
export * from './channel-schemas';
export * from './faq-schemas';
export * from './paths';
