/**
 * The generated seed files (scripts/build-reference-data.ts writes them, seedReferenceData reads
 * them): one JSON object each, `{ source, columns, rows }`, rows as tuples in the column order below.
 */
export const REFERENCE_FILES = {
  countries: { name: 'countries.json', columns: ['code', 'alpha3', 'numericCode', 'name'] },
  currencies: { name: 'currencies.json', columns: ['code', 'numericCode', 'name', 'minorUnits'] },
  cities: { name: 'cities.json', columns: ['countryCode', 'name', 'timeZone', 'latitude', 'longitude'] },
  seaPorts: {
    name: 'sea-ports.json',
    columns: ['code', 'name', 'city', 'timeZone', 'latitude', 'longitude'],
  },
  airports: {
    name: 'airports.json',
    columns: ['code', 'icaoCode', 'name', 'city', 'countryCode', 'timeZone', 'latitude', 'longitude'],
  },
  dryPorts: {
    name: 'dry-ports.json',
    columns: ['code', 'name', 'city', 'timeZone', 'latitude', 'longitude'],
  },
} as const;

export type ReferenceFile = keyof typeof REFERENCE_FILES;

type Coordinate = number | null;

export type ReferenceRows = {
  countries: [code: string, alpha3: string, numericCode: string, name: string][];
  currencies: [code: string, numericCode: string, name: string, minorUnits: number | null][];
  cities: [
    countryCode: string,
    name: string,
    timeZone: string | null,
    latitude: Coordinate,
    longitude: Coordinate,
  ][];
  seaPorts: [
    code: string,
    name: string,
    city: string | null,
    timeZone: string | null,
    latitude: Coordinate,
    longitude: Coordinate,
  ][];
  airports: [
    code: string,
    icaoCode: string | null,
    name: string,
    city: string | null,
    countryCode: string,
    timeZone: string | null,
    latitude: Coordinate,
    longitude: Coordinate,
  ][];
  dryPorts: [
    code: string,
    name: string,
    city: string | null,
    timeZone: string | null,
    latitude: Coordinate,
    longitude: Coordinate,
  ][];
};
