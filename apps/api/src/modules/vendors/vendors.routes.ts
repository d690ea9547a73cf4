import {
  COMPANY_CATEGORY,
  companyRejectRequestSchema,
  idParamsSchema,
  PERMISSIONS,
  pageQuerySchema,
  VENDOR_MESSAGES,
  VENDOR_PATHS,
  VENDORS_ACCESS,
  vendorConversionCreateSchema,
  vendorConversionListQuerySchema,
  vendorConversionRequestSchema,
  vendorListQuerySchema,
  vendorProfileRequestSchema,
  vendorProfileSchema,
  vendorRequestSchema,
  vendorSchema,
  vendorSearchQuerySchema,
  vendorSearchResultSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { itemSchema, listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import {
  approveConversion,
  listConversionRequests,
  listOwnConversionRequests,
  rejectConversion,
  requestConversion,
} from './vendor-conversions.service';
import { findVendorProfile, saveVendorProfile } from './vendor-profiles.service';
import { searchVendorCompanies, VENDOR_COMPANY_CATEGORIES, vendorsService } from './vendors.service';

const tags = ['vendors'];

/**
 * A route open to a company category whose use needs a permission too (the route access names one
 * rule): checked before the body is validated, so a caller without it learns nothing of the body's rules.
 */
const requireAnyPermission =
  (wanted: readonly string[], message: string) =>
  async (request: FastifyRequest): Promise<void> => {
    const auth = requireAuth(request);
    if (!wanted.some((p) => auth.permissions.includes(p))) throw new AppError('FORBIDDEN', message);
  };

/**
 * The vendor network: a forwarder's vendor list and the search of registered vendors, a vendor
 * company's profile, and its request to become a forwarder, which the platform decides.
 */
export function registerVendorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const { db, clock } = deps;

  registerCompanyRecordRoutes(app, deps, {
    path: VENDOR_PATHS.list,
    tag: 'vendors',
    access: VENDORS_ACCESS,
    querySchema: vendorListQuerySchema,
    requestSchema: vendorRequestSchema,
    responseSchema: vendorSchema,
    service: vendorsService,
  });

  r.get(
    VENDOR_PATHS.search,
    {
      config: { access: { permission: VENDORS_ACCESS.view } },
      schema: {
        tags,
        querystring: vendorSearchQuerySchema,
        response: { 200: listSchema(vendorSearchResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchVendorCompanies(db, requireAuth(request).companyId, request.query),
    }),
  );

  const vendorCompanies = { category: VENDOR_COMPANY_CATEGORIES } as const;
  r.get(
    VENDOR_PATHS.profile,
    {
      config: { access: vendorCompanies },
      schema: { tags, response: { 200: itemSchema(vendorProfileSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findVendorProfile(db, requireAuth(request).companyId) },
    }),
  );

  r.put(
    VENDOR_PATHS.profile,
    {
      // A vendor awaiting approval describes what it serves, as it completes its settings.
      config: { access: vendorCompanies, allowWhilePending: true },
      preValidation: requireAnyPermission(VENDORS_ACCESS.update, VENDOR_MESSAGES.profileNotAllowed),
      schema: { tags, body: vendorProfileRequestSchema, response: { 200: itemSchema(vendorProfileSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await saveVendorProfile(db, requireAuth(request).companyId, request.body, clock()) },
    }),
  );

  const vendorsOnly = { category: [COMPANY_CATEGORY.vendor] } as const;
  r.get(
    VENDOR_PATHS.conversionRequests,
    {
      config: { access: vendorsOnly },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: listSchema(vendorConversionRequestSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnConversionRequests(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.post(
    VENDOR_PATHS.conversionRequests,
    {
      config: { access: vendorsOnly },
      preValidation: requireAnyPermission([PERMISSIONS.businessAdmin], VENDOR_MESSAGES.conversionNotAllowed),
      schema: {
        tags,
        body: vendorConversionCreateSchema,
        response: { 201: itemSchema(vendorConversionRequestSchema) },
      },
    },
    async (request, reply) => {
      const item = await requestConversion(deps, requireAuth(request), request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  const platform = { platformAdmin: true } as const;
  r.get(
    VENDOR_PATHS.platformConversionRequests,
    {
      config: { access: platform },
      schema: {
        tags,
        querystring: vendorConversionListQuerySchema,
        response: { 200: listSchema(vendorConversionRequestSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listConversionRequests(db, request.query) }),
  );

  r.post(
    VENDOR_PATHS.approveConversion,
    {
      config: { access: platform },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(vendorConversionRequestSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await approveConversion(deps, requireAuth(request).userId, request.params.id) },
    }),
  );

  r.post(
    VENDOR_PATHS.rejectConversion,
    {
      config: { access: platform },
      schema: {
        tags,
        params: idParamsSchema,
        body: companyRejectRequestSchema,
        response: { 200: itemSchema(vendorConversionRequestSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await rejectConversion(deps, requireAuth(request).userId, request.params.id, request.body),
      },
    }),
  );
}
