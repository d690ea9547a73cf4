import {
  COMPANY_MASTERS_PATHS,
  eventDateListQuerySchema,
  eventDateRequestSchema,
  eventDateSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { eventDateService } from './event-dates.service';

export function registerEventDateRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.eventDates,
    tag: 'event-dates',
    access: MASTERS_ACCESS,
    querySchema: eventDateListQuerySchema,
    requestSchema: eventDateRequestSchema,
    responseSchema: eventDateSchema,
    service: eventDateService,
  });
}
