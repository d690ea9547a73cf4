import {
  containerSizeParamsSchema,
  idParamsSchema,
  MASTERS_ACCESS,
  MESSAGES,
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
import { itemSchema, listSchema, okSchema, successEnvelope } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import {
  createWeightSlab,
  deleteWeightSlab,
  findWeightSlab,
  listWeightSlabData,
  listWeightSlabs,
  updateWeightSlab,
} from './weight-slabs.service';

const tags = ['weight-slabs'];
const path = WEIGHT_SLAB_PATHS.weightSlabs;

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
export function registerWeightSlabRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: FastifyRequest) => requireAuth(request).companyId;

  r.get(
    path,
    {
      config: { access: { permission: MASTERS_ACCESS.view } },
      schema: {
        tags,
        querystring: weightSlabListQuerySchema,
        response: { 200: listSchema(weightSlabResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWeightSlabs(db, companyOf(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: MASTERS_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(weightSlabResponseSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findWeightSlab(db, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: MASTERS_ACCESS.create } },
      schema: { tags, body: weightSlabSchema, response: { 201: itemSchema(weightSlabResponseSchema) } },
    },
    async (request, reply) => {
      const item = await createWeightSlab(db, companyOf(request), request.body);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { permission: MASTERS_ACCESS.update } },
      schema: {
        tags,
        params: idParamsSchema,
        body: weightSlabSchema,
        response: { 200: itemSchema(weightSlabResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { item: await updateWeightSlab(db, companyOf(request), request.params.id, request.body) },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: MASTERS_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteWeightSlab(db, companyOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );

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
