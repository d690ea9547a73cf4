import {
  idParamsSchema,
  LEAD_MESSAGES,
  leadConvertRequestSchema,
  leadListQuerySchema,
  leadRequestSchema,
  leadSchema,
  leadSettingListQuerySchema,
  leadSettingRequestSchema,
  leadSettingSchema,
  SALES_ACCESS,
  SALES_PATHS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { leadSettingService } from './lead-settings.service';
import { convertLead, leadService } from './leads.service';

/**
 * The Sales CRM's leads (PRODUCT §3): the company's lead sources and stages, its leads, and a
 * lead's conversion into a customer KYC invitation. Sales staff only.
 */
export function registerLeadRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: SALES_PATHS.leadSettings,
    tag: 'lead-settings',
    access: SALES_ACCESS,
    querySchema: leadSettingListQuerySchema,
    requestSchema: leadSettingRequestSchema,
    responseSchema: leadSettingSchema,
    service: leadSettingService,
  });

  registerCompanyRecordRoutes(app, deps, {
    path: SALES_PATHS.leads,
    tag: 'leads',
    access: SALES_ACCESS,
    querySchema: leadListQuerySchema,
    requestSchema: leadRequestSchema,
    responseSchema: leadSchema,
    service: leadService,
  });

  app.withTypeProvider<ApiTypeProvider>().post(
    SALES_PATHS.leadConvert,
    {
      config: { access: { permission: SALES_ACCESS.update } },
      schema: {
        tags: ['leads'],
        params: idParamsSchema,
        body: leadConvertRequestSchema,
        response: { 200: itemSchema(leadSchema) },
      },
    },
    async (request) => {
      const item = await convertLead(deps, requireAuth(request), request.params.id);
      return {
        success: true as const,
        message: LEAD_MESSAGES.convertedNotice(item.email ?? ''),
        data: { item },
      };
    },
  );
}
