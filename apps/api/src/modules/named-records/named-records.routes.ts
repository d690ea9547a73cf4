import { namedListQuerySchema, namedRecordSchema, USERS_AND_ROLES_ACCESS } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import type { NamedRecordService } from './named-records.service';

export type NamedRecordRoutes = {
  path: string;
  tag: string;
  /** The create/update body, worded for this kind of record. */
  requestSchema: z.ZodType<{ name: string }>;
  service: NamedRecordService;
};

/** List, get, create, update and delete of one kind of named record, under the Users And Roles rights. */
export function registerNamedRecordRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { path, tag, requestSchema, service }: NamedRecordRoutes,
): void {
  registerCompanyRecordRoutes(app, deps, {
    path,
    tag,
    access: USERS_AND_ROLES_ACCESS,
    querySchema: namedListQuerySchema,
    requestSchema,
    responseSchema: namedRecordSchema,
    service,
  });
}
