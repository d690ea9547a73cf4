import {
  localChargeListQuerySchema,
  localChargeRequestSchema,
  localChargeSchema,
  RATE_PATHS,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { localChargesService } from './local-charges.service';

/** Local (port) charges: part of the Valid Rates module (SPEC §7 "port local charges"). */
export function registerLocalChargeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: RATE_PATHS.localCharges,
    tag: 'local-charges',
    access: VALID_RATES_ACCESS,
    querySchema: localChargeListQuerySchema,
    requestSchema: localChargeRequestSchema,
    responseSchema: localChargeSchema,
    service: localChargesService,
  });
}
