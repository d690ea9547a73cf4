import {
  COMPANY_MASTERS_PATHS,
  freeDaysListQuerySchema,
  freeDaysRequestSchema,
  freeDaysSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { freeDaysService } from './free-days.service';

export function registerFreeDaysRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.freeDays,
    tag: 'free-days',
    access: MASTERS_ACCESS,
    querySchema: freeDaysListQuerySchema,
    requestSchema: freeDaysRequestSchema,
    responseSchema: freeDaysSchema,
    service: freeDaysService,
  });
}
