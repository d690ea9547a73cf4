import {
  RATE_PATHS,
  transportChargeListQuerySchema,
  transportChargeRequestSchema,
  transportChargeSchema,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { transportChargesService } from './transport-charges.service';

/** Transport charges (road and rail legs): part of the Valid Rates module. */
export function registerTransportChargeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: RATE_PATHS.transportCharges,
    tag: 'transport-charges',
    access: VALID_RATES_ACCESS,
    querySchema: transportChargeListQuerySchema,
    requestSchema: transportChargeRequestSchema,
    responseSchema: transportChargeSchema,
    service: transportChargesService,
  });
}
