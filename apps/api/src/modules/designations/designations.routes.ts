import { designationRequestSchema, ORGANISATION_PATHS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerNamedRecordRoutes } from '../named-records/named-records.routes';
import { designationService } from './designations.service';

export function registerDesignationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerNamedRecordRoutes(app, deps, {
    path: ORGANISATION_PATHS.designations,
    tag: 'designations',
    requestSchema: designationRequestSchema,
    service: designationService,
  });
}
