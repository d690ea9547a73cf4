import type { ListData } from '@fastforward/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCan } from '../../lib/permissions';
import type { RecordsQuery } from './records-api';
import { type RecordActionsAllowed, RecordsTable, type RecordsTableProps } from './records-table';

export type RecordAccess = Record<'view' | 'create' | 'update' | 'delete', readonly string[]>;

export type RecordsPageProps<T extends { id: number }, L extends ListData<T> = ListData<T>> = Omit<
  RecordsTableProps<T, L>,
  'label' | 'allowed' | 'searchLabel' | 'emptyText'
> & {
  /** 'Free Days': the heading and the table's name. */
  title: string;
  /** The table's name where it is not the heading ('Weight slabs' under 'Weight Slabs'). */
  tableLabel?: string;
  /** The search box's label where `Search {title}` does not fit. */
  searchLabel?: string;
  /** Default: `No {title} yet.` */
  emptyText?: string;
  /**
   * The permissions of each action; what the user may not do is not offered. Without it the
   * page's route gate has decided (a platform page, the user's own notifications).
   */
  access?: RecordAccess;
  /** The heading's level: 1 on the masters' pages, 2 where the page sits under another heading. */
  headingOrder?: 1 | 2;
  /** A heading of its own instead of the title (the platform pages' header with its way back). */
  heading?: ReactNode;
  /**
   * Buttons beside the heading; a function gets the current answer (an unread count) and the
   * list's query (an export of what it shows).
   */
  headerActions?: (list: L | undefined, query: RecordsQuery) => ReactNode;
  /** A message between the heading and the list ('Invitation sent to …'). */
  notice?: ReactNode;
};

/** One kind of record on its own page: the heading, then the list (RecordsTable), behind `access`. */
export function RecordsPage<T extends { id: number }, L extends ListData<T> = ListData<T>>(
  props: RecordsPageProps<T, L>,
) {
  return props.access ? (
    <GuardedRecordsPage {...props} access={props.access} />
  ) : (
    <RecordsPageBody {...props} />
  );
}

function GuardedRecordsPage<T extends { id: number }, L extends ListData<T>>({
  access,
  ...props
}: RecordsPageProps<T, L> & { access: RecordAccess }) {
  const canView = useCan(access.view);
  const allowed = {
    create: useCan(access.create),
    update: useCan(access.update),
    delete: useCan(access.delete),
  };
  if (!canView) {
    return (
      <Stack>
        <Title order={props.headingOrder ?? 1}>{props.title}</Title>
        <Text c="dimmed">You do not have permission to open {props.title}.</Text>
      </Stack>
    );
  }
  return <RecordsPageBody {...props} allowed={allowed} />;
}

function RecordsPageBody<T extends { id: number }, L extends ListData<T>>({
  title,
  tableLabel,
  headingOrder,
  heading,
  headerActions,
  notice,
  ...props
}: RecordsPageProps<T, L> & { allowed?: RecordActionsAllowed }) {
  const titleNode = <Title order={headingOrder ?? 1}>{title}</Title>;
  return (
    <Stack>
      <RecordsTable
        {...props}
        label={tableLabel ?? title}
        searchLabel={props.searchLabel ?? `Search ${title.toLowerCase()}`}
        emptyText={props.emptyText ?? `No ${title.toLowerCase()} yet.`}
        // The header's actions read the table's own answer (an unread count for its filter).
        header={(list, query) => (
          <>
            {heading ??
              (headerActions ? (
                <Group justify="space-between">
                  {titleNode}
                  {headerActions(list, query)}
                </Group>
              ) : (
                titleNode
              ))}
            {notice}
          </>
        )}
      />
    </Stack>
  );
}
