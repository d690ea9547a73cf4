import {
  COMPANY_APPROVAL_PATHS,
  companyApprovalListQuerySchema,
  companyApprovalSchema,
  companyRejectRequestSchema,
  idParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { approveCompany, listCompanyApprovals, rejectCompany } from './company-approvals.service';

const tags = ['company-approvals'];

/** Companies joining the platform: the platform administrators approve or reject them. */
export function registerCompanyApprovalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const access = { platformAdmin: true } as const;

  r.get(
    COMPANY_APPROVAL_PATHS.companies,
    {
      config: { access },
      schema: {
        tags,
        querystring: companyApprovalListQuerySchema,
        response: { 200: listSchema(companyApprovalSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listCompanyApprovals(deps.db, request.query) }),
  );

  r.post(
    COMPANY_APPROVAL_PATHS.approve,
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(companyApprovalSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await approveCompany(deps, requireAuth(request).userId, request.params.id) },
    }),
  );

  r.post(
    COMPANY_APPROVAL_PATHS.reject,
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: companyRejectRequestSchema,
        response: { 200: itemSchema(companyApprovalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await rejectCompany(deps, requireAuth(request).userId, request.params.id, request.body),
      },
    }),
  );
}
