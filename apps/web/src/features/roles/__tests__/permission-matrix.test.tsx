import type { CatalogueModule } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CANNOT_GRANT_TEXT, PermissionMatrix } from '../components/permission-matrix';

const MODULES: CatalogueModule[] = [
  {
    name: 'Users And Roles',
    slug: 'users-and-roles',
    permissions: [
      { name: 'view-users-and-roles|Users And Roles', action: 'view-users-and-roles', canGrant: true },
      { name: 'create-users-and-roles|Users And Roles', action: 'create-users-and-roles', canGrant: true },
      { name: 'update-users-and-roles|Users And Roles', action: 'update-users-and-roles', canGrant: false },
      { name: 'delete-users-and-roles|Users And Roles', action: 'delete-users-and-roles', canGrant: true },
    ],
  },
  {
    name: 'Company Settings',
    slug: 'company-settings',
    permissions: [
      { name: 'view-company-settings|Company Settings', action: 'view-company-settings', canGrant: true },
      {
        name: 'business-administration-super-user|Company Settings',
        action: 'business-administration-super-user',
        canGrant: false,
      },
    ],
  },
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MantineProvider>
      <PermissionMatrix modules={MODULES} value={value} onChange={setValue} />
      <output data-testid="value">{[...value].sort().join(',')}</output>
    </MantineProvider>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('PermissionMatrix', () => {
  it('disables what the user may not grant and explains why', async () => {
    render(<Harness />);
    expect(box('View Users And Roles').disabled).toBe(false);
    expect(box('Update Users And Roles').disabled).toBe(true);
    expect(box('business administration super user (Company Settings)').disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId('locked update-users-and-roles|Users And Roles'));
    expect(await screen.findByText(CANNOT_GRANT_TEXT)).toBeTruthy();
  });

  it('toggles a single permission', () => {
    render(<Harness />);
    fireEvent.click(box('Create Users And Roles'));
    expect(value()).toBe('create-users-and-roles|Users And Roles');
    fireEvent.click(box('Create Users And Roles'));
    expect(value()).toBe('');
  });

  it('selects all grantable permissions of a module, and clears them again', async () => {
    render(<Harness />);
    fireEvent.click(box('Select all in Users And Roles'));
    expect(value()).toBe(
      'create-users-and-roles|Users And Roles,delete-users-and-roles|Users And Roles,view-users-and-roles|Users And Roles',
    );
    expect(box('Update Users And Roles').checked).toBe(false);
    await waitFor(() => expect(box('Select all in Users And Roles').checked).toBe(true));
    fireEvent.click(box('Select all in Users And Roles'));
    expect(value()).toBe('');
  });

  it('keeps a permission the user may not take away when clearing the module', () => {
    render(
      <Harness
        initial={['update-users-and-roles|Users And Roles', 'view-users-and-roles|Users And Roles']}
      />,
    );
    expect(box('Update Users And Roles').checked).toBe(true);
    // Partly selected: the first click selects the rest.
    fireEvent.click(box('Select all in Users And Roles'));
    fireEvent.click(box('Select all in Users And Roles'));
    expect(value()).toBe('update-users-and-roles|Users And Roles');
  });
});
