import {
  CUSTOMERS_ACCESS,
  TIER_PATHS,
  tierListQuerySchema,
  tierRequestSchema,
  tierSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { tierService } from './tiers.service';

export function registerTierRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: TIER_PATHS.list,
    tag: 'tiers',
    access: CUSTOMERS_ACCESS,
    querySchema: tierListQuerySchema,
    requestSchema: tierRequestSchema,
    responseSchema: tierSchema,
    service: tierService,
  });
}
