import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Filled by the leads slice. */
export function registerLeadRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
