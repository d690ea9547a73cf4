import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type SettingsFrameProps = {
  title: string;
  /** False when the user holds none of the page's permissions: the server would refuse anyway. */
  canView: boolean;
  isLoading?: boolean;
  isError?: boolean;
  children?: ReactNode;
};

/** Title, access and loading states of a settings page (one form that loads and saves as a whole). */
export function SettingsFrame({ title, canView, isLoading, isError, children }: SettingsFrameProps) {
  let body: ReactNode = children;
  if (!canView) body = <Text c="dimmed">You do not have permission to open {title}.</Text>;
  else if (isError) body = <Alert color="red">{title} could not be loaded. Try again later.</Alert>;
  else if (isLoading) body = <Skeleton height={240} aria-label={`Loading ${title}`} />;
  return (
    <Stack maw={860}>
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}

/** The success notice after a save. */
export function SavedNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" role="status" title="Saved">
      {children}
    </Alert>
  );
}

/** API nulls become '' in a form, so every input stays controlled by react-hook-form as text. */
export const formText = (value: string | null | undefined) => value ?? '';
