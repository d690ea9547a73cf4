import {
  idParamsSchema,
  MESSAGES,
  RATE_PATHS,
  rateImportListQuerySchema,
  rateImportMappingRequestSchema,
  rateImportRowSchema,
  rateImportRowsQuerySchema,
  rateImportSchema,
  rateImportTemplateListQuerySchema,
  rateImportTemplateSchema,
  VALID_RATES_ACCESS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { setDownloadHeaders } from '../files/download';
import { buildRateSheetTemplate, RATE_SHEET_TEMPLATE_NAME } from './rate-import-template-sheet';
import { createRateImportService } from './rate-imports.service';

const tags = ['rate-imports'];
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Self-service rate-sheet import (SPEC §7 "Valid rates: import"): upload, mapping, preview,
 * commit or discard, the vendors' saved mappings, and the empty rate sheet to fill in.
 */
export function registerRateImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const service = createRateImportService(deps);
  const ok = <T>(item: T) => ({ success: true as const, data: { item } });

  r.post(
    RATE_PATHS.rateImports,
    {
      config: { access: { permission: VALID_RATES_ACCESS.create } },
      schema: { tags, response: { 201: itemSchema(rateImportSchema) } },
    },
    async (request, reply) => reply.status(201).send(ok(await service.upload(request, requireAuth(request)))),
  );

  r.get(
    RATE_PATHS.rateImports,
    {
      config: { access: { permission: VALID_RATES_ACCESS.view } },
      schema: {
        tags,
        querystring: rateImportListQuerySchema,
        response: { 200: listSchema(rateImportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listImports(requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    RATE_PATHS.rateImport,
    {
      config: { access: { permission: VALID_RATES_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(rateImportSchema) } },
    },
    async (request) => ok(await service.findImport(requireAuth(request).companyId, request.params.id)),
  );

  r.put(
    RATE_PATHS.rateImportMapping,
    {
      config: { access: { permission: VALID_RATES_ACCESS.create } },
      schema: {
        tags,
        params: idParamsSchema,
        body: rateImportMappingRequestSchema,
        response: { 200: itemSchema(rateImportSchema) },
      },
    },
    async (request) =>
      ok(await service.confirmMapping(requireAuth(request), request.params.id, request.body)),
  );

  r.post(
    RATE_PATHS.rateImportCommit,
    {
      config: { access: { permission: VALID_RATES_ACCESS.create } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(rateImportSchema) } },
    },
    async (request) => ok(await service.commit(requireAuth(request), request.params.id)),
  );

  r.post(
    RATE_PATHS.rateImportDiscard,
    {
      config: { access: { permission: VALID_RATES_ACCESS.create } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(rateImportSchema) } },
    },
    async (request) => ok(await service.discard(requireAuth(request), request.params.id)),
  );

  r.get(
    RATE_PATHS.rateImportRows,
    {
      config: { access: { permission: VALID_RATES_ACCESS.view } },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: rateImportRowsQuerySchema,
        response: { 200: listSchema(rateImportRowSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listRows(requireAuth(request).companyId, request.params.id, request.query),
    }),
  );

  r.get(
    RATE_PATHS.rateImportTemplates,
    {
      config: { access: { permission: VALID_RATES_ACCESS.view } },
      schema: {
        tags,
        querystring: rateImportTemplateListQuerySchema,
        response: { 200: listSchema(rateImportTemplateSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listTemplates(requireAuth(request).companyId, request.query),
    }),
  );

  r.delete(
    RATE_PATHS.rateImportTemplate,
    {
      config: { access: { permission: VALID_RATES_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteTemplate(requireAuth(request).companyId, request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );

  r.get(
    RATE_PATHS.validRatesTemplate,
    { config: { access: { permission: VALID_RATES_ACCESS.view } }, schema: { tags } },
    async (_request, reply) => {
      const bytes = await buildRateSheetTemplate();
      return setDownloadHeaders(reply, {
        name: RATE_SHEET_TEMPLATE_NAME,
        contentType: XLSX_CONTENT_TYPE,
        sizeBytes: bytes.length,
      }).send(bytes);
    },
  );
}
