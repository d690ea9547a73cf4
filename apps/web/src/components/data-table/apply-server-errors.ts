import { MESSAGES } from '@fastforward/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showErrorDialog } from '../../lib/dialogs';
import { describeFailure, HttpError, isSilentError } from '../../lib/http';

/** Where a failed save's errors go: under the form's fields, and what is left in one dialog. */
export type ServerErrorPlacement<F extends string> = {
  fields: { field: F; message: string }[];
  /** The SPEC §8 default dialog for what no field can show; null when the fields show it all. */
  dialog: { title: string; text: string } | null;
};

/**
 * The one rule for a failed save. A 4xx entry naming one of `fields` goes under that field
 * ('permissions.3', an array entry, under 'permissions'); an entry without a field, or naming a
 * field the form does not have, a 5xx and any other failure go to the default dialog, whose text
 * is the first such entry's message (else the answer's). A server's answer never makes it throw.
 * Null for a failure the user is not told about (a duplicate request, an ended session).
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerErrorPlacement<F> | null {
  if (isSilentError(error)) return null;
  if (!(error instanceof HttpError)) {
    return {
      fields: [],
      dialog: { title: MESSAGES.errorTitle, text: error instanceof Error ? error.message : String(error) },
    };
  }
  if (error.status >= 500) return { fields: [], dialog: { title: error.title, text: error.message } };
  // The body is the server's: an entry may come without a field or with a field of another form.
  const entries: readonly { field?: unknown; defaultMessage?: unknown }[] = error.body?.errors ?? [];
  const placed: ServerErrorPlacement<F>['fields'] = [];
  const rest: { field: string; defaultMessage: string }[] = [];
  for (const entry of entries) {
    const named = typeof entry.field === 'string' ? entry.field : '';
    const message = typeof entry.defaultMessage === 'string' ? entry.defaultMessage : '';
    const field = fields.find((f) => named === f || named.startsWith(`${f}.`));
    if (field && message) placed.push({ field, message });
    else rest.push({ field: named, defaultMessage: message });
  }
  if (placed.length > 0 && rest.length === 0) return { fields: placed, dialog: null };
  return { fields: placed, dialog: describeFailure(error.status, { ...error.body, errors: rest }) };
}

/**
 * After a failed save: marks the fields the server named and opens the default error dialog for
 * everything else (placeServerErrors). Pair it with `suppressErrorDialog: true` on the request so
 * nothing is shown twice.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const placement = placeServerErrors(error, fields);
  if (!placement) return;
  for (const [index, { field, message }] of placement.fields.entries()) {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  if (placement.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
}
