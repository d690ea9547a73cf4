import type { DataTableColumn } from '../data-table';
import { flagOf } from '../pickers';

/** The columns the place-like masters (ports, cities) share. */
export const countryColumn = <
  T extends { countryCode: string; countryName: string },
>(): DataTableColumn<T> => ({
  key: 'countryCode',
  header: 'Country',
  render: (row) => `${flagOf(row.countryCode)} ${row.countryName}`.trim(),
});

export const timeZoneColumn = <T extends { timeZone: string | null }>(): DataTableColumn<T> => ({
  key: 'timeZone',
  header: 'Time zone',
  render: (row) => row.timeZone ?? '—',
});

/** When the record was created, as a date. */
export const createdAtColumn = <T extends { createdAt: string }>(header = 'Created'): DataTableColumn<T> => ({
  key: 'createdAt',
  header,
  render: (row) => new Date(row.createdAt).toLocaleDateString(),
});
