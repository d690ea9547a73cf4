import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export const CONFIRM_TITLE = 'Are you sure?';

export type ConfirmOptions = {
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** Red for deletes and disables, the theme colour for reversible actions. */
  color?: string;
};

export type ConfirmDialogProps = ConfirmOptions & {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action; the action runs only on the confirm button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title ?? CONFIRM_TITLE} centered>
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button color={props.color ?? 'red'} onClick={props.onConfirm} data-autofocus>
          {props.confirmLabel ?? 'Yes'}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * `const { confirm, dialog } = useConfirmDialog()`: render `dialog`, then `if (await confirm({...}))`.
 * A promise keeps each caller's action next to its question instead of in modal state.
 */
export function useConfirmDialog() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={options !== null}
      message={options?.message ?? ''}
      title={options?.title}
      confirmLabel={options?.confirmLabel}
      color={options?.color}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
