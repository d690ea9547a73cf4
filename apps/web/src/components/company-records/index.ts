export * from './code-field';
export * from './columns';
export * from './filter-select';
export * from './record-form-modal';
export * from './records-api';
export * from './records-page';
export * from './select-values';
export * from './use-record-filters';
