import {
  enquiryFileQuerySchema,
  enquiryHistorySchema,
  enquirySchema,
  idParamsSchema,
  storedFileSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { itemSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type AuthContext, type RouteAccess, requireAuth } from '../../plugins/auth';
import { type EnquirySide, enquiryHistory } from './enquiry-history';
import { type EnquiryRow, findEnquiry } from './enquiry-records';
import { listEnquiryFiles, uploadEnquiryFile } from './rate-enquiries.service';

/** What tells one door onto an enquiry from the other: its paths, who may use it, how it loads the enquiry. */
export type EnquiryDoor = {
  tags: string[];
  /** Whose door it is: the staff's history shows the forwards to vendors, the customer's does not. */
  side: EnquirySide;
  access: RouteAccess;
  paths: { enquiry: string; history: string; files: string };
  /** The caller's enquiry by id, or a 404: the staff's by company and reach, the customer's by its company. */
  load: (db: DbOrTx, auth: AuthContext, id: number) => Promise<EnquiryRow>;
};

/**
 * The routes the staff's door (rate enquiries) and the customer's (My Queries) share to the letter
 * but for the door: one enquiry, its history, its attachments and an upload. One definition so the
 * two doors cannot drift apart; each door keeps its own list, counts and writes.
 */
export function registerEnquiryRecordRoutes(app: FastifyInstance, deps: AppDeps, door: EnquiryDoor): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const { tags, paths, load } = door;
  const config = { access: door.access };

  r.get(
    paths.enquiry,
    { config, schema: { tags, params: idParamsSchema, response: { 200: itemSchema(enquirySchema) } } },
    async (request) => ({
      success: true as const,
      data: { item: await findEnquiry(db, requireAuth(request), request.params.id) },
    }),
  );

  r.get(
    paths.history,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: enquiryHistorySchema })) },
      },
    },
    async (request) => {
      const enquiry = await load(db, requireAuth(request), request.params.id);
      return { success: true as const, data: { items: await enquiryHistory(db, enquiry, door.side) } };
    },
  );

  r.get(
    paths.files,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ items: z.array(storedFileSchema) })) },
      },
    },
    async (request) => {
      const enquiry = await load(db, requireAuth(request), request.params.id);
      return { success: true as const, data: { items: await listEnquiryFiles(db, enquiry) } };
    },
  );

  r.post(
    paths.files,
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: enquiryFileQuerySchema,
        response: { 201: itemSchema(storedFileSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const enquiry = await load(db, auth, request.params.id);
      const stored = await uploadEnquiryFile(deps, request, auth, enquiry, request.query.fileType);
      return reply.status(201).send({ success: true as const, data: { item: stored } });
    },
  );
}
