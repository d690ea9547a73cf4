import {
  COMPANY_MASTERS_PATHS,
  MASTERS_ACCESS,
  newsListQuerySchema,
  newsRequestSchema,
  newsSchema,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerCompanyRecordRoutes } from '../company-records/company-records.routes';
import { newsService } from './news.service';

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
