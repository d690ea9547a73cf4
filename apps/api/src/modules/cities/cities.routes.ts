import {
  CITY_LOOKUP_PATH,
  CITY_SEARCH_ACCESS,
  CITY_SEARCH_PATH,
  COMPANY_MASTERS_PATHS,
  cityListQuerySchema,
  cityLookupQuerySchema,
  cityOptionSchema,
  cityRefSchema,
  cityRequestSchema,
  citySchema,
  citySearchQuerySchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { cityService, lookupShippedCities, searchCities } from './cities.service';

export function registerCityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.cities,
    tag: 'cities',
    access: MASTERS_ACCESS,
    querySchema: cityListQuerySchema,
    requestSchema: cityRequestSchema,
    responseSchema: citySchema,
    service: cityService,
  });

  // Public: the customer's KYC form picks its addresses' cities before the customer has an account.
  app.withTypeProvider<ApiTypeProvider>().get(
    CITY_LOOKUP_PATH,
    {
      config: { access: { public: true } },
      schema: {
        tags: ['cities'],
        querystring: cityLookupQuerySchema,
        response: { 200: successEnvelope(z.object({ items: z.array(cityOptionSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await lookupShippedCities(deps, request.query, request.ip ?? 'inject') },
    }),
  );

  // Signed in: a route's place (a transport charge, the Rate Wizard) is a city by id, shipped or own.
  app.withTypeProvider<ApiTypeProvider>().get(
    CITY_SEARCH_PATH,
    {
      config: { access: { permission: CITY_SEARCH_ACCESS } },
      schema: {
        tags: ['cities'],
        querystring: citySearchQuerySchema,
        response: { 200: successEnvelope(z.object({ items: z.array(cityRefSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await searchCities(deps.db, requireAuth(request).companyId, request.query) },
    }),
  );
}
