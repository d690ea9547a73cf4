import { Badge } from '@mantine/core';
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

/** Whether a row of a master that lists shipped rows beside the company's own is the company's. */
export const sourceColumn = <T,>(isOwn: (row: T) => boolean): DataTableColumn<T> => ({
  key: 'origin',
  header: 'Source',
  // max-content: beside wide columns the badge would otherwise shrink to 'SHIP…'.
  render: (row) =>
    isOwn(row) ? (
      <Badge variant="light" miw="max-content">
        Own
      </Badge>
    ) : (
      <Badge variant="light" color="gray" miw="max-content">
        Shipped
      </Badge>
    ),
});
