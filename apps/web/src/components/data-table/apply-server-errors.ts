import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showErrorDialog } from '../../lib/dialogs';
import { HttpError, isSilentError } from '../../lib/http';

/**
 * After a failed save: a 4xx that names fields of the form marks those fields (the user sees the
 * reason where they typed); anything else gets the default error dialog of SPEC §8.
 * Pair it with `suppressErrorDialog: true` on the request so nothing is shown twice.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (isSilentError(error)) return;
  if (error instanceof HttpError) {
    // 'permissions.3' (an array entry) is shown on the 'permissions' field as a whole.
    const known = (error.body?.errors ?? []).flatMap((e) => {
      const field = fields.find((f) => e.field === f || e.field.startsWith(`${f}.`));
      return field ? [{ field, message: e.defaultMessage }] : [];
    });
    if (error.status < 500 && known.length > 0) {
      for (const [index, { field, message }] of known.entries()) {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      }
      return;
    }
    void showErrorDialog(error.title, error.message);
    return;
  }
  void showErrorDialog('Error', error instanceof Error ? error.message : String(error));
}
