import {
  COMPANY_MASTERS_PATHS,
  companyPortListQuerySchema,
  companyPortRequestSchema,
  MASTERS_ACCESS,
  portOptionSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { companyPortService } from './company-ports.service';

/** The reference read's port, with the country's name, the time zone and when it was added. */
const companyPortSchema = portOptionSchema.omit({ isCompanyPort: true }).extend({
  countryName: z.string(),
  timeZone: z.string().nullable(),
  createdAt: z.date(),
});

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
