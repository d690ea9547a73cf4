import {
  COMPANY_MASTERS_PATHS,
  exchangeRateListQuerySchema,
  exchangeRateRequestSchema,
  exchangeRateSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { exchangeRateService } from './exchange-rates.service';

export function registerExchangeRateRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.exchangeRates,
    tag: 'exchange-rates',
    access: MASTERS_ACCESS,
    querySchema: exchangeRateListQuerySchema,
    requestSchema: exchangeRateRequestSchema,
    responseSchema: exchangeRateSchema,
    service: exchangeRateService,
  });
}
