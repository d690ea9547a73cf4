import {
  COMPANY_MASTERS_PATHS,
  MASTERS_ACCESS,
  shippingLineListQuerySchema,
  shippingLineRequestSchema,
  shippingLineSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { shippingLineService } from './shipping-lines.service';

export function registerShippingLineRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.shippingLines,
    tag: 'shipping-lines',
    access: MASTERS_ACCESS,
    querySchema: shippingLineListQuerySchema,
    requestSchema: shippingLineRequestSchema,
    responseSchema: shippingLineSchema,
    service: shippingLineService,
  });
}
