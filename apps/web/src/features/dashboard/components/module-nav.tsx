import type { NavigationModule } from '@fastforward/domain';
import { Loader, NavLink, Text } from '@mantine/core';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

type ModuleNavProps = {
  modules: NavigationModule[] | undefined;
  isLoading: boolean;
  /** Fetches the code of the page at a path: called when its link is hovered or focused. */
  onPreload?: (path: string) => void;
};

/**
 * The node the current page belongs to: its own path, or for a record's page (/dashboard/customers/12)
 * the longest node path it lies under. The dashboard's root lies over every page, so it counts
 * only for itself.
 */
function currentNodePath(modules: NavigationModule[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const node of modules.flatMap((m) => m.nodes)) {
    const isOwn = node.path === pathname;
    const isUnder = node.path.split('/').length > 2 && pathname.startsWith(`${node.path}/`);
    if ((isOwn || isUnder) && (best === undefined || node.path.length > best.length)) best = node.path;
  }
  return best;
}

/** Each module is a collapsible group of its sub-modules; isOpen is a client-only flag (SPEC §3). */
export function ModuleNav({ modules, isLoading, onPreload }: ModuleNavProps) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState<Record<string, boolean>>({});

  if (isLoading) return <Loader size="sm" aria-label="Loading modules" />;
  if (!modules || modules.length === 0) return <Text c="dimmed">No modules available.</Text>;

  const current = currentNodePath(modules, pathname);
  return (
    <nav aria-label="Modules">
      {modules.map((module) => {
        const containsCurrent = module.nodes.some((n) => n.path === current);
        const opened = isOpen[module.name] ?? containsCurrent;
        return (
          // Mantine draws a group as <a> without href: no role, out of the tab order. A button is
          // what it is, reachable by keyboard and announced with its expanded state (set here:
          // Mantine 9.7.3, pinned for @mantine/charts, does not set aria-expanded on a group).
          <NavLink
            key={module.name}
            component="button"
            label={module.name}
            opened={opened}
            aria-expanded={opened}
            onChange={(next) => setIsOpen((current) => ({ ...current, [module.name]: next }))}
            childrenOffset="md"
          >
            {module.nodes.map((node) => (
              <NavLink
                key={node.path}
                component={RouterNavLink}
                to={node.path}
                end
                label={node.name}
                active={node.path === current}
                // The code loads while the pointer travels to the click, so the page opens at once.
                onMouseEnter={() => onPreload?.(node.path)}
                onFocus={() => onPreload?.(node.path)}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
