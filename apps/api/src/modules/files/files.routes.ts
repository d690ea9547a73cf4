import {
  convertPdfRequestSchema,
  downloadFileFromUrlQuerySchema,
  downloadZipRequestSchema,
  extensionOf,
  FILE_PATHS,
  FILES_ACCESS,
  fileUploadQuerySchema,
  idParamsSchema,
  MESSAGES,
  sanitizeFileName,
  storedFileSchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, okSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { sendStoredFile, setDownloadHeaders } from './download';
import type { FileRow } from './files.service';
import {
  deleteAdditionalDocument,
  findReadableFile,
  findReadableFileByPath,
  findReadableFiles,
  uploadAdditionalDocument,
} from './files.service';
import { convertToPdf } from './pdf-converter';
import { zipFiles } from './zip';

const tags = ['files'];

const withExtension = (name: string, extension: string) => {
  const current = extensionOf(name);
  const stem = current ? name.slice(0, name.length - current.length - 1) : name;
  return sanitizeFileName(`${stem}.${extension}`);
};

/**
 * The file store (SPEC §7 "Downloads"): additional documents, and the downloads every file is
 * read through. Each download answers only a file whose owner the caller may read (404 otherwise).
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  const sendFile = (reply: FastifyReply, row: FileRow) => sendStoredFile(deps.storage, reply, row);

  r.post(
    FILE_PATHS.upload,
    {
      config: { access: { permission: FILES_ACCESS.additionalDocuments } },
      schema: {
        tags,
        querystring: fileUploadQuerySchema,
        response: { 201: itemSchema(storedFileSchema) },
      },
    },
    async (request, reply) => {
      const item = await uploadAdditionalDocument(deps, request, requireAuth(request), request.query);
      return reply.status(201).send({ success: true as const, data: { item } });
    },
  );

  r.delete(
    `${FILE_PATHS.upload}/:id`,
    {
      config: { access: { permission: FILES_ACCESS.additionalDocuments } },
      schema: { tags, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteAdditionalDocument(deps, requireAuth(request), request.params.id);
      return { success: true as const, message: MESSAGES.deleteSuccess };
    },
  );

  r.get(
    `${FILE_PATHS.downloadFile}/:id`,
    { config: { access: { auth: true } }, schema: { tags, params: idParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await findReadableFile(deps.db, requireAuth(request), request.params.id)),
  );

  r.get(
    FILE_PATHS.downloadFileFromUrl,
    { config: { access: { auth: true } }, schema: { tags, querystring: downloadFileFromUrlQuerySchema } },
    async (request, reply) =>
      sendFile(reply, await findReadableFileByPath(deps.db, requireAuth(request), request.query.url)),
  );

  // The two POSTs below only read: open to a company awaiting approval, like every GET.
  r.post(
    FILE_PATHS.downloadZip,
    {
      config: { access: { auth: true }, allowWhilePending: true },
      schema: { tags, body: downloadZipRequestSchema },
    },
    async (request, reply) => {
      // Every file is checked before the first byte leaves: one unreadable id refuses the whole zip.
      const rows = await findReadableFiles(deps.db, requireAuth(request), request.body.fileIds);
      const name = withExtension(request.body.name || 'documents', 'zip');
      return setDownloadHeaders(reply, { name, contentType: 'application/zip' }).send(
        zipFiles(deps.storage, rows, request.log),
      );
    },
  );

  r.post(
    FILE_PATHS.convertPdf,
    {
      config: { access: { auth: true }, allowWhilePending: true },
      schema: { tags, body: convertPdfRequestSchema },
    },
    async (request, reply) => {
      const row = await findReadableFile(deps.db, requireAuth(request), request.body.fileId);
      const pdf = await convertToPdf(deps.storage, row, { sofficePath: deps.config.sofficePath });
      pdf.stream.once('close', () => void pdf.cleanup());
      return setDownloadHeaders(reply, {
        name: withExtension(row.originalName, 'pdf'),
        contentType: 'application/pdf',
        sizeBytes: pdf.sizeBytes,
      }).send(pdf.stream);
    },
  );
}
