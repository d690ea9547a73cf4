import { API_PATHS, outboxMailSchema, pageQuerySchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { listSchema } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { listMailOutbox } from './mail-outbox.service';

/** The embedded mailer's outbox, for the platform administrator: without SMTP, mail is read in the app. */
export function registerMailOutboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.withTypeProvider<ApiTypeProvider>().get(
    API_PATHS.mailOutbox,
    {
      config: { access: { platformAdmin: true } },
      schema: {
        tags: ['mail-outbox'],
        querystring: pageQuerySchema,
        response: { 200: listSchema(outboxMailSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listMailOutbox(db, request.query) }),
  );
}
