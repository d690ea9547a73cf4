/** The cache keys of the import pages: one import, its rows, the list of imports, the templates. */
export const RATE_IMPORTS_KEY = 'rate-imports';
export const RATE_IMPORT_TEMPLATES_KEY = 'rate-import-templates';

export const rateImportKey = (id: number) => [RATE_IMPORTS_KEY, 'item', id] as const;
export const rateImportRowsKey = (id: number) => [RATE_IMPORTS_KEY, 'rows', id] as const;
