import {
  COMPANY_SETTINGS_ACCESS,
  OPERATION_FILE_SETTINGS_PATH,
  operationFileSettingsRequestSchema,
  operationFileSettingsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { findOperationFileSettings, saveOperationFileSettings } from './operation-file-settings.service';

const tags = ['operation-file-settings'];

/** Company operation file settings: the documents a forwarder requires before a booking. */
export function registerOperationFileSettingsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    OPERATION_FILE_SETTINGS_PATH,
    {
      config: { access: { permission: COMPANY_SETTINGS_ACCESS.view } },
      schema: { tags, response: { 200: itemSchema(operationFileSettingsSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findOperationFileSettings(db, requireAuth(request).companyId) },
    }),
  );

  r.put(
    OPERATION_FILE_SETTINGS_PATH,
    {
      config: { access: { permission: COMPANY_SETTINGS_ACCESS.update } },
      schema: {
        tags,
        body: operationFileSettingsRequestSchema,
        response: { 200: itemSchema(operationFileSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveOperationFileSettings(db, requireAuth(request), request.body) },
    }),
  );
}
