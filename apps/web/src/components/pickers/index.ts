export * from './city-picker';
export * from './code-name-pickers';
export * from './container-size-picker';
export * from './flag';
export * from './port-picker';
export * from './shipping-line-picker';
