import { SHELL_MESSAGES } from '@fastforward/domain';

/**
 * A tiny dialog queue: the http client, the version poller and pages open dialogs without React
 * context, and the entry chunk cannot afford a modal library. DialogHost renders the head of the queue.
 */
export type DialogSpec = { title: string; text: string; buttons?: readonly string[] };
export type OpenDialog = DialogSpec & {
  id: number;
  buttons: readonly string[];
  resolve: (button: string) => void;
};

let queue: OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const subscribeDialogs = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const getDialogs = () => queue;

/** Opens a dialog; resolves with the label of the button the user pressed. */
export function openDialog(spec: DialogSpec): Promise<string> {
  return new Promise((resolve) => {
    const dialog: OpenDialog = { ...spec, buttons: spec.buttons ?? ['OK'], id: nextId++, resolve };
    queue = [...queue, dialog];
    emit();
  });
}

export function closeDialog(id: number, button: string) {
  const dialog = queue.find((d) => d.id === id);
  queue = queue.filter((d) => d.id !== id);
  emit();
  dialog?.resolve(button);
}

/** Test helper and logout aid: drops every open dialog without answering it. */
export function resetDialogs() {
  queue = [];
  emit();
}

export const showErrorDialog = (title: string, text: string) => openDialog({ title, text });
export const showSuccessDialog = (text: string) => openDialog({ title: SHELL_MESSAGES.successTitle, text });
