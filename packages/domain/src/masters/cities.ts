import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { countryCodeField, countryCodeFilter, nameField, timeZoneField } from './master-fields';

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
