import { json } from './fetch-mock';

/**
 * The API's answers in the PRODUCT §5 envelope, for mocked calls: build the answer a test needs
 * instead of writing the envelope again.
 */

/** A list answer: page 1 of 10 holding `items`, with what the list adds (an unread count). */
export const listPage = <T>(items: T[], extra: Record<string, unknown> = {}) =>
  json({ success: true, data: { items, total: items.length, page: 1, pageSize: 10, ...extra } });

/** One record, as a read, a save (201 for a create) or an action answers it. */
export const itemAnswer = (item: unknown, status = 200) => json({ success: true, data: { item } }, status);

/** A success that only says something (a delete, a sent link). */
export const messageAnswer = (message: string) => json({ success: true, message });

/** A refusal naming fields: `errors` maps each field to its message, shown under that field. */
export const fieldErrors = (
  status: number,
  error: string,
  message: string,
  errors: Record<string, string> = {},
) =>
  json(
    {
      success: false,
      error,
      message,
      errors: Object.entries(errors).map(([field, defaultMessage]) => ({ field, defaultMessage })),
    },
    status,
  );
