/**
 * A list's filters kept in the address: read back only as the server would take them (a typed-in
 * status, a broken id or date is left out rather than sent), written without the empty ones.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The code the address names, if it is one of `codes`. */
export const codeParam = <C extends string>(codes: readonly C[], value: string | null) =>
  codes.find((code) => code === value);

/** Each of `keys` the address holds as a positive whole number, set on `into`. */
export function readIdParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  into: Partial<Record<K, number>>,
) {
  for (const key of keys) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) into[key] = id;
  }
}

/** Each of `keys` the address holds as a date (YYYY-MM-DD), set on `into`. */
export function readDateParams<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  into: Partial<Record<K, string>>,
) {
  for (const key of keys) {
    const date = params.get(key);
    if (date && DATE.test(date)) into[key] = date;
  }
}

/** The address's query for these filters: none of an empty one, and a switch only when on. */
export function writeFilterParams(filters: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params;
}
