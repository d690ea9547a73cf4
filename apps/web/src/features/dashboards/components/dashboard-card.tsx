import { Anchor, Card, ColorSwatch, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard's frame: its title, and its figures once loaded (a loader, or why they are missing). */
export function DashboardSection({
  title,
  query,
  children,
}: {
  title: string;
  query: { isLoading: boolean; isError: boolean };
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {query.isLoading ? <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} /> : null}
      {query.isError ? (
        <Text c="red" size="sm">
          These figures could not be loaded. Try again later.
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** One chart or figure: an accessible titled card. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="figure" aria-label={title} m={0}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** A single figure with the list behind it. */
export function FigureCard({
  title,
  value,
  link,
  linkText = 'View list',
  children,
}: {
  title: string;
  value: ReactNode;
  link: string;
  linkText?: string;
  children?: ReactNode;
}) {
  return (
    <ChartCard title={title}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {children}
      <Anchor component={Link} to={link} size="sm" aria-label={`${linkText}: ${title}`}>
        {linkText}
      </Anchor>
    </ChartCard>
  );
}

/** `color` (a theme colour such as 'teal.6') keys the link to its chart segment, as a legend does. */
export type LinkedFigure = { label: string; value: ReactNode; link: string; color?: string };

const themeColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Each bar or segment of a chart as a link to its list: what a keyboard or screen reader follows. */
export function FigureLinks({ label, figures }: { label: string; figures: readonly LinkedFigure[] }) {
  return (
    <Group component="ul" aria-label={label} gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
      {figures.map((f) => (
        <li key={f.link}>
          <Group gap={6} wrap="nowrap">
            {f.color ? (
              <ColorSwatch color={themeColor(f.color)} size={12} withShadow={false} aria-hidden />
            ) : null}
            <Anchor component={Link} to={f.link} size="sm">
              {f.label}: {f.value}
            </Anchor>
          </Group>
        </li>
      ))}
    </Group>
  );
}
