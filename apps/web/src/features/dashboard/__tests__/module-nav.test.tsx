import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ModuleNav } from '../components/module-nav';

const MODULES = [
  {
    name: 'Masters',
    nodes: [
      { name: 'Weight Slabs', path: '/dashboard/masters/weight-slabs' },
      { name: 'Free Days', path: '/dashboard/masters/free-days' },
    ],
  },
];

describe('ModuleNav', () => {
  it("preloads a page's code when its link is hovered or focused", async () => {
    const onPreload = vi.fn();
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <ModuleNav modules={MODULES} isLoading={false} onPreload={onPreload} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Masters' }));
    await user.hover(await screen.findByRole('link', { name: 'Weight Slabs' }));
    expect(onPreload).toHaveBeenLastCalledWith('/dashboard/masters/weight-slabs');
    fireEvent.focus(screen.getByRole('link', { name: 'Free Days' }));
    expect(onPreload).toHaveBeenLastCalledWith('/dashboard/masters/free-days');
  });

  it("keeps a record's module open with its list marked current, and the dashboard's root only for itself", () => {
    const modules = [
      { name: 'Dashboard', nodes: [{ name: 'Overview', path: '/dashboard' }] },
      { name: 'Customers', nodes: [{ name: 'Customer KYC', path: '/dashboard/customers' }] },
    ];
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/dashboard/customers/12']}>
          <ModuleNav modules={modules} isLoading={false} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Customers' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dashboard' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Customer KYC' }).hasAttribute('data-active')).toBe(true);
  });
});
