import type { ImportColumnMapping, ImportTarget } from './import-schemas';

/**
 * A header or cell as the recogniser compares it: lower case, without spaces, punctuation or
 * foot marks, so "Port of Loading", "port-of-loading" and "PORT OF LOADING" are one, and
 * "40'HC", "40 HC" and "40-hc" are one.
 */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Normalised headers each field is recognised by (carriers' and forwarders' usual words). */
const FIELD_HEADERS: Partial<Record<ImportTarget, readonly string[]>> = {
  originPort: [
    'pol',
    'portofloading',
    'portofload',
    'loadingport',
    'loadport',
    'origin',
    'originport',
    'from',
    'fromport',
    'originpol',
    'polcode',
    'origincode',
  ],
  destinationPort: [
    'pod',
    'portofdischarge',
    'dischargeport',
    'destination',
    'destinationport',
    'destport',
    'to',
    'toport',
    'destinationpod',
    'podcode',
    'destinationcode',
  ],
  shippingLine: [
    'carrier',
    'carriername',
    'line',
    'shippingline',
    'shippingcompany',
    'liner',
    'scac',
    'airline',
  ],
  containerSize: [
    'size',
    'container',
    'containersize',
    'containertype',
    'equipment',
    'equipmenttype',
    'eqtype',
    'type',
    'cntr',
    'cntrtype',
  ],
  weightSlab: ['slab', 'weightslab', 'weightbreak', 'break'],
  buyRate: ['rate', 'buy', 'buyrate', 'buyingrate', 'cost', 'amount', 'freight', 'oceanfreight', 'netrate'],
  sellRate: ['sell', 'sellrate', 'sellingrate', 'salerate'],
  currency: ['currency', 'ccy', 'curr', 'cur'],
  validFrom: [
    'validfrom',
    'effective',
    'effectivefrom',
    'effectivedate',
    'validityfrom',
    'validitystart',
    'start',
    'startdate',
    'fromdate',
  ],
  validTill: [
    'validto',
    'validtill',
    'validuntil',
    'expiry',
    'expirydate',
    'expires',
    'validityto',
    'validityend',
    'validitytill',
    'end',
    'enddate',
    'todate',
  ],
  transitDays: ['transit', 'transittime', 'transitdays', 'tt', 'ttdays'],
  freeDays: ['freedays', 'freetime', 'det', 'dem', 'detention', 'demurrage', 'detdem', 'demdet'],
  commodityType: ['commodity', 'commoditytype', 'cargotype'],
  incoterm: ['incoterm', 'incoterms', 'terms', 'term'],
  mode: ['mode', 'freightmode', 'transportmode', 'shipmentmode'],
  remarks: ['remarks', 'remark', 'notes', 'note', 'comments', 'comment'],
};

const FIELD_BY_HEADER = new Map<string, ImportTarget>(
  Object.entries(FIELD_HEADERS).flatMap(([target, headers]) =>
    (headers ?? []).map((header) => [header, target as ImportTarget] as const),
  ),
);

/**
 * Carrier shorthand for a container size, to its ISO 6346 size-type code. A bare "40RF" is read
 * as the standard-height 40' reefer (42R1), the literal code; carriers that quote high-cube reefers
 * write 40RH/40RQ/40HR/40HCRF, read as 45R1. The user confirms or corrects either.
 */
const SIZE_WORDS: readonly (readonly [
  isoCode: string,
  lengths: readonly string[],
  kinds: readonly string[],
])[] = [
  ['22G1', ['20'], ['', 'gp', 'dc', 'dv', 'st', 'std', 'sd', 'standard', 'dry', 'box', 'drystandard']],
  ['25G1', ['20'], ['hc', 'hq', 'highcube']],
  ['42G1', ['40'], ['', 'gp', 'dc', 'dv', 'st', 'std', 'sd', 'standard', 'dry', 'box', 'drystandard']],
  ['45G1', ['40'], ['hc', 'hq', 'hcdc', 'hcgp', 'dh', 'highcube']],
  ['L5G1', ['45'], ['', 'hc', 'hq', 'highcube']],
  ['22R1', ['20'], ['rf', 're', 'rh', 'ref', 'reefer', 'rfr']],
  ['42R1', ['40'], ['rf', 're', 'ref', 'reefer', 'rfr']],
  ['45R1', ['40'], ['rh', 'rq', 'hr', 'hrf', 'hcrf', 'rfhc', 'href', 'hcref', 'reeferhc', 'hcreefer']],
  ['22U1', ['20'], ['ot', 'opentop']],
  ['42U1', ['40'], ['ot', 'opentop']],
  ['22P1', ['20'], ['fr', 'flatrack']],
  ['42P1', ['40'], ['fr', 'flatrack']],
];

