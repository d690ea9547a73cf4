import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { invisibleCharacterMessage, isVisibleText, noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import {
  countryCodeField,
  countryCodeFilter,
  countryCodeParam,
  nameField,
  timeZoneField,
} from './master-fields';

/** POST and PUT of a company's own city: unique per country and name (in any case). */
export const cityRequestSchema = z.strictObject({
  countryCode: countryCodeField,
  name: nameField('City name', 100),
  timeZone: timeZoneField,
});
export type CityRequest = z.infer<typeof cityRequestSchema>;

export const CITY_SORTS = ['name', 'countryCode', 'createdAt'] as const;

export const cityListQuerySchema = sortedPageQuerySchema(CITY_SORTS).extend({
  countryCode: countryCodeFilter,
});
export type CityListQuery = z.infer<typeof cityListQuerySchema>;

/** A city as the API answers it: a company's own or a shipped one. */
export const citySchema = z.object({
  id: z.number().int(),
  countryCode: z.string(),
  countryName: z.string(),
  name: z.string(),
  timeZone: z.string().nullable(),
  createdAt: timestampSchema,
});
export type City = z.infer<typeof citySchema>;

/** How many cities one lookup answers: a picker shows the likeliest few while the user types. */
export const CITY_LOOKUP_LIMIT = 20;

/** GET CITY_LOOKUP_PATH: a country's shipped cities, those whose name starts with `search` first. */
export const cityLookupQuerySchema = z.strictObject({
  countryCode: countryCodeParam,
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(100, 'Search must not exceed 100 characters')
    .refine(noNul, 'Search contains an invalid character')
    .refine(isVisibleText, invisibleCharacterMessage('Search'))
    .default(''),
});
export type CityLookupQuery = z.infer<typeof cityLookupQuerySchema>;

/** A shipped city as the pickers offer it. */
export const cityOptionSchema = z.object({ name: z.string(), countryCode: z.string() });
export type CityOption = z.infer<typeof cityOptionSchema>;

/** GET CITY_SEARCH_PATH: cities by name in any country, or in one when `countryCode` is given. */
export const citySearchQuerySchema = cityLookupQuerySchema.extend({
  countryCode: countryCodeParam.optional(),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

/** A city found by the signed-in search: shipped or the company's own, by id. */
export const cityRefSchema = z.object({ id: z.number().int(), name: z.string(), countryCode: z.string() });
export type CityRef = z.infer<typeof cityRefSchema>;
