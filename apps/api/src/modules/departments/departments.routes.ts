import { departmentRequestSchema, ORGANISATION_PATHS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerNamedRecordRoutes } from '../named-records/named-records.routes';
import { departmentService } from './departments.service';

export function registerDepartmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerNamedRecordRoutes(app, deps, {
    path: ORGANISATION_PATHS.departments,
    tag: 'departments',
    requestSchema: departmentRequestSchema,
    service: departmentService,
  });
}
