/** UN/LOCODE: the country's ISO 3166-1 alpha-2 code, then three letters or digits 2–9. */
export const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** IATA airport (location) code. */
export const IATA_AIRPORT_CODE_PATTERN = /^[A-Z]{3}$/;

/** ICAO location indicator of an airport. */
export const ICAO_AIRPORT_CODE_PATTERN = /^[A-Z]{4}$/;

/** NMFTA Standard Carrier Alpha Code of an ocean carrier (2–4 letters; the big lines use 4). */
export const SCAC_PATTERN = /^[A-Z]{2,4}$/;

/** IATA airline designator (2 letters or digits) and air waybill prefix (3 digits). */
export const IATA_AIRLINE_CODE_PATTERN = /^[A-Z0-9]{2}$/;
export const AWB_PREFIX_PATTERN = /^[0-9]{3}$/;
