import { ActionIcon, Button, type ButtonVariant, type MantineColor, Menu } from '@mantine/core';
import classes from './data-table.module.css';

/** One thing a row offers: a button where the list is wide, a menu item where it is narrow. */
export type RowAction = {
  /** What it says: 'Edit'. */
  label: string;
  /** Its accessible name, naming the row: 'Edit Jebel Ali'. */
  name: string;
  onClick: () => void;
  color?: MantineColor;
  /** 'light' unless told. */
  variant?: ButtonVariant;
};

/** A row's actions as a page lists them: an entry that does not apply is null or false. */
export type RowActionList = readonly (RowAction | null | false | undefined)[];

/**
 * The actions of one row: its buttons, or (a CSS container query on the list's width decides) a
 * single '⋯' menu named after the row that holds the same actions.
 */
export function RowActions({ actions, rowName }: { actions: RowActionList; rowName: string }) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <>
      <div className={classes.buttons}>
        {shown.map((action) => (
          <Button
            key={action.name}
            size="xs"
            variant={action.variant ?? 'light'}
            color={action.color}
            onClick={action.onClick}
            aria-label={action.name}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <span className={classes.menu}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${rowName}`}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {shown.map((action) => (
              <Menu.Item
                key={action.name}
                color={action.color}
                onClick={action.onClick}
                aria-label={action.name}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </span>
    </>
  );
}
