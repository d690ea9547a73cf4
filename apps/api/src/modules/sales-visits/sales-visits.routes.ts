import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the sales-visits slice. */
export function registerSalesVisitRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
