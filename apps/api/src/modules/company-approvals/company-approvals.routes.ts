import {
  COMPANY_APPROVAL_PATHS,
  COMPANY_STATUSES,
  companyApprovalListQuerySchema,
  companyRejectRequestSchema,
  idParamsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { approveCompany, listCompanyApprovals, rejectCompany } from './company-approvals.service';

const tags = ['company-approvals'];

const companyApprovalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  categoryCode: z.string(),
  createdAt: z.date(),
  status: z.enum(COMPANY_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.date().nullable(),
  administratorEmail: z.string().nullable(),
});

/** Companies joining the platform: the platform administrators approve or reject them (issue 3). */
export function registerCompanyApprovalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
