import type { PortOption, PortSearchQuery, PortType } from '@fastforward/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ports } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

type Entry = PortOption & { searchText: string; lowerCode: string; lowerName: string };

const columns = {
  id: ports.id,
  type: sql<PortType>`${ports.type}`,
  code: ports.code,
  name: ports.name,
  city: ports.city,
  countryCode: ports.countryCode,
  isCompanyPort: sql<boolean>`${ports.companyId} is not null`,
  searchText: ports.searchText,
};

const toEntry = (row: PortOption & { searchText: string }): Entry => ({
  ...row,
  lowerCode: row.code.toLowerCase(),
  lowerName: row.name.toLowerCase(),
});

/** Exact code first, then code and name prefixes, then by name (SPEC pickers: the likeliest on top). */
function rank(entry: Entry, text: string): number {
  if (entry.lowerCode === text) return 0;
  if (entry.lowerCode.startsWith(text)) return 1;
  if (entry.lowerName.startsWith(text)) return 2;
  return 3;
}

const strip = ({ searchText: _s, lowerCode: _c, lowerName: _n, ...port }: Entry): PortOption => port;

/**
 * The pickers' port search. The shipped ports (thousands, inserted by the seed and never changed
 * while the server runs: docs/decisions.md) are searched in memory, loaded once on first use; the
 * company's own few ports come from the database on each search, so a port a company adds is found
 * at once by every process. Measured in bench/port-search.ts against a primary-key read.
 */
/**
 * The shipped ports' search texts joined into one string: one `indexOf` walk over it finds every
 * match several times faster than a substring test per port (bench/port-search.ts).
 */
function indexEntries(entries: Entry[]) {
  const starts: number[] = [];
  let joined = '';
  for (const entry of entries) {
    starts.push(joined.length);
    joined += `${entry.searchText}\n`;
  }
  /** The entries whose text holds `text` (which holds no line break: the schema trims it). */
  const find = (text: string): Entry[] => {
    const found: Entry[] = [];
    let at = joined.indexOf(text);
    let index = 0;
    while (at !== -1) {
      while (index + 1 < starts.length && (starts[index + 1] ?? 0) <= at) index += 1;
      const entry = entries[index];
      if (entry) found.push(entry);
      // Skip to the next entry: one match per port.
      const next = starts[index + 1];
      if (next === undefined) break;
      at = joined.indexOf(text, next);
    }
    return found;
  };
  return { find };
}

export function createPortIndex(db: Db) {
  let shipped: Promise<ReturnType<typeof indexEntries>> | undefined;
  const loadShipped = () => {
    if (!shipped) {
      const loading = db
        .select(columns)
        .from(ports)
        .where(isNull(ports.companyId))
        .then((rows) => indexEntries(rows.map(toEntry)));
      // A failed load is retried by the next search rather than cached.
      loading.catch(() => {
        shipped = undefined;
      });
      shipped = loading;
    }
    return shipped;
  };

  return async function searchPorts(companyId: number, query: PortSearchQuery): Promise<PortOption[]> {
    const text = query.q.toLowerCase();
    const matches = (p: Entry) =>
      (!query.type || p.type === query.type) &&
      (!query.freightType || (query.freightType === 'air') === (p.type === 'air')) &&
      (!query.countryCode || p.countryCode === query.countryCode);
    const [index, own] = await Promise.all([
      loadShipped(),
      db
        .select(columns)
        .from(ports)
        .where(and(eq(ports.companyId, companyId), sql`${ports.searchText} like ${`%${escapeLike(text)}%`}`)),
    ]);
    return [...own.map(toEntry), ...index.find(text)]
      .filter(matches)
      .map((entry) => ({ entry, rank: rank(entry, text) }))
      .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name) || a.entry.id - b.entry.id)
      .slice(0, query.limit)
      .map(({ entry }) => strip(entry));
  };
}
