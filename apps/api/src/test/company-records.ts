import { MESSAGES } from '@fastforward/domain';
import { expect } from 'vitest';
import { expectHostileRefused, type HostileCase } from './organisation';
import { expectItem, expectList } from './responses';
import { countRows } from './row-counts';
import type { TestApp } from './test-app';

type Item = Record<string, unknown> & { id: number };

/** The five calls of a company-record route set at `path` (list, get, create, update, delete). */
export function recordCalls(t: TestApp, path: string) {
  return {
    /** Creates and returns the item, asserting a 201. */
    create: async <T extends Item = Item>(token: string, body: object) =>
      expectItem<T>(await t.as(token).post(path, body), 201),
    /** Reads one item, asserting a 200. */
    item: async <T extends Item = Item>(token: string, id: number) =>
      expectItem<T>(await t.as(token).get(`${path}/${id}`)),
    post: (token: string, body: object) => t.as(token).post(path, body),
    get: (token: string, id: number) => t.as(token).get(`${path}/${id}`),
    put: (token: string, id: number, body: object) => t.as(token).put(`${path}/${id}`, body),
    remove: (token: string, id: number) => t.as(token).delete(`${path}/${id}`),
    list: async <T extends Item = Item>(token: string, query = '') =>
      expectList<T>(await t.as(token).get(`${path}${query}`)),
  };
}

export type RecordCalls = ReturnType<typeof recordCalls>;

/** Deletes as `token` and expects 'Successfully Deleted.', then a 404 on reading it again. */
export async function expectDeleted(t: TestApp, path: string, token: string, id: number) {
  const calls = recordCalls(t, path);
  const res = await calls.remove(token, id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, message: MESSAGES.deleteSuccess });
  expect((await calls.get(token, id)).statusCode).toBe(404);
}

/** The delete is refused with 409 'Forbidden Deletion' and a reason matching `reason`; nothing changes. */
export async function expectForbiddenDeletion(
  t: TestApp,
  path: string,
  token: string,
  id: number,
  reason: RegExp,
) {
  const before = await countRows(t.db);
  const res = await recordCalls(t, path).remove(token, id);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ success: false, error: MESSAGES.forbiddenDeletion });
  expect(res.json().message).toMatch(reason);
  expect(await countRows(t.db)).toEqual(before);
}

/**
 * Another company neither lists the record nor reads, changes or deletes it by id (404 each time),
 * and no table changes. `body` is a valid update body.
 */
export async function expectHiddenFromOtherCompany(
  t: TestApp,
  path: string,
  record: { id: number; ownerToken: string; otherToken: string; body: object },
) {
  const calls = recordCalls(t, path);
  const ownerView = await calls.item(record.ownerToken, record.id);
  const before = await countRows(t.db);
  const listed = await calls.list(record.otherToken, '?pageSize=100');
  expect(listed.items.map((i) => i.id)).not.toContain(record.id);
  for (const res of [
    await calls.get(record.otherToken, record.id),
    await calls.put(record.otherToken, record.id, record.body),
    await calls.remove(record.otherToken, record.id),
  ]) {
    expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
  }
  expect(await countRows(t.db)).toEqual(before);
  expect(await calls.item(record.ownerToken, record.id)).toEqual(ownerView);
}

/**
 * Each hostile body is refused on create, and on update of a record made from `body`, which stays
 * as it was (expectHostileRefused also checks that no table changed).
 */
export async function expectHostileRefusedOnWrites(
  t: TestApp,
  token: string,
  path: string,
  cases: HostileCase[],
  body: object,
) {
  const calls = recordCalls(t, path);
  await expectHostileRefused(t, token, 'POST', path, cases);
  const created = await calls.create(token, body);
  const before = await calls.item(token, created.id);
  await expectHostileRefused(t, token, 'PUT', `${path}/${created.id}`, cases);
  expect(await calls.item(token, created.id)).toEqual(before);
}
