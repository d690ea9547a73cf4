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

/** Each module is a collapsible group of its sub-modules; isOpen is a client-only flag (SPEC §3). */
export function ModuleNav({ modules, isLoading, onPreload }: ModuleNavProps) {
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState<Record<string, boolean>>({});

  if (isLoading) return <Loader size="sm" aria-label="Loading modules" />;
  if (!modules || modules.length === 0) return <Text c="dimmed">No modules available.</Text>;

  return (
    <nav aria-label="Modules">
      {modules.map((module) => {
        const containsCurrent = module.nodes.some((n) => n.path === pathname);
        return (
          // Mantine draws a group as <a> without href: no role, out of the tab order. A button is
          // what it is, reachable by keyboard and announced with its expanded state.
          <NavLink
            key={module.name}
            component="button"
            label={module.name}
            opened={isOpen[module.name] ?? containsCurrent}
            onChange={(opened) => setIsOpen((current) => ({ ...current, [module.name]: opened }))}
            childrenOffset="md"
          >
            {module.nodes.map((node) => (
              <NavLink
                key={node.path}
                component={RouterNavLink}
                to={node.path}
                end
                label={node.name}
                active={node.path === pathname}
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
