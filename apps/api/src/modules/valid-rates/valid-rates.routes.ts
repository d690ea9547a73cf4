import { PassThrough } from 'node:stream';
import {
  RATE_PATHS,
  VALID_RATE_EXPORT_MAX_ROWS,
  VALID_RATES_ACCESS,
  validRateExportQuerySchema,
  validRateListQuerySchema,
  validRateRequestSchema,
  validRateSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { setDownloadHeaders } from '../files/download';
import { writeValidRatesXlsx, XLSX_CONTENT_TYPE } from './valid-rates.export';
import { validRatesService } from './valid-rates.service';

const TAG = 'valid-rates';

/** Valid rates (SPEC §7 store, list, update, delete) and the export of the filtered list. */
export function registerValidRateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();

  // Before the record routes: '/export' is a path of its own, not an id.
  r.get(
    RATE_PATHS.validRatesExport,
    {
      config: { access: { permission: VALID_RATES_ACCESS.view } },
      schema: { tags: [TAG], querystring: validRateExportQuerySchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const scope = { companyId: auth.companyId, userId: auth.userId, now: clock() };
      const query = request.query;
      // Counted before the first byte: past the cap the caller gets a 400 it can read, not a cut file.
      const { total } = await validRatesService.list(db, scope, { ...query, page: 1, pageSize: 1 });
      if (total > VALID_RATE_EXPORT_MAX_ROWS) {
        throw new AppError(
          'BAD_REQUEST',
          `An export holds at most ${VALID_RATE_EXPORT_MAX_ROWS} rates and ${total} match: narrow the filters`,
        );
      }
      const out = new PassThrough();
      writeValidRatesXlsx(validRatesService.listEach(db, scope, query, 2000), out).catch((error: unknown) => {
        request.log.error({ err: error }, 'valid rates export failed midway');
        out.destroy(error as Error);
      });
      const name = `valid-rates-${scope.now.toISOString().slice(0, 10)}.xlsx`;
      return setDownloadHeaders(reply, { name, contentType: XLSX_CONTENT_TYPE }).send(out);
    },
  );

  registerCompanyRecordRoutes(app, deps, {
    path: RATE_PATHS.validRates,
    tag: TAG,
    access: VALID_RATES_ACCESS,
    querySchema: validRateListQuerySchema,
    requestSchema: validRateRequestSchema,
    responseSchema: validRateSchema,
    service: validRatesService,
  });
}
