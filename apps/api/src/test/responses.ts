import { expect } from 'vitest';

/** What `inject` answers, as far as these assertions read it. */
type Answer = { statusCode: number; body: string; json: <T = unknown>() => T };

export type ListData<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The `data.item` of an answer, asserting its status (200 unless told). */
export function expectItem<T = Record<string, unknown> & { id: number }>(res: Answer, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ data: { item: T } }>().data.item;
}

/** The `data` of a list answer (items, total, page, pageSize), asserting a 200. */
export function expectList<T = Record<string, unknown>>(res: Answer): ListData<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ListData<T> }>().data;
}

/** The answer is refused with `status`, its first error naming `field`; answers that error. */
export function expectFieldError(res: Answer, status: number, field: string) {
  expect(res.statusCode, res.body).toBe(status);
  const error = res.json<{ errors: { field: string; defaultMessage: string }[] }>().errors[0];
  expect(error?.field, res.body).toBe(field);
  return error as { field: string; defaultMessage: string };
}
