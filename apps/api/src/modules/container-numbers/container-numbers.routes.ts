import {
  CONTAINER_NUMBER_PATHS,
  containerNumberListQuerySchema,
  containerNumberRequestSchema,
  containerNumberSchema,
  MASTERS_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { containerNumberService } from './container-numbers.service';

/** The container-numbers master (Masters module): ISO 6346 numbers a company tracks. */
export function registerContainerNumberRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: CONTAINER_NUMBER_PATHS.containerNumbers,
    tag: 'container-numbers',
    access: MASTERS_ACCESS,
    querySchema: containerNumberListQuerySchema,
    requestSchema: containerNumberRequestSchema,
    responseSchema: containerNumberSchema,
    service: containerNumberService,
  });
}
