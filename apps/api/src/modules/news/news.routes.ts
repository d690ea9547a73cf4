import {
  COMPANY_MASTERS_PATHS,
  MASTERS_ACCESS,
  NEWS_AUDIENCES,
  NEWS_STATUSES,
  newsListQuerySchema,
  newsRequestSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { newsService } from './news.service';

const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(NEWS_AUDIENCES),
  publishFrom: z.date(),
  publishUntil: z.date().nullable(),
  status: z.enum(NEWS_STATUSES),
  createdAt: z.date(),
});

export function registerNewsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyRecordRoutes(app, deps, {
    path: COMPANY_MASTERS_PATHS.news,
    tag: 'news',
    access: MASTERS_ACCESS,
    querySchema: newsListQuerySchema,
    requestSchema: newsRequestSchema,
    responseSchema: newsSchema,
    service: newsService,
  });
}
