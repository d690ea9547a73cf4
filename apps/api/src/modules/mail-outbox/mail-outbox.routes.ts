import { API_PATHS, pageQuerySchema } from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { listSchema } from '../../lib/envelope';
import { listMailOutbox } from './mail-outbox.service';

const mailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.string(),
  /** The last delivery attempt's error, kept while the job retries. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.date().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

/** The embedded mailer's outbox, for the platform administrator (issue 2: "readable in the app"). */
export function registerMailOutboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.mailOutbox,
    {
      config: { access: { platformAdmin: true } },
      schema: {
        tags: ['mail-outbox'],
        querystring: pageQuerySchema,
        response: { 200: listSchema(mailSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listMailOutbox(db, request.query) }),
  );
}
