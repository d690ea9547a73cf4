import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useState } from 'react';

/** What a list's column chooser needs of a column. */
export type ChoosableColumn = { key: string; header: string; optional?: boolean; hiddenByDefault?: boolean };

const storageKeyOf = (listKey: string) => `ff.columns.${listKey}`;

function readHidden(listKey: string, columns: readonly ChoosableColumn[]): string[] {
  try {
    const stored = window.localStorage.getItem(storageKeyOf(listKey));
    if (stored) {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) return parsed.filter((k): k is string => typeof k === 'string');
    }
  } catch {
    // A private window or a mangled value: the defaults stand.
  }
  return columns.filter((c) => c.optional && c.hiddenByDefault).map((c) => c.key);
}

/**
 * The columns a person chose to see on a list, kept in this browser per list: only columns marked
 * `optional` may be hidden, so a list never loses its reference or its actions.
 */
export function useColumnChoice(listKey: string | undefined, columns: readonly ChoosableColumn[]) {
  const [hidden, setHidden] = useState<string[]>(() => (listKey ? readHidden(listKey, columns) : []));
  const choose = (next: string[]) => {
    setHidden(next);
    if (listKey) window.localStorage.setItem(storageKeyOf(listKey), JSON.stringify(next));
  };
  const isShown = (key: string) => !hidden.includes(key);
  return { hidden, isShown, choose };
}

/** The "Columns" button: a checkbox per optional column. */
export function ColumnChooser({
  label,
  columns,
  hidden,
  onChange,
}: {
  label: string;
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const [opened, setOpened] = useState(false);
  const optional = columns.filter((c) => c.optional);
  if (optional.length === 0) return null;
  const shown = optional.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          aria-label={`Choose the columns of ${label}`}
          onClick={() => setOpened((o) => !o)}
        >
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Show columns"
          value={shown}
          onChange={(next) => onChange(optional.map((c) => c.key).filter((key) => !next.includes(key)))}
        >
          <Stack gap="xs" mt="xs">
            {optional.map((c) => (
              <Checkbox key={c.key} value={c.key} label={c.header} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
