import { COMMODITY_TYPE } from '@fastforward/domain/codes/job-status';
import { containerSizeIsoCode, normaliseHeader } from '@fastforward/domain/rates/import-mapping';

type Port = { id: number; type: string; ambiguous?: boolean };
type Line = { id: number; shippingMode: string; ambiguous?: boolean };
type Slab = { id: number; type: string; ambiguous?: boolean };

/**
 * What the parser resolves cells against, built once per import from the company's reference
 * data (shipped records and its own). Keys are normalised (lower case, letters and digits only)
 * and scoped by type or mode (`sea:aejea`, `air:emirates`), so a code or name that means a sea
 * port and an airport resolves by the rate's mode. A name two records share is `ambiguous`: the
 * row must use the code.
 */
export type ImportLookups = {
  /** `<port type>:<code, ICAO code or name>`. */
  ports: Map<string, Port>;
  /** `<shipping mode>:<name, SCAC, IATA code or IATA prefix>`. */
  lines: Map<string, Line>;
  /** Normalised size name or ISO 6346 code → container size id. */
  sizes: Map<string, number>;
  /** `<slab type>:<name>`. */
  slabs: Map<string, Slab>;
  currencies: Set<string>;
  incoterms: Set<string>;
  commodityTypes: Set<string>;
};

export type ImportLookupRows = {
  ports: { id: number; type: string; code: string; name: string; icaoCode?: string | null }[];
  lines: {
    id: number;
    name: string;
    shippingMode: string;
    scacCode?: string | null;
    iataCode?: string | null;
    iataPrefix?: string | null;
  }[];
  sizes: { id: number; size: string; isoCode: string | null }[];
  slabs: { id: number; name: string; type: string }[];
  currencies: string[];
  incoterms: string[];
  commodityTypes: string[];
};

const key = (scope: string, text: string) => `${scope}:${normaliseHeader(text)}`;

/**
 * Codes first, then names: a name never hides a code, and a name two records share is marked
 * ambiguous. For a code two records share (a company's port repeating a shipped code) the first
 * row wins: pass the company's own records first.
 */
function index<T extends { id: number }>(
  rows: readonly { value: T; scope: string; codes: (string | null | undefined)[]; names: string[] }[],
): Map<string, T & { ambiguous?: boolean }> {
  const map = new Map<string, T & { ambiguous?: boolean }>();
  const codeKeys = new Set<string>();
  for (const { value, scope, codes } of rows) {
    for (const code of codes) {
      if (!code || normaliseHeader(code) === '') continue;
      const k = key(scope, code);
      if (!map.has(k)) {
        map.set(k, value);
        codeKeys.add(k);
      }
    }
  }
  for (const { value, scope, names } of rows) {
    for (const name of names) {
      const k = key(scope, name);
      if (normaliseHeader(name) === '' || codeKeys.has(k)) continue;
      const found = map.get(k);
      if (!found) map.set(k, value);
      else if (found.id !== value.id) map.set(k, { ...found, ambiguous: true });
    }
  }
  return map;
}

/** Builds the lookups from rows the API reads from the database. Pure. */
export function buildImportLookups(rows: ImportLookupRows): ImportLookups {
  const sizes = new Map<string, number>();
  for (const size of rows.sizes) {
    if (size.isoCode) sizes.set(normaliseHeader(size.isoCode), size.id);
  }
  for (const size of rows.sizes) {
    const k = normaliseHeader(size.size);
    if (!sizes.has(k)) sizes.set(k, size.id);
  }
  return {
    ports: index(
      rows.ports.map((port) => ({
        value: { id: port.id, type: port.type },
        scope: port.type,
        codes: [port.code, port.icaoCode],
        names: [port.name],
      })),
    ),
    lines: index(
      rows.lines.map((line) => ({
        value: { id: line.id, shippingMode: line.shippingMode },
        scope: line.shippingMode,
        codes: [line.scacCode, line.iataCode, line.iataPrefix],
        names: [line.name],
      })),
    ),
    sizes,
    slabs: index(
      rows.slabs.map((slab) => ({
        value: { id: slab.id, type: slab.type },
        scope: slab.type,
        codes: [],
        names: [slab.name],
      })),
    ),
    currencies: new Set(rows.currencies.map((code) => code.toUpperCase())),
    incoterms: new Set(rows.incoterms.map((code) => code.toUpperCase())),
    commodityTypes: new Set(rows.commodityTypes.map((code) => code.toUpperCase())),
  };
}

/** The port a cell names among the types a mode uses (a sea rate may start at a dry port). */
export function findPort(
  lookups: ImportLookups,
  text: string,
  types: readonly string[],
): Port | { wrongType: string } | undefined {
  const candidates = [text, text.match(/\(([^)]+)\)\s*$/)?.[1]].filter((value): value is string => !!value);
  for (const candidate of candidates) {
    for (const type of types) {
      const port = lookups.ports.get(key(type, candidate));
      if (port) return port;
    }
  }
  for (const candidate of candidates) {
    for (const type of ['sea', 'air', 'dry']) {
      if (types.includes(type)) continue;
      if (lookups.ports.has(key(type, candidate))) return { wrongType: type };
    }
  }
  return undefined;
}

export function findLine(
  lookups: ImportLookups,
  text: string,
  mode: string,
): Line | { wrongMode: string } | undefined {
  const line = lookups.lines.get(key(mode, text));
  if (line) return line;
  const other = mode === 'sea' ? 'air' : 'sea';
  return lookups.lines.has(key(other, text)) ? { wrongMode: other } : undefined;
}

export function findContainerSize(lookups: ImportLookups, text: string): number | undefined {
  const direct = lookups.sizes.get(normaliseHeader(text));
  if (direct !== undefined) return direct;
  const isoCode = containerSizeIsoCode(text);
  return isoCode ? lookups.sizes.get(normaliseHeader(isoCode)) : undefined;
}

export function findSlab(lookups: ImportLookups, text: string, mode: string): Slab | undefined {
  return lookups.slabs.get(key(mode, text));
}

const COMMODITY_BY_NAME = new Map(
  Object.entries(COMMODITY_TYPE).map(([code, name]) => [normaliseHeader(name), code] as const),
);

/** A commodity type by its code (GNRL) or its name (General). */
export function findCommodityType(lookups: ImportLookups, text: string): string | undefined {
  const code = text.trim().toUpperCase();
  if (lookups.commodityTypes.has(code)) return code;
  const byName = COMMODITY_BY_NAME.get(normaliseHeader(text));
  return byName && lookups.commodityTypes.has(byName) ? byName : undefined;
}
