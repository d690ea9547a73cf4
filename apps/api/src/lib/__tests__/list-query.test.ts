import { and, eq, ilike, isNull, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, ports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findEach, findPage, fixedSort, lookup, type PageRequest } from '../list-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withCountry = (q: PgSelect) => q.leftJoin(countries, eq(countries.code, ports.countryCode));

/** The shipped sea ports with their country's name: searched and sortable by either. */
const seaPorts = {
  from: ports,
  joins: withCountry,
  columns: { id: ports.id, code: ports.code, name: ports.name, country: countries.name },
  where: isNull(ports.companyId),
  search: (pattern: string) => or(ilike(ports.name, pattern), ilike(countries.name, pattern)),
  filters: [eq(ports.type, 'sea'), undefined],
  sorts: {
    name: ports.name,
    country: countries.name,
    id: ports.id,
    newest: fixedSort(ports.id, 'desc'),
  },
};

type SortKey = keyof typeof seaPorts.sorts;
const request = (over: Partial<PageRequest<SortKey>>): PageRequest<SortKey> => ({
  page: 1,
  pageSize: 7,
  sort: 'name',
  order: 'asc',
  ...over,
});

describe('findPage with pageKeys', () => {
  // The page's keys are picked with the country join only (search and sort read it); the answer
  // must be that of the list read in one go, whatever the page, sort, order and search.
  const byKeys = { ...seaPorts, pageKeys: { joins: withCountry } };
  const cases: Partial<PageRequest<SortKey>>[] = [
    {},
    { page: 2 },
    { order: 'desc', page: 3 },
    // Many ports share a country: the id breaks the ties, on both sides of a page's edge.
    { sort: 'country', page: 4 },
    { sort: 'country', order: 'desc', page: 2 },
    { sort: 'id', order: 'desc', page: 5 },
    // A fixed sort ignores the order asked.
    { sort: 'newest', order: 'asc', page: 2 },
    { search: 'united', sort: 'country' },
    { search: 'port', page: 2, pageSize: 3 },
    // LIKE wildcards typed by the user are taken literally.
    { search: '%' },
    { page: 10_000 },
  ];

  it('answers the same page and total as the list read in one go', async () => {
    const reference = await findPage(t.db, seaPorts, request({ pageSize: 1000 }));
    expect(reference.total).toBeGreaterThan(30);
    for (const c of cases) {
      const asked = request(c);
      const plain = await findPage(t.db, seaPorts, asked);
      const keyed = await findPage(t.db, byKeys, asked);
      expect(keyed, JSON.stringify(c)).toEqual(plain);
    }
    const deep = await findPage(t.db, byKeys, request({ page: 10_000 }));
    expect(deep.items).toEqual([]);
    expect(deep.total).toBe(reference.total);
    const united = await findPage(t.db, byKeys, request({ search: 'united', pageSize: 1000 }));
    expect(united.items.length).toBeGreaterThan(0);
    expect(united.items.every((p) => /united/i.test(`${p.name} ${p.country}`))).toBe(true);
  });

  it('needs no join to page when the where, search, filters and sort read the listed table only', async () => {
    const own = {
      ...seaPorts,
      search: (pattern: string) => ilike(ports.name, pattern),
      sorts: { name: ports.name, id: ports.id },
    };
    for (const c of [{}, { page: 3, order: 'desc' as const }, { search: 'port', sort: 'id' as const }]) {
      const asked = { ...request({}), ...c } as PageRequest<'name' | 'id'>;
      const keyed = await findPage(t.db, { ...own, pageKeys: {} }, asked);
      expect(keyed).toEqual(await findPage(t.db, own, asked));
      expect(keyed.items.every((p) => typeof p.country === 'string')).toBe(true);
    }
  });

  it('counts over the key joins: an inner join there drops the rows it finds nothing for', async () => {
    const inCountry = (q: PgSelect) =>
      q.innerJoin(countries, and(eq(countries.code, ports.countryCode), eq(countries.code, 'AE')));
    const keyed = await findPage(
      t.db,
      {
        ...seaPorts,
        search: (pattern: string) => ilike(ports.name, pattern),
        pageKeys: { joins: inCountry },
      },
      request({ sort: 'id', pageSize: 1000 }),
    );
    expect(keyed.total).toBeGreaterThan(0);
    expect(keyed.items).toHaveLength(keyed.total);
    expect(keyed.items.every((p) => p.country === 'United Arab Emirates')).toBe(true);
  });

  it('looks up a name without a join as the left join reads it, keyed or not', async () => {
    const looked = {
      ...seaPorts,
      joins: undefined,
      columns: {
        ...seaPorts.columns,
        country: lookup<string>(countries, countries.name, eq(countries.code, ports.countryCode)),
      },
      search: (pattern: string) => ilike(ports.name, pattern),
      sorts: { name: ports.name },
    };
    const asked = { ...request({ pageSize: 50 }), sort: 'name' as const };
    const joined = await findPage(t.db, { ...looked, joins: withCountry }, asked);
    expect(joined.items.every((p) => typeof p.country === 'string')).toBe(true);
    expect(await findPage(t.db, looked, asked)).toEqual(joined);
    expect(await findPage(t.db, { ...looked, pageKeys: {} }, asked)).toEqual(joined);
  });

  it('lets findEach read every row in the list order, batch by batch', async () => {
    const batches: unknown[][] = [];
    for await (const batch of findEach(t.db, byKeys, { sort: 'country', order: 'desc' }, 9)) {
      batches.push(batch);
    }
    const all = await findPage(t.db, seaPorts, request({ sort: 'country', order: 'desc', pageSize: 10_000 }));
    expect(batches.flat()).toEqual(all.items);
    expect(batches.slice(0, -1).every((b) => b.length === 9)).toBe(true);
  });
});
