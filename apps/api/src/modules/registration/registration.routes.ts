import {
  availabilitySchema,
  emailDomainCheckQuerySchema,
  REGISTRATION_MESSAGES,
  REGISTRATION_PATHS,
  registrationRequestSchema,
  registrationResponseSchema,
  shortNameCheckQuerySchema,
  usernameCheckQuerySchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import {
  checkEmailDomain,
  checkShortName,
  checkUsername,
  registerCompany,
  resendVerification,
  verifyEmail,
} from './registration.service';

const tags = ['registration'];
const availability = { 200: successEnvelope(availabilitySchema) };
const open = { access: { public: true } } as const;

/** Public company registration (/registrationForm) and the e-mail verification that follows it. */
export function registerRegistrationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const ipOf = (request: { ip?: string }) => request.ip ?? 'inject';

  r.get(
    REGISTRATION_PATHS.checkUsername,
    { config: open, schema: { tags, querystring: usernameCheckQuerySchema, response: availability } },
    async (request) => ({
      success: true as const,
      data: await checkUsername(deps, request.query.username, ipOf(request)),
    }),
  );

  r.get(
    REGISTRATION_PATHS.checkShortName,
    { config: open, schema: { tags, querystring: shortNameCheckQuerySchema, response: availability } },
    async (request) => ({
      success: true as const,
      data: await checkShortName(deps, request.query.shortName, ipOf(request)),
    }),
  );

  r.get(
    REGISTRATION_PATHS.checkEmailDomain,
    { config: open, schema: { tags, querystring: emailDomainCheckQuerySchema, response: availability } },
    async (request) => ({
      success: true as const,
      data: await checkEmailDomain(deps, request.query.email, ipOf(request)),
    }),
  );

  r.post(
    REGISTRATION_PATHS.register,
    {
      config: open,
      schema: {
        tags,
        body: registrationRequestSchema,
        response: { 201: successEnvelope(registrationResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await registerCompany(deps, request.body, ipOf(request));
      return reply
        .code(201)
        .send({ success: true as const, data, message: REGISTRATION_MESSAGES.registered });
    },
  );

  r.post(
    REGISTRATION_PATHS.verifyEmail,
    {
      config: open,
      schema: {
        tags,
        body: verifyEmailRequestSchema,
        response: { 200: successEnvelope(verifyEmailResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyEmail(deps, request.body.token),
      message: REGISTRATION_MESSAGES.emailVerified,
    }),
  );

  r.post(
    REGISTRATION_PATHS.resendVerification,
    {
      config: { access: { auth: true }, allowWhilePending: true },
      schema: { tags, response: { 200: okSchema } },
    },
    async (request) => ({
      success: true as const,
      message: await resendVerification(deps, requireAuth(request).userId),
    }),
  );
}
