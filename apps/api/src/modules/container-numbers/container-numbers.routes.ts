import {
  CONTAINER_NUMBER_PATHS,
  containerNumberListQuerySchema,
  containerNumberSchema,
  idParamsSchema,
  MASTERS_ACCESS,
  MESSAGES,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, listSchema, okSchema } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import {
  createContainerNumber,
  deleteContainerNumber,
  findContainerNumber,
  listContainerNumbers,
  updateContainerNumber,
} from './container-numbers.service';

const tags = ['container-numbers'];
const path = CONTAINER_NUMBER_PATHS.containerNumbers;

const containerNumberResponseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  containerSize: z.object({ id: z.number().int(), size: z.string() }).nullable(),
  remarks: z.string().nullable(),
  createdAt: z.date(),
});

/** The container-numbers master (Masters module): ISO 6346 numbers a company tracks. */
export function registerContainerNumberRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyOf = (request: FastifyRequest) => requireAuth(request).companyId;

  r.get(
    path,
    {
      config: { access: { permission: MASTERS_ACCESS.view } },
      schema: {
        tags,
        querystring: containerNumberListQuerySchema,
        response: { 200: listSchema(containerNumberResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listContainerNumbers(db, companyOf(request), request.query),
    }),
  );

  r.get(
    `${path}/:id`,
    {
      config: { access: { permission: MASTERS_ACCESS.view } },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(containerNumberResponseSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findContainerNumber(db, companyOf(request), request.params.id) },
    }),
  );

  r.post(
    path,
    {
      config: { access: { permission: MASTERS_ACCESS.create } },
      schema: {
        tags,
        body: containerNumberSchema,
        response: { 201: itemSchema(containerNumberResponseSchema) },
      },
    },
    async (request, reply) => {
      const item = await createContainerNumber(db, companyOf(request), request.body);
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
        body: containerNumberSchema,
        response: { 200: itemSchema(containerNumberResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await updateContainerNumber(db, companyOf(request), request.params.id, request.body),
      },
    }),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { permission: MASTERS_ACCESS.delete } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteContainerNumber(db, companyOf(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );
}
