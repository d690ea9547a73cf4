import {
  COMPANY_MASTERS_PATHS,
  DEMURRAGE_TYPES,
  DETENTION_TYPES,
  freeDaysListQuerySchema,
  freeDaysRequestSchema,
  MASTERS_ACCESS,
  PORT_TYPES,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { freeDaysService } from './free-days.service';

const freeDaysSchema = z.object({
  id: z.number().int(),
  shippingCompanyId: z.number().int(),
  shippingLineName: z.string(),
  portId: z.number().int(),
  portType: z.enum(PORT_TYPES),
  portCode: z.string(),
  portName: z.string(),
  portCountryCode: z.string(),
  containerSizeId: z.number().int(),
  containerSize: z.string(),
  originFreeDays: z.number().int(),
  destinationFreeDays: z.number().int(),
  demurrageType: z.enum(DEMURRAGE_TYPES),
  detentionType: z.enum(DETENTION_TYPES),
  createdAt: z.date(),
});

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
