import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../lib/permissions';

/** What the page needs of its record's query: the record once loaded, or the error to show. */
export type RecordQuery<T> = { data: T | undefined; isError: boolean; error: Error | null };

export type RecordPageProps<T> = {
  /** The permission (or any of the permissions) that opens the page. */
  access: string | readonly string[];
  /** The list the page belongs to, as the back link and the permission message name it: 'Leads'. */
  area: string;
  /** Where the back link leads. */
  backTo: string;
  /** One record, capitalised: 'Lead'. */
  noun: string;
  /** Loads the record with the id from the URL (a query hook such as useLead). */
  useRecord: (id: number) => RecordQuery<T>;
  maw?: number;
  children: (record: T) => ReactNode;
};

/**
 * The frame of a page showing one record at /…/:id: the permission check, the id from the URL, the back
 * link to the list, the error said in place and the loading skeleton. The page renders the record.
 */
export function RecordPage<T>(props: RecordPageProps<T>) {
  const id = Number(useParams().id);
  const canView = useCan(props.access);
  if (!canView) return <Text c="dimmed">{`You do not have permission to open ${props.area}.`}</Text>;
  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">{`${props.noun} not found.`}</Alert>;
  return <LoadedRecord id={id} {...props} />;
}

function LoadedRecord<T>({
  id,
  area,
  backTo,
  noun,
  useRecord,
  maw = 1000,
  children,
}: RecordPageProps<T> & { id: number }) {
  const record = useRecord(id);
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      {`← ${area}`}
    </Anchor>
  );
  if (record.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" title={`${noun} not shown`}>
          {record.error?.message}
        </Alert>
      </Stack>
    );
  }
  if (record.data === undefined)
    return <Skeleton height={320} aria-label={`Loading ${noun.toLowerCase()}`} />;
  return (
    <Stack maw={maw}>
      {back}
      {children(record.data)}
    </Stack>
  );
}
