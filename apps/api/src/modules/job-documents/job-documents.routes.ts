import {
  COMPANY_CATEGORY,
  idParamsSchema,
  JOB_DO_RELEASE_ACCESS,
  JOB_DOCUMENT_MESSAGES,
  JOB_DOCUMENT_SHARE_ACCESS,
  JOB_DOCUMENT_UPLOAD_ACCESS,
  JOB_PATHS,
  JOB_VIEW_ACCESS,
  jobDocumentParamsSchema,
  jobDocumentSchema,
  jobDocumentsZipRequestSchema,
  jobDocumentUploadQuerySchema,
  MESSAGES,
  releaseDoRequestSchema,
  releaseDoResultSchema,
  sanitizeFileName,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { setDownloadHeaders } from '../files/download';
import type { FileRow } from '../files/files.service';
import { zipFiles } from '../files/zip';
import { type JobRow, loadCustomerJob, loadStaffJob } from '../jobs/job-records';
import {
  deleteJobDocument,
  jobDocumentsToZip,
  listJobDocuments,
  releaseDeliveryOrder,
  renderJobHblDraft,
  setJobDocumentShared,
  uploadJobDocument,
} from './job-documents.service';

const tags = ['job-documents'];
const listResponse = { 200: successEnvelope(z.object({ items: z.array(jobDocumentSchema) })) };
const documentResponse = { 200: itemSchema(jobDocumentSchema) };

/**
 * A job's documents, both doors: the staff's list, upload, delete, sharing, zip, the house bill of
 * lading draft and releasing the delivery order; the customer's list and zip of what is shared
 * with it. Single downloads, previews and PDF conversion are the file store's routes.
 */
export function registerJobDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ApiTypeProvider>();
  const view = { access: { permission: JOB_VIEW_ACCESS } } as const;
  const customer = { access: { category: [COMPANY_CATEGORY.customer] } } as const;
  // The zips only read: open to a company awaiting approval, like every GET.
  const readingPost = { allowWhilePending: true } as const;

  const sendZip = (reply: FastifyReply, job: JobRow, rows: FileRow[]) =>
    setDownloadHeaders(reply, {
      name: sanitizeFileName(`${job.reference} documents.zip`),
      contentType: 'application/zip',
    }).send(zipFiles(deps.storage, rows, reply.log));

  // ── The forwarder's staff

  r.get(
    JOB_PATHS.documents,
    { config: view, schema: { tags, params: idParamsSchema, response: listResponse } },
    async (request) => {
      const job = await loadStaffJob(db, requireAuth(request), request.params.id);
      return { success: true as const, data: { items: await listJobDocuments(db, job, 'staff') } };
    },
  );

  r.post(
    JOB_PATHS.documents,
    {
      config: { access: { permission: JOB_DOCUMENT_UPLOAD_ACCESS } },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: jobDocumentUploadQuerySchema,
        response: { 201: itemSchema(jobDocumentSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const job = await loadStaffJob(db, auth, request.params.id);
      const item = await uploadJobDocument(deps, request, auth, job, request.query);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.delete(
    JOB_PATHS.document,
    {
      config: { access: { permission: JOB_DOCUMENT_UPLOAD_ACCESS } },
      schema: { tags, params: jobDocumentParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const job = await loadStaffJob(db, auth, request.params.id);
      await deleteJobDocument(deps, auth, job, request.params.fileId);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );

  for (const [method, shared] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    r[method](
      JOB_PATHS.documentShare,
      {
        config: { access: { permission: JOB_DOCUMENT_SHARE_ACCESS } },
        schema: { tags, params: jobDocumentParamsSchema, response: documentResponse },
      },
      async (request) => {
        const auth = requireAuth(request);
        const job = await loadStaffJob(db, auth, request.params.id);
        const item = await setJobDocumentShared(deps, auth, job, request.params.fileId, shared);
        return {
          success: true as const,
          data: { item },
          message: shared ? JOB_DOCUMENT_MESSAGES.shared : JOB_DOCUMENT_MESSAGES.unshared,
        };
      },
    );
  }

  r.post(
    JOB_PATHS.documentsZip,
    {
      config: { ...view, ...readingPost },
      schema: { tags, params: idParamsSchema, body: jobDocumentsZipRequestSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const job = await loadStaffJob(db, auth, request.params.id);
      return sendZip(reply, job, await jobDocumentsToZip(db, auth, job, 'staff', request.body.fileIds));
    },
  );

  r.get(
    JOB_PATHS.hblDraft,
    { config: view, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const job = await loadStaffJob(db, requireAuth(request), request.params.id);
      const { name, bytes } = await renderJobHblDraft(deps, job);
      return setDownloadHeaders(reply, {
        name,
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
      }).send(Buffer.from(bytes));
    },
  );

  r.post(
    JOB_PATHS.releaseDo,
    {
      config: { access: { permission: JOB_DO_RELEASE_ACCESS } },
      schema: {
        tags,
        params: idParamsSchema,
        body: releaseDoRequestSchema,
        response: { 200: itemSchema(releaseDoResultSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const job = await loadStaffJob(db, auth, request.params.id);
      const item = await releaseDeliveryOrder(deps, auth, job, request.body);
      return {
        success: true as const,
        data: { item },
        message: `Delivery order ${item.doNumber} released`,
      };
    },
  );

  // ── The customer: only what the forwarder shares with it

  r.get(
    JOB_PATHS.myJobDocuments,
    { config: customer, schema: { tags, params: idParamsSchema, response: listResponse } },
    async (request) => {
      const job = await loadCustomerJob(db, requireAuth(request), request.params.id);
      return { success: true as const, data: { items: await listJobDocuments(db, job, 'customer') } };
    },
  );

  r.post(
    JOB_PATHS.myJobDocumentsZip,
    {
      config: { ...customer, ...readingPost },
      schema: { tags, params: idParamsSchema, body: jobDocumentsZipRequestSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const job = await loadCustomerJob(db, auth, request.params.id);
      return sendZip(reply, job, await jobDocumentsToZip(db, auth, job, 'customer', request.body.fileIds));
    },
  );
}
