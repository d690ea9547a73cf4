import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
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

export type City = {
  id: number;
  countryCode: string;
  countryName: string;
  name: string;
  timeZone: string | null;
  createdAt: string;
};
