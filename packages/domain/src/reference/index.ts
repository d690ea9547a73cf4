export * from './codes';
export * from './container-sizes';
export * from './dg-classes';
export * from './incoterms';
export * from './paths';
export * from './schemas';
