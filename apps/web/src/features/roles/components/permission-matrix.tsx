import { type CatalogueModule, type CataloguePermission, CRUD_ACTIONS } from '@fastforward/domain';
import { Checkbox, Group, Stack, Table, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export const CANNOT_GRANT_TEXT = 'You cannot grant a permission you do not hold';

const CRUD_LABELS: Record<(typeof CRUD_ACTIONS)[number], string> = {
  view: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

const humanise = (action: string) => action.replaceAll('-', ' ');

/** The CRUD column a permission belongs to ('create-users-and-roles' → create), or null for named ones. */
const crudColumnOf = (permission: CataloguePermission, module: CatalogueModule) =>
  CRUD_ACTIONS.find((a) => permission.action === `${a}-${module.slug}`) ?? null;

export type PermissionMatrixProps = {
  modules: readonly CatalogueModule[];
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  disabled?: boolean;
};

/**
 * Rows are the navigation's modules, columns the CRUD actions; a module's named permissions
 * (business administration, uploads…) sit in the last column. What the user may not grant stays
 * disabled (and as it was): the server refuses such a change anyway.
 */
export function PermissionMatrix({ modules, value, onChange, disabled }: PermissionMatrixProps) {
  const selected = new Set(value);

  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };

  const box = (permission: CataloguePermission, label: string): ReactNode => {
    const checkbox = (
      <Checkbox
        aria-label={label}
        checked={selected.has(permission.name)}
        disabled={disabled || !permission.canGrant}
        onChange={(event) => set([permission.name], event.currentTarget.checked)}
      />
    );
    if (permission.canGrant) return checkbox;
    // A disabled input gets no pointer events: the tooltip hangs on a wrapper.
    return (
      <Tooltip label={CANNOT_GRANT_TEXT} withArrow>
        <span style={{ display: 'inline-block' }} data-testid={`locked ${permission.name}`}>
          {checkbox}
        </span>
      </Tooltip>
    );
  };

  return (
    <Table withTableBorder striped aria-label="Permissions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Module</Table.Th>
          <Table.Th>All</Table.Th>
          {CRUD_ACTIONS.map((a) => (
            <Table.Th key={a}>{CRUD_LABELS[a]}</Table.Th>
          ))}
          <Table.Th>Other</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {modules.map((module) => {
          const grantable = module.permissions.filter((p) => p.canGrant).map((p) => p.name);
          const chosen = grantable.filter((name) => selected.has(name)).length;
          const others = module.permissions.filter((p) => crudColumnOf(p, module) === null);
          return (
            <Table.Tr key={module.slug}>
              <Table.Th scope="row">{module.name}</Table.Th>
              <Table.Td>
                <Checkbox
                  aria-label={`Select all in ${module.name}`}
                  checked={grantable.length > 0 && chosen === grantable.length}
                  indeterminate={chosen > 0 && chosen < grantable.length}
                  disabled={disabled || grantable.length === 0}
                  onChange={() => set(grantable, chosen < grantable.length)}
                />
              </Table.Td>
              {CRUD_ACTIONS.map((action) => {
                const permission = module.permissions.find((p) => crudColumnOf(p, module) === action);
                return (
                  <Table.Td key={action}>
                    {permission ? box(permission, `${CRUD_LABELS[action]} ${module.name}`) : null}
                  </Table.Td>
                );
              })}
              <Table.Td>
                <Stack gap={4}>
                  {others.map((permission) => (
                    <Group key={permission.name} gap={6} wrap="nowrap">
                      {box(permission, `${humanise(permission.action)} (${module.name})`)}
                      <span style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
                        {humanise(permission.action)}
                      </span>
                    </Group>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
