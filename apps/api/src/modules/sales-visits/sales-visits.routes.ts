import { PassThrough } from 'node:stream';
import {
  idParamsSchema,
  MESSAGES,
  SALES_ACCESS,
  SALES_PATHS,
  SALES_VISIT_EXPORT_MAX_ROWS,
  salesVisitExportQuerySchema,
  salesVisitFileParamsSchema,
  salesVisitListQuerySchema,
  salesVisitPartiesQuerySchema,
  salesVisitPartySchema,
  salesVisitReportQuerySchema,
  salesVisitReportSchema,
  salesVisitRequestSchema,
  salesVisitSchema,
  storedFileSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { itemSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-export';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { sendStoredFile, setDownloadHeaders } from '../files/download';
import {
  deleteVisit,
  deleteVisitFile,
  findVisitFile,
  listVisitFiles,
  uploadVisitFile,
} from './sales-visit-files';
import { writeSalesVisitsXlsx } from './sales-visits.export';
import { findVisitParties, salesVisitReport, salesVisitsService } from './sales-visits.service';

const tags = ['sales-visits'];
const view = { access: { permission: SALES_ACCESS.view } };
const update = { access: { permission: SALES_ACCESS.update } };

/**
 * Sales visits (SPEC §7 "sales visits (create, update, export, report)"): plan, change, record
 * the outcome, delete (with its files); the filtered list as .xlsx; counts per sales person over a
 * period; the visit's files.
 */
export function registerSalesVisitRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const scopeOf = (request: FastifyRequest) => {
    const auth = requireAuth(request);
    return { companyId: auth.companyId, userId: auth.userId, now: clock() };
  };

  // Before the record routes: '/export', '/report' and '/parties' are paths of their own, not ids.
  r.get(
    SALES_PATHS.salesVisitsExport,
    { config: view, schema: { tags, querystring: salesVisitExportQuerySchema } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const query = request.query;
      // Counted before the first byte: past the cap the caller gets a 400 it can read, not a cut file.
      const { total } = await salesVisitsService.list(db, scope, { ...query, page: 1, pageSize: 1 });
      if (total > SALES_VISIT_EXPORT_MAX_ROWS) {
        throw new AppError(
          'BAD_REQUEST',
          `An export holds at most ${SALES_VISIT_EXPORT_MAX_ROWS} visits and ${total} match: narrow the filters`,
        );
      }
      const timeZone = await salesVisitsService.timeZoneOf(db, scope.companyId);
      const out = new PassThrough();
      writeSalesVisitsXlsx(salesVisitsService.listEach(db, scope, query, 2000), timeZone, out).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'sales visits export failed midway');
          out.destroy(error as Error);
        },
      );
      const name = `sales-visits-${scope.now.toISOString().slice(0, 10)}.xlsx`;
      return setDownloadHeaders(reply, { name, contentType: XLSX_CONTENT_TYPE }).send(out);
    },
  );

  r.get(
    SALES_PATHS.salesVisitsReport,
    {
      config: view,
      schema: {
        tags,
        querystring: salesVisitReportQuerySchema,
        response: { 200: successEnvelope(salesVisitReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await salesVisitReport(db, requireAuth(request).companyId, request.query),
    }),
  );

  r.get(
    SALES_PATHS.salesVisitParties,
    {
      config: view,
      schema: {
        tags,
        querystring: salesVisitPartiesQuerySchema,
        response: { 200: successEnvelope(z.object({ items: z.array(salesVisitPartySchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await findVisitParties(db, requireAuth(request).companyId, request.query.search) },
    }),
  );

  registerCompanyRecordRoutes(app, deps, {
    path: SALES_PATHS.salesVisits,
    tag: tags[0] as string,
    access: SALES_ACCESS,
    querySchema: salesVisitListQuerySchema,
    requestSchema: salesVisitRequestSchema,
    responseSchema: salesVisitSchema,
    // A visit goes with its files: their rows in the same transaction, their bytes after it.
    service: {
      ...salesVisitsService,
      remove: (_db, scope, id) => deleteVisit(deps, scope.companyId, id),
    },
  });

  r.get(
    SALES_PATHS.salesVisitFiles,
    {
      config: view,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: z.array(storedFileSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listVisitFiles(db, requireAuth(request), request.params.id) },
    }),
  );

  r.post(
    SALES_PATHS.salesVisitFiles,
    {
      config: update,
      schema: { tags, params: idParamsSchema, response: { 201: itemSchema(storedFileSchema) } },
    },
    async (request, reply) => {
      const item = await uploadVisitFile(deps, request, requireAuth(request), request.params.id);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.get(
    SALES_PATHS.salesVisitFile,
    { config: view, schema: { tags, params: salesVisitFileParamsSchema } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const row = await findVisitFile(db, requireAuth(request), id, fileId);
      return sendStoredFile(deps.storage, reply, row);
    },
  );

  r.delete(
    SALES_PATHS.salesVisitFile,
    { config: update, schema: { tags, params: salesVisitFileParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      const { id, fileId } = request.params;
      await deleteVisitFile(deps, requireAuth(request), id, fileId);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
