import {
  API_PATHS,
  changePasswordRequestSchema,
  firstLoginCheckQuerySchema,
  firstLoginPasswordRequestSchema,
  forgotPasswordRequestSchema,
  HEADERS,
  linkCheckResponseSchema,
  linkTokenSchema,
  loginRequestSchema,
  loginResponseSchema,
  MESSAGES,
  ORGANISATION_PATHS,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  usernameSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { okSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { requireAuth } from '../../plugins/auth';
import { createAuthService } from './auth.service';

const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = createAuthService(deps);
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.post(
    API_PATHS.login,
    {
      config: { access: { public: true } },
      schema: { tags, body: loginRequestSchema, response: { 200: successEnvelope(loginResponseSchema) } },
    },
    async (request) => {
      const data = await service.login(request.body, {
        ip: request.ip ?? 'inject',
        userAgent: request.headers['user-agent'],
      });
      return { success: true as const, data };
    },
  );

  r.post(
    API_PATHS.refreshToken,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        headers: z.object({ [HEADERS.refreshToken]: z.string().min(1).max(200) }),
        response: { 200: successEnvelope(refreshResponseSchema) },
      },
    },
    async (request) => {
      const presented = request.headers[HEADERS.refreshToken];
      if (typeof presented !== 'string') throw new AppError('UNAUTHORIZED', 'Invalid refresh token');
      return { success: true as const, data: await service.refresh(presented, request.ip ?? 'inject') };
    },
  );

  r.post(
    API_PATHS.forgotPassword,
    {
      config: { access: { public: true } },
      schema: { tags, body: forgotPasswordRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.forgotPassword(request.body.username, request.ip ?? 'inject');
      return { success: true as const, message: MESSAGES.forgotPasswordSent };
    },
  );

  r.get(
    `${API_PATHS.forgotPasswordLinkCheck}/:uname`,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        params: z.object({ uname: usernameSchema }),
        querystring: z.strictObject({ token: linkTokenSchema }),
        response: { 200: successEnvelope(linkCheckResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { result: await service.checkResetLink(request.params.uname, request.query.token) },
    }),
  );

  r.post(
    API_PATHS.updatePassword,
    {
      config: { access: { public: true } },
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.updatePassword(request.body);
      return { success: true as const, message: MESSAGES.passwordChangedTitle };
    },
  );

  r.get(
    ORGANISATION_PATHS.firstLoginPasswordCheck,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        querystring: firstLoginCheckQuerySchema,
        response: { 200: successEnvelope(linkCheckResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { result: await service.checkFirstLoginLink(request.query.token) },
    }),
  );

  r.post(
    ORGANISATION_PATHS.firstLoginPassword,
    {
      config: { access: { public: true } },
      schema: { tags, body: firstLoginPasswordRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.setFirstLoginPassword(request.body);
      return { success: true as const, message: MESSAGES.passwordChangedTitle };
    },
  );

  r.post(
    API_PATHS.logout,
    {
      config: { access: { auth: true }, allowOnFirstLogin: true, allowWhilePending: true },
      schema: { tags, response: { 200: okSchema } },
    },
    async (request) => {
      await service.logout(requireAuth(request).sessionId);
      return { success: true as const, message: 'Logged out' };
    },
  );

  r.post(
    API_PATHS.changePassword,
    {
      config: { access: { auth: true }, allowOnFirstLogin: true, allowWhilePending: true },
      schema: { tags, body: changePasswordRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.changePassword(requireAuth(request).userId, request.body);
      return { success: true as const, message: MESSAGES.passwordChangedTitle };
    },
  );
}
