import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../components/logo';

type AppFrameProps = {
  /** Beside the FastForward mark (the company's logo); it gives way on small screens. */
  brand?: ReactNode;
  /** The header's right-hand side: bell, user menu. */
  actions: ReactNode;
  /** The navigation: a column beside the page, a panel behind the burger on small screens. */
  navbar: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in app's frame, shared by the company dashboard and the platform administration: a
 * header that never wraps, the navigation and the page. Only the page changes between routes.
 */
export function AppFrame({ brand, actions, navbar, children }: AppFrameProps) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Open on the page it was opened on: following a link closes it, without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === here;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger
              opened={opened}
              onClick={() => setOpenedOn(opened ? null : here)}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
            />
            <Logo />
            {brand}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The fixed navbar does not scroll by itself: without this the last links sit off-screen. */}
        <AppShell.Section grow component={ScrollArea}>
          {navbar}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
