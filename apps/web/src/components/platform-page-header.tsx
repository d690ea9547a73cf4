import { ROUTES } from '@fastforward/domain';
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from './logo';

/** The heading of a platform administration page, with the way back to the super-user dashboard. */
export function PlatformPageHeader({ title }: { title: string }) {
  return (
    <Group justify="space-between">
      <Group>
        <Logo />
        <Title order={1}>{title}</Title>
      </Group>
      <Anchor component={Link} to={ROUTES.superUserDashboard}>
        Back to platform administration
      </Anchor>
    </Group>
  );
}
