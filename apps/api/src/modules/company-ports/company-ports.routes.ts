import {
  COMPANY_MASTERS_PATHS,
  companyPortListQuerySchema,
  companyPortRequestSchema,
  companyPortSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { companyPortService } from './company-ports.service';

export function registerCompanyPortRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.ports,
    tag: 'company-ports',
    access: MASTERS_ACCESS,
    querySchema: companyPortListQuerySchema,
    requestSchema: companyPortRequestSchema,
    responseSchema: companyPortSchema,
    service: companyPortService,
  });
}
