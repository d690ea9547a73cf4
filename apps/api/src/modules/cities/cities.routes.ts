import {
  CITY_LOOKUP_PATH,
  COMPANY_MASTERS_PATHS,
  cityListQuerySchema,
  cityLookupQuerySchema,
  cityOptionSchema,
  cityRequestSchema,
  citySchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { cityService, lookupShippedCities } from './cities.service';

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
}
