import { expect } from 'vitest';
import { expectList } from './responses';
import { countRows } from './row-counts';
import type { RequestMethod, TestApp } from './test-app';

export const LONG = 'x'.repeat(10_000);
export const NUL = 'ab\u0000cd';
/** Shows as 'Salesexe.txt': a right-to-left override disguises what a name says. */
export const RLO = 'Sales\u202Etxt.exe';
/** Two names that look alike, one with a zero-width space. */
export const ZERO_WIDTH = 'Sa\u200Bles';

export type HostileCase = { name: string; body: unknown; field: string; raw?: string };

/** Each body is refused with a 4xx naming `field`, and no table changes. */
export async function expectHostileRefused(
  t: TestApp,
  /** null for a public route: the requests carry no token. */
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  cases: HostileCase[],
  /** Sent with every case besides (a public link's headers). */
  headers: Record<string, string> = {},
) {
  const before = await countRows(t.db);
  for (const c of cases) {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(token === null ? {} : t.bearer(token)),
        'content-type': 'application/json',
      },
      payload: c.raw ?? JSON.stringify(c.body),
    });
    expect(res.statusCode, `${c.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, c.name).toBeLessThan(500);
    expect(res.json().errors[0]?.field, `${c.name}: ${res.body}`).toBe(c.field);
  }
  expect(await countRows(t.db)).toEqual(before);
}

/** The hostile bodies every `{ name }` create/update route must refuse. */
export const hostileNameBodies = (extra: Record<string, unknown> = {}): HostileCase[] => [
  { name: 'missing name', body: { ...extra }, field: 'name' },
  { name: 'number name', body: { ...extra, name: 42 }, field: 'name' },
  { name: 'null name', body: { ...extra, name: null }, field: 'name' },
  { name: 'array name', body: { ...extra, name: ['a'] }, field: 'name' },
  { name: 'object name', body: { ...extra, name: { $ne: '' } }, field: 'name' },
  { name: 'empty name', body: { ...extra, name: '   ' }, field: 'name' },
  { name: '10k name', body: { ...extra, name: LONG }, field: 'name' },
  { name: 'NUL in name', body: { ...extra, name: NUL }, field: 'name' },
  { name: 'right-to-left override in name', body: { ...extra, name: RLO }, field: 'name' },
  { name: 'zero-width space in name', body: { ...extra, name: ZERO_WIDTH }, field: 'name' },
  { name: 'companyId', body: { ...extra, name: 'Ok', companyId: 2 }, field: 'companyId' },
  { name: 'role', body: { ...extra, name: 'Ok', role: 'CAT_ADM' }, field: 'role' },
  { name: 'isAdmin', body: { ...extra, name: 'Ok', isAdmin: true }, field: 'isAdmin' },
  // Fastify's JSON parser refuses a __proto__ key outright: the whole body is named.
  {
    name: '__proto__',
    body: null,
    raw: JSON.stringify({ ...extra, name: 'Ok' }).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
    field: 'body',
  },
  { name: 'array body', body: [{ ...extra, name: 'Ok' }], field: 'body' },
  { name: 'null body', body: null, field: 'body' },
];

/** The bodies every write route must refuse, built from a valid body and its fields. */
export function hostileBodies(
  valid: Record<string, unknown>,
  /** `prose`: `text` is free text, which keeps bidi marks and joiners (names refuse them). */
  fields: { required: string; text: string; number?: string; prose?: boolean },
  formats: HostileCase[],
): HostileCase[] {
  const { [fields.required]: _omitted, ...missing } = valid;
  const cases: HostileCase[] = [
    { name: `missing ${fields.required}`, body: missing, field: fields.required },
    { name: `number ${fields.text}`, body: { ...valid, [fields.text]: 42 }, field: fields.text },
    { name: `array ${fields.text}`, body: { ...valid, [fields.text]: ['a'] }, field: fields.text },
    { name: `object ${fields.text}`, body: { ...valid, [fields.text]: { $ne: '' } }, field: fields.text },
    { name: `10k ${fields.text}`, body: { ...valid, [fields.text]: LONG }, field: fields.text },
    { name: `NUL in ${fields.text}`, body: { ...valid, [fields.text]: NUL }, field: fields.text },
    ...(fields.prose
      ? []
      : [
          { name: `RLO in ${fields.text}`, body: { ...valid, [fields.text]: RLO }, field: fields.text },
          {
            name: `zero-width in ${fields.text}`,
            body: { ...valid, [fields.text]: ZERO_WIDTH },
            field: fields.text,
          },
        ]),
    { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
    { name: 'role', body: { ...valid, role: 'CAT_ADM' }, field: 'role' },
    { name: 'isDefault', body: { ...valid, isDefault: true }, field: 'isDefault' },
    {
      name: '__proto__',
      body: null,
      raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
      field: 'body',
    },
    { name: 'array body', body: [valid], field: 'body' },
    { name: 'null body', body: null, field: 'body' },
    ...formats,
  ];
  if (fields.number) {
    cases.push({
      name: `string ${fields.number}`,
      body: { ...valid, [fields.number]: '7' },
      field: fields.number,
    });
  }
  return cases;
}

/** GET a list as `token` and return its data, asserting a 200. */
export async function getList<T = Record<string, unknown>>(t: TestApp, token: string, url: string) {
  return expectList<T>(await t.as(token).get(url));
}

/** `inject` as the holder of `token` (none: anonymous), with a JSON body when one is given. */
export const injectAs = (t: TestApp, method: RequestMethod, url: string, token?: string, payload?: object) =>
  t.as(token).send(method, url, payload);
