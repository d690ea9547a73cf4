import {
  containerSizeParamsSchema,
  MASTERS_ACCESS,
  WEIGHT_SLAB_PATHS,
  weightSlabListQuerySchema,
  weightSlabOptionSchema,
  weightSlabRequestSchema,
  weightSlabSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { listWeightSlabData, weightSlabService } from './weight-slabs.service';

const TAG = 'weight-slabs';

const optionsSchema = { 200: successEnvelope(z.object({ items: z.array(weightSlabOptionSchema) })) };

/** The weight slab master (Masters module) and the SPEC §7 weight slab data reads. */
export function registerWeightSlabRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: WEIGHT_SLAB_PATHS.weightSlabs,
    tag: TAG,
    access: MASTERS_ACCESS,
    querySchema: weightSlabListQuerySchema,
    requestSchema: weightSlabRequestSchema,
    responseSchema: weightSlabSchema,
    service: weightSlabService,
  });

  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const tags = [TAG];
  const companyOf = (request: FastifyRequest) => requireAuth(request).companyId;

  // SPEC §7 reference reads: every signed-in user of the company picks from its slabs (charge and
  // rate forms), like the other reference lists; only the company's own slabs are answered.
  r.get(
    WEIGHT_SLAB_PATHS.dataAir,
    { config: { access: { auth: true } }, schema: { tags, response: optionsSchema } },
    async (request) => ({
      success: true as const,
      data: { items: await listWeightSlabData(db, companyOf(request), 'air') },
    }),
  );

  r.get(
    WEIGHT_SLAB_PATHS.dataSea,
    { config: { access: { auth: true } }, schema: { tags, response: optionsSchema } },
    async (request) => ({
      success: true as const,
      data: { items: await listWeightSlabData(db, companyOf(request), 'sea') },
    }),
  );

  r.get(
    WEIGHT_SLAB_PATHS.dataSeaBySize,
    {
      config: { access: { auth: true } },
      schema: { tags, params: containerSizeParamsSchema, response: optionsSchema },
    },
    async (request) => ({
      success: true as const,
      data: {
        items: await listWeightSlabData(db, companyOf(request), 'sea', request.params.containerSizeId),
      },
    }),
  );
}
