import { API_PATHS, pageQuerySchema } from '@fastforward/domain';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { listSchema } from '../../lib/envelope';
import { escapeLike } from '../../lib/sql';

const mailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.string(),
  error: z.string().nullable(),
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
    async (request) => {
      const { page, pageSize, search } = request.query;
      const pattern = search ? `%${escapeLike(search)}%` : null;
      const where = pattern
        ? or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))
        : undefined;
      const [items, totals] = await Promise.all([
        db
          .select({
            id: mailOutbox.id,
            toAddress: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            textBody: mailOutbox.textBody,
            status: mailOutbox.status,
            error: mailOutbox.error,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return { success: true as const, data: { items, total: totals[0]?.total ?? 0, page, pageSize } };
    },
  );
}