const ISO_BY_SIZE_WORD = new Map<string, string>(
  SIZE_WORDS.flatMap(([isoCode, lengths, kinds]) =>
    lengths.flatMap((length) =>
      ['', 'ft', 'feet', 'foot'].flatMap((unit) =>
        kinds.map((kind) => [`${length}${unit}${kind}`, isoCode] as const),
      ),
    ),
  ),
);

/** Words around a size in a price header: "O/F 20GP", "20' GP Rate", "40HC (USD)". */
const PRICE_PREFIXES = ['oceanfreight', 'freight', 'of', 'rate', 'buy', 'cost', 'price'];
const PRICE_SUFFIXES = [
  'rate',
  'price',
  'buy',
  'cost',
  'amount',
  'allin',
  'usd',
  'eur',
  'gbp',
  'inr',
  'aed',
  'cny',
];

function stripOnce(value: string, words: readonly string[], atStart: boolean): string {
  for (const word of words) {
    if (value.length > word.length && (atStart ? value.startsWith(word) : value.endsWith(word))) {
      return atStart ? value.slice(word.length) : value.slice(0, -word.length);
    }
  }
  return value;
}

/**
 * The ISO 6346 code a carrier's size word means ("20GP", "40' HC", "22G1", "40HQ Rate"), or
 * null. The containerSize column's cells are read with it too.
 */
export function containerSizeIsoCode(text: string): string | null {
  const word = normaliseHeader(text);
  if (word === '') return null;
  const direct = ISO_BY_SIZE_WORD.get(word);
  if (direct) return direct;
  if (/^[1-9a-r][0-9a-z][a-z][0-9]$/.test(word)) return word.toUpperCase();
  let trimmed = word;
  for (let pass = 0; pass < 2; pass += 1) {
    trimmed = stripOnce(stripOnce(trimmed, PRICE_PREFIXES, true), PRICE_SUFFIXES, false);
  }
  return trimmed === word ? null : (ISO_BY_SIZE_WORD.get(trimmed) ?? null);
}

export type ImportContainerSize = { id: number; size: string; isoCode: string | null };

/**
 * Proposes a target for each column from its header: a known field, a container size's price
 * column (wide sheets), or 'ignore'. A field is proposed for its first column only; a later
 * column with a header of the same meaning is ignored (the user can remap it).
 */
export function proposeColumnMapping(
  headers: { column: number; header: string }[],
  sizes: ImportContainerSize[],
): ImportColumnMapping[] {
  const sizeByIso = new Map(sizes.filter((size) => size.isoCode).map((size) => [size.isoCode, size.id]));
  const taken = new Set<ImportTarget>();
  const takenSizes = new Set<number>();
  return [...headers]
    .sort((a, b) => a.column - b.column)
    .map(({ column, header }): ImportColumnMapping => {
      const word = normaliseHeader(header);
      const field = FIELD_BY_HEADER.get(word);
      if (field) {
        if (taken.has(field)) return { column, header, target: 'ignore', containerSizeId: null };
        taken.add(field);
        return { column, header, target: field, containerSizeId: null };
      }
      const isoCode = containerSizeIsoCode(header);
      const sizeId = isoCode ? sizeByIso.get(isoCode) : undefined;
      if (sizeId !== undefined && !takenSizes.has(sizeId)) {
        takenSizes.add(sizeId);
        return { column, header, target: 'sizePrice', containerSizeId: sizeId };
      }
      return { column, header, target: 'ignore', containerSizeId: null };
    });
}

/**
 * The normalised headers of a sheet by position (column 1 first, '' for a blank column, no
 * trailing blanks): a vendor's saved template applies to a sheet with the same signature.
 */
export function headerSignature(headers: { column: number; header: string }[]): string[] {
  const byColumn = new Map(headers.map(({ column, header }) => [column, normaliseHeader(header)]));
  const last = Math.max(0, ...[...byColumn].filter(([, word]) => word !== '').map(([column]) => column));
  return Array.from({ length: last }, (_, index) => byColumn.get(index + 1) ?? '');
}
