import { Alert, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PanelStateProps<T> = {
  query: { isError: boolean; data: T | undefined };
  /** What the panel lists, plural and lower case: "could not be loaded", "Loading …". */
  noun: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
};

/** A job tab's body until its list is there: the error, the loading placeholder, or the empty text. */
export function PanelState<T>({ query, noun, isEmpty, emptyText, children }: PanelStateProps<T>) {
  if (query.isError) return <Alert color="red">{`The ${noun} could not be loaded. Try again later.`}</Alert>;
  if (!query.data) return <Skeleton height={80} aria-label={`Loading ${noun}`} />;
  if (isEmpty(query.data)) return <Text c="dimmed">{emptyText}</Text>;
  return children(query.data);
}

/** A job tab's frame: the titled section, its actions at the right of the title. */
export function JobPanelCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
