import {
  containerSizeParamsSchema,
  MASTERS_ACCESS,
  WEIGHT_SLAB_PATHS,
  WEIGHT_SLAB_TYPES,
  WEIGHT_UNITS,
  weightSlabListQuerySchema,
  weightSlabSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { successEnvelope } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { listWeightSlabData, weightSlabService } from './weight-slabs.service';

const TAG = 'weight-slabs';

const boundsSchema = {
  id: z.number().int(),
  type: z.enum(WEIGHT_SLAB_TYPES),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  measurementIn: z.enum(WEIGHT_UNITS),
  /** SPEC §5 display rule: '0 Kgs - 45 Kgs', '100 Kgs +', '45 Kgs - 100 Kgs'. */
  displayName: z.string(),
};

const weightSlabResponseSchema = z.object({
  ...boundsSchema,
  containerSize: z.object({ id: z.number().int(), size: z.string() }).nullable(),
  createdAt: z.date(),
});

const weightSlabOptionSchema = z.object({ ...boundsSchema, containerSizeId: z.number().int().nullable() });
const optionsSchema = { 200: successEnvelope(z.object({ items: z.array(weightSlabOptionSchema) })) };

/** The weight slab master (Masters module) and the SPEC §7 weight slab data reads. */
export function registerWeightSlabRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: WEIGHT_SLAB_PATHS.weightSlabs,
    tag: TAG,
    access: MASTERS_ACCESS,
    querySchema: weightSlabListQuerySchema,
    requestSchema: weightSlabSchema,
    responseSchema: weightSlabResponseSchema,
    service: weightSlabService,
  });

  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
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
