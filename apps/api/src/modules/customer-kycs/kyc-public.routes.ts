import {
  availabilitySchema,
  CUSTOMER_KYC_PATHS,
  KYC_INVITATION_HEADER,
  KYC_PUBLIC_MESSAGES,
  KYC_TOKEN_HEADER,
  kycDocumentParamsSchema,
  kycPublicDocumentSchema,
  kycPublicFormSchema,
  kycPublicOpenRequestSchema,
  kycPublicStartRequestSchema,
  kycPublicStartResponseSchema,
  kycPublicSubmitRequestSchema,
  kycPublicSubmitResponseSchema,
  shortNameCheckQuerySchema,
  usernameCheckQuerySchema,
} from '@fastforward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { itemSchema, okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { sendStoredFile } from '../files/download';
import { checkShortName, checkUsername } from '../registration/registration.service';
import {
  findKycDocument,
  type KycLinkHeaders,
  openKycLink,
  removeKycDocument,
  startKyc,
  submitKyc,
  uploadKycDocument,
} from './kyc-public.service';

const tags = ['customer-kycs'];
const open = { access: { public: true } } as const;
const availability = { 200: successEnvelope(availabilitySchema) };
const documentPath = `${CUSTOMER_KYC_PATHS.publicDocuments}/:collection`;

const ipOf = (request: { ip?: string }) => request.ip ?? 'inject';

/** The link the document and submit calls carry in their headers (a repeated header counts as none). */
const linkOf = (request: FastifyRequest): KycLinkHeaders => {
  const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
  return {
    invitation: single(request.headers[KYC_INVITATION_HEADER]),
    token: single(request.headers[KYC_TOKEN_HEADER]),
  };
};

/**
 * The customer's side of a KYC (/customerKyc/…): availability checks, opening or starting a form,
 * its documents and the submission. No sign-in: the link's token is the credential (PRODUCT §6).
 */
export function registerKycPublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(
    CUSTOMER_KYC_PATHS.checkShortName,
    { config: open, schema: { tags, querystring: shortNameCheckQuerySchema, response: availability } },
    async (request) => ({
      success: true as const,
      data: await checkShortName(deps, request.query.shortName, ipOf(request)),
    }),
  );

  r.get(
    CUSTOMER_KYC_PATHS.checkUsername,
    { config: open, schema: { tags, querystring: usernameCheckQuerySchema, response: availability } },
    async (request) => ({
      success: true as const,
      data: await checkUsername(deps, request.query.username, ipOf(request)),
    }),
  );

  r.post(
    CUSTOMER_KYC_PATHS.publicOpen,
    {
      config: open,
      schema: {
        tags,
        body: kycPublicOpenRequestSchema,
        response: { 200: successEnvelope(kycPublicFormSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openKycLink(deps, request.body, ipOf(request)),
    }),
  );

  r.post(
    CUSTOMER_KYC_PATHS.publicStart,
    {
      config: open,
      schema: {
        tags,
        body: kycPublicStartRequestSchema,
        response: { 201: successEnvelope(kycPublicStartResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await startKyc(deps, request.body, ipOf(request)) }),
  );

  r.put(
    documentPath,
    {
      config: open,
      schema: {
        tags,
        params: kycDocumentParamsSchema,
        response: { 200: itemSchema(kycPublicDocumentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        item: await uploadKycDocument(
          deps,
          request,
          linkOf(request),
          request.params.collection,
          ipOf(request),
        ),
      },
    }),
  );

  r.get(
    documentPath,
    { config: open, schema: { tags, params: kycDocumentParamsSchema } },
    async (request, reply) => {
      const row = await findKycDocument(deps, linkOf(request), request.params.collection, ipOf(request));
      return sendStoredFile(deps.storage, reply, row);
    },
  );

  r.delete(
    documentPath,
    { config: open, schema: { tags, params: kycDocumentParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeKycDocument(deps, linkOf(request), request.params.collection, ipOf(request));
      return { success: true as const, message: KYC_PUBLIC_MESSAGES.documentRemoved };
    },
  );

  r.post(
    CUSTOMER_KYC_PATHS.publicSubmit,
    {
      config: open,
      schema: {
        tags,
        body: kycPublicSubmitRequestSchema,
        response: { 200: successEnvelope(kycPublicSubmitResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await submitKyc(deps, linkOf(request), request.body, ipOf(request)),
      message: KYC_PUBLIC_MESSAGES.submitted,
    }),
  );
}
