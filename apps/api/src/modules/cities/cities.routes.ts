import {
  COMPANY_MASTERS_PATHS,
  cityListQuerySchema,
  cityRequestSchema,
  citySchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { cityService } from './cities.service';

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
}
