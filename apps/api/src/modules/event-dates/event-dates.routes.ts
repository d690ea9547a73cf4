import {
  COMPANY_MASTERS_PATHS,
  eventDateListQuerySchema,
  eventDateRequestSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { eventDateService } from './event-dates.service';

const eventDateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.date(),
});

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
